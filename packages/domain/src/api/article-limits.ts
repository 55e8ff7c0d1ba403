/**
 * Limits of the article contracts (article.ts), apart from their schemas: a list page reads them
 * without building those (decision 076).
 */

/** Article numbers one POST /api/articlesForIds may name. */
export const MAX_ARTICLES_FOR_IDS = 1000;
