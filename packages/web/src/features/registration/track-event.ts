/**
 * Tells the tag manager of the page about an event, when one is installed (spec 2 section 4:
 * a registration is tracked). The shop itself tracks nothing; without a tag manager this does
 * nothing.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackEvent(event: string): void {
  window.dataLayer?.push({ event });
}
