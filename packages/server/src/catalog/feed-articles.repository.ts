import { sql } from 'kysely';
import type { FeedFilters } from '@shop/domain/api/feeds.ts';
import type { DbOrTx } from '#server/db/database.ts';

/**
 * The articles a product feed lists, a page at a time in id order (keyset, so a page costs the
 * same at the end of the catalog as at its start), with the texts of one language and the prices
 * of one currency; and the catalog's change stamp the feed's ETag is made of.
 */

export interface FeedArticlePageQuery {
  filters: FeedFilters;
  language: string;
  currency: string;
  afterId: number;
  limit: number;
}

/**
 * An article's English text, which stands in for a missing one: asked for only then, as a join
 * would look it up for every article of the feed.
 */
function englishText(column: 'name' | 'description') {
  return sql<
    string | null
  >`case when l.article_id is null then (select en.${sql.raw(column)} from article_localizations en where en.article_id = a.id and en.language = 'en') end`;
}

export function findFeedArticlePage(db: DbOrTx, query: FeedArticlePageQuery) {
  const { filters } = query;
  return (
    db
      .selectFrom('articles as a')
      .leftJoin('articleLocalizations as l', (join) =>
        join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', query.language),
      )
      .leftJoin('articlePrices as p', (join) =>
        join.onRef('p.articleId', '=', 'a.id').on('p.currency', '=', query.currency),
      )
      .select([
        'a.id',
        'a.articleNumber',
        'a.barcode',
        'a.state',
        'a.stockQuantity',
        'a.etaDate',
        'a.releaseDate',
        'a.caseQuantity',
        'a.weight',
        'a.size',
        'a.producerId',
        'a.productTypeId',
        'l.name',
        'l.description',
        'p.singlePrice',
        'p.rebate',
        'p.preorderRebate',
        'p.evp',
        englishText('name').as('enName'),
        englishText('description').as('enDescription'),
        // a feed names one theme and one category: the first of each, read off their keys
        sql<
          number | null
        >`(select min(t.theme_id) from article_themes t where t.article_id = a.id)`.as('themeId'),
        sql<
          number | null
        >`(select min(c.category_id) from article_categories c where c.article_id = a.id)`.as(
          'categoryId',
        ),
      ])
      .where('a.id', '>', query.afterId)
      // a sold-out article is not listed (the listing's rule), so no feed offers it
      .where('a.state', '!=', 'soldOut')
      .$if(filters.producers.length > 0, (qb) => qb.where('a.producerId', 'in', filters.producers))
      .$if(filters.productTypes.length > 0, (qb) =>
        qb.where('a.productTypeId', 'in', filters.productTypes),
      )
      .$if(filters.themes.length > 0, (qb) =>
        qb.where((eb) =>
          eb.exists(
            eb
              .selectFrom('articleThemes as t')
              .select('t.articleId')
              .whereRef('t.articleId', '=', 'a.id')
              .where('t.themeId', 'in', filters.themes),
          ),
        ),
      )
      .$if(filters.categories.length > 0, (qb) =>
        qb.where((eb) =>
          eb.exists(
            eb
              .selectFrom('articleCategories as c')
              .select('c.articleId')
              .whereRef('c.articleId', '=', 'a.id')
              .where('c.categoryId', 'in', filters.categories),
          ),
        ),
      )
      .$if(filters.inStockOnly, (qb) => qb.where('a.stockQuantity', '>', 0))
      .$if(filters.preorders === 'without', (qb) => qb.where('a.state', '!=', 'preorder'))
      .$if(filters.preorders === 'only', (qb) => qb.where('a.state', '=', 'preorder'))
      .$if(filters.newSince !== null, (qb) => qb.where('a.inshopDate', '>=', filters.newSince))
      .orderBy('a.id')
      .limit(query.limit)
      .execute()
  );
}

export type FeedArticleRow = Awaited<ReturnType<typeof findFeedArticlePage>>[number];

/** What the page's articles carry beside their row: tiers within one case and pictures. */
export async function findFeedArticleParts(db: DbOrTx, ids: readonly number[], currency: string) {
  if (ids.length === 0) return { tiers: [], images: [] };
  const [tiers, images] = await Promise.all([
    db
      .selectFrom('articlePriceTiers as t')
      .innerJoin('articles as a', 'a.id', 't.articleId')
      .select(['t.articleId', 't.amount', 't.price'])
      .where('t.articleId', 'in', ids)
      .where('t.currency', '=', currency)
      // only a tier within one case can change the price of one case (decision 022)
      .whereRef('t.amount', '<=', 'a.caseQuantity')
      .execute(),
    db
      .selectFrom('articleImages')
      .select(['articleId', 'path'])
      .where('articleId', 'in', ids)
      .orderBy('articleId')
      .orderBy('position')
      .execute(),
  ]);
  return { tiers, images };
}

/** The names of producers, themes, product types and categories: small tables, read once a feed. */
export async function findFacetNames(db: DbOrTx) {
  const [producers, themes, productTypes, categories] = await Promise.all([
    db.selectFrom('producers').select(['id', 'name', 'names']).execute(),
    db.selectFrom('themes').select(['id', 'name', 'names']).execute(),
    db.selectFrom('productTypes').select(['id', 'name', 'names']).execute(),
    db.selectFrom('categories').select(['id', 'name', 'names']).execute(),
  ]);
  return { producers, themes, productTypes, categories };
}

/**
 * The catalog's change stamp: the newest change of an article row (stock and price updates
 * write it too) and the highest id. Both are read off an index, so a feed's 304 reads no article.
 */
export async function findCatalogStamp(db: DbOrTx): Promise<{ lastUpdate: string; maxId: number }> {
  // two queries: SQLite reads a lone max() off its index, two in one select scan the table
  const [updated, highest] = await Promise.all([
    db
      .selectFrom('articles')
      .select((eb) => eb.fn.max('updatedAt').as('lastUpdate'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('articles')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow(),
  ]);
  const row = { lastUpdate: updated.lastUpdate, maxId: highest.maxId };
  return { lastUpdate: row.lastUpdate ?? '', maxId: Number(row.maxId ?? 0) };
}
