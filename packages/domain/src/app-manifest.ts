import type { Language, ShopCode } from './shops.ts';

/**
 * The web manifest of a shop in a language (docs/decisions/145-installable-shop-and-offline-scan.md):
 * the build writes one per shop and language, the server names the page's own in the pages it
 * renders, and the client points the link at the shop and language shown.
 */
export function manifestPath(shop: ShopCode, language: Language): string {
  return `/manifests/${shop}-${language}.webmanifest`;
}
