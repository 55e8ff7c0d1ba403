/**
 * What the service worker keeps besides the hashed assets (docs/decisions/145): the scan page's
 * document and the shop's texts, neither of them holding a customer's data. The build
 * (packages/web/pwa.ts) and the page that fills them name them here.
 */
export const SCAN_PAGE_CACHE = 'shop-scan-page';
export const TEXTS_CACHE = 'shop-texts';
