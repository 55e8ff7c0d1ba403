import type { ArticleSearchRequest } from '@shop/domain/api/search.ts';
import type { Language, ShopCode } from '@shop/domain/shops.ts';

/**
 * The catalog feature's query keys. A key whose answer depends on who asks holds the viewer
 * (`viewerKey`: the customer number or the visitor), so logging out drops the customer's prices.
 * The main menu is shared with the header (shared/api/keys.ts).
 */
export const catalogKeys = {
  search: (viewer: string, request: ArticleSearchRequest) =>
    ['articleSearch', viewer, request] as const,
  startPage: (shop: ShopCode, language: Language, viewer: string) =>
    ['startPage', shop, language, viewer] as const,
  articlesForIds: (language: Language, articleNumbers: readonly string[]) =>
    ['articlesForIds', language, articleNumbers] as const,
  suggestions: (language: Language, value: string) => ['suggestions', language, value] as const,
  menuBoxes: (kind: 'themes' | 'productTypes', order: number) =>
    ['menuBoxes', kind, order] as const,
  banner: (index: number, version: string) => ['banner', index, version] as const,
};
