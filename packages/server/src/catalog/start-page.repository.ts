import { sql } from 'kysely';
import type { StartSectionCode } from '@shop/domain/api/start-page.ts';
import { HOT_DEAL } from '@shop/domain/rules/special-article.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { isListedArticle } from './catalog.repository.ts';
import { firstImage } from './article-list-columns.ts';

export interface ArticleTileRow {
  id: number;
  articleNumber: string;
  state: string;
  releaseDate: string | null;
  preorderDate: string | null;
  name: string | null;
  producer: string | null;
  producerNames: string | null;
  theme: string | null;
  themeNames: string | null;
  image: string | null;
  caseQuantity: number;
  /** List price, rebates: the input of caseUnitPrice (pricing.ts); null without a price. */
  singlePrice: number | null;
  rebate: number | null;
  preorderRebate: number | null;
}

/** The first of the outer article's themes (by id), one of its fields. */
function firstTheme(db: DbOrTx, field: 't.name' | 't.names') {
  return db
    .selectFrom('articleThemes as at')
    .innerJoin('themes as t', 't.id', 'at.themeId')
    .select(field)
    .where('at.articleId', '=', sql.ref<number>('a.id'))
    .orderBy('t.id')
    .limit(1);
}

/** Listed articles that are not sold out, with the fields of a start-page tile. */
function articleTiles(db: DbOrTx, language: string, currency: string | null) {
  return db
    .selectFrom('articles as a')
    .leftJoin('articlePrices as pr', (join) =>
      join.onRef('pr.articleId', '=', 'a.id').on('pr.currency', '=', currency ?? ''),
    )
    .leftJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', language),
    )
    .leftJoin('producers as p', 'p.id', 'a.producerId')
    .select([
      'a.id',
      'a.articleNumber',
      'a.state',
      'a.releaseDate',
      'a.preorderDate',
      'l.name',
      'p.name as producer',
      'p.names as producerNames',
      'a.caseQuantity',
      'pr.singlePrice',
      'pr.rebate',
      'pr.preorderRebate',
      () => firstTheme(db, 't.name').as('theme'),
      () => firstTheme(db, 't.names').as('themeNames'),
      (eb) => firstImage(eb),
    ])
    .where(isListedArticle)
    .where('a.state', '!=', 'soldOut');
}

export interface SectionQuery {
  language: string;
  limit: number;
  today: string;
  currency: string | null;
  /** articles an earlier section of the page already shows */
  exclude: readonly number[];
}

/** The articles of one start-page section, newest first, none of those already shown. */
export function findStartSectionArticles(
  db: DbOrTx,
  section: StartSectionCode,
  { language, limit, today, currency, exclude }: SectionQuery,
): Promise<ArticleTileRow[]> {
  let query = articleTiles(db, language, currency);
  if (exclude.length > 0) query = query.where('a.id', 'not in', exclude);
  switch (section) {
    case 'novelties':
      query = query.where('a.inshopDate', '<=', today).orderBy('a.inshopDate', 'desc');
      break;
    case 'arrivals':
      query = query
        .where('a.state', '=', 'inStock')
        .where('a.intakeDate', '<=', today)
        .orderBy('a.intakeDate', 'desc');
      break;
    case 'preOrder':
      query = query.where('a.state', '=', 'preorder').orderBy('a.preorderDate', 'asc');
      break;
    case 'hotDeals':
      query = query
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('articleCategorisations as c')
              .select('c.code')
              .whereRef('c.articleId', '=', 'a.id')
              .where('c.code', '=', HOT_DEAL),
          ),
        )
        .orderBy('a.specialDate', 'desc');
      break;
  }
  return query.orderBy('a.articleNumber').limit(limit).execute();
}

/**
 * The price tiers of articles in a currency: those of one case set the price, all of them the
 * quantity field's list (docs/decisions/098-scroll-memory-and-price-tier-list.md).
 */
export function findPriceTiersOf(db: DbOrTx, articleIds: readonly number[], currency: string) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('articlePriceTiers')
    .select(['articleId', 'amount', 'price'])
    .where('articleId', 'in', articleIds)
    .where('currency', '=', currency)
    .orderBy('articleId')
    .orderBy('amount')
    .execute();
}

export interface EntryCountRow {
  id: number;
  name: string;
  names: string;
  numberOfArticles: number | string;
}

/** The top-level categories that have listed articles, in menu order. */
export function findMainCategories(db: DbOrTx): Promise<EntryCountRow[]> {
  return db
    .selectFrom('categories as t')
    .innerJoin('articleCategories as l', 'l.categoryId', 't.id')
    .innerJoin('articles as a', 'a.id', 'l.articleId')
    .select([
      't.id',
      't.name',
      't.names',
      (eb) => eb.fn.count<number>('a.id').distinct().as('numberOfArticles'),
    ])
    .where('t.parentId', 'is', null)
    .where('a.state', '!=', 'soldOut')
    .where(isListedArticle)
    .groupBy(['t.id', 't.name', 't.names', 't.menuOrder'])
    .orderBy('t.menuOrder')
    .orderBy('t.id')
    .execute();
}

/** The producers with the most listed articles. */
export function findLeadingProducers(db: DbOrTx, limit: number): Promise<EntryCountRow[]> {
  return db
    .selectFrom('producers as t')
    .innerJoin('articles as a', 'a.producerId', 't.id')
    .select([
      't.id',
      't.name',
      't.names',
      (eb) => eb.fn.count<number>('a.id').as('numberOfArticles'),
    ])
    .where('a.state', '!=', 'soldOut')
    .where(isListedArticle)
    .groupBy(['t.id', 't.name', 't.names'])
    .orderBy('numberOfArticles', 'desc')
    .orderBy('t.name')
    .limit(limit)
    .execute();
}
