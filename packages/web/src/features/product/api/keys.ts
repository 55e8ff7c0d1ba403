import type { Language } from '@shop/domain/shops.ts';

/** The article page's query keys; the viewer is the customer number or the visitor. */
export const productKeys = {
  article: (language: Language, articleNumber: string, viewer: string) =>
    ['article', language, articleNumber, viewer] as const,
};
