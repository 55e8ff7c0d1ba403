import { textLanguages, type Language } from '@shop/domain/shops.ts';
import { SCAN_PAGE_CACHE, TEXTS_CACHE } from './offline-caches.ts';

/**
 * Keeps the open scan page and its texts for a visit without a connection (docs/decisions/145):
 * the service worker keeps them itself only from requests it saw, and the first visit's came
 * before it ran (and a page reached inside the shop makes no request for its document).
 */
export async function keepScanPageOffline(language: Language): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !navigator.onLine) return;
  await navigator.serviceWorker.ready;
  const [page, texts] = await Promise.all([caches.open(SCAN_PAGE_CACHE), caches.open(TEXTS_CACHE)]);
  await Promise.all([
    page.add(window.location.pathname),
    ...textLanguages(language).map((code) => texts.add(`/loca/getLanguage/${code}`)),
  ]);
}
