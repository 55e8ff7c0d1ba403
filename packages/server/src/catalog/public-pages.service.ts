import type { DbOrTx } from '#server/db/database.ts';
import { countArticlesByTaxonomy, type TaxonomyTable } from './catalog.repository.ts';
import { countArticlePages, findArticlePageNumbers } from './public-pages.repository.ts';

/**
 * The listing types of the navigation and the taxonomy each one lists
 * (docs/product/catalog.md#cat-route-types).
 */
const LISTING_TABLES = {
  category: 'categories',
  producer: 'producers',
  productType: 'productTypes',
  theme: 'themes',
} as const satisfies Record<string, TaxonomyTable>;

export type PublicListingType = keyof typeof LISTING_TABLES;

export interface PublicListing {
  type: PublicListingType;
  id: number;
}

/**
 * The catalog's pages a visitor can open, for the sitemaps: the navigation's listings that show
 * at least one article, and the article pages (a size variant opens its main article's page).
 */
export async function listPublicListings(db: DbOrTx): Promise<PublicListing[]> {
  const types = Object.keys(LISTING_TABLES) as PublicListingType[];
  const perType = await Promise.all(
    types.map(async (type) => {
      const rows = await countArticlesByTaxonomy(db, LISTING_TABLES[type]);
      return rows
        .filter((row) => Number(row.numberOfArticles) > 0)
        .map((row) => ({ type, id: row.id }))
        .sort((a, b) => a.id - b.id);
    }),
  );
  return perType.flat();
}

export function countPublicArticles(db: DbOrTx): Promise<number> {
  return countArticlePages(db);
}

/** Article numbers in a fixed order, a page at a time. */
export function listPublicArticles(db: DbOrTx, offset: number, limit: number): Promise<string[]> {
  return findArticlePageNumbers(db, offset, limit);
}
