/**
 * The service worker of the installable shop (docs/decisions/145): registered once the page has
 * loaded and the browser is idle, so the first page's scripts and requests go first; only a
 * build has one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('The service worker could not be registered', error);
      });
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
