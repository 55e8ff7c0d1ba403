import { sql, type RawBuilder } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';

/** Articles a list shows: main articles (not the size variants of a fashion article). */
const isListedArticle = sql<boolean>`(a.main_article_number is null or a.main_article_number = a.article_number)`;

export type TaxonomyTable = 'producers' | 'themes' | 'productTypes' | 'categories';

export interface TaxonomyCountRow {
  id: number;
  name: string;
  names: string;
  numberOfArticles: number;
}

/** How listed articles reach an entry of each taxonomy: a column of theirs or a link table. */
const ARTICLE_JOINS: Record<TaxonomyTable, { table: string; articles: RawBuilder<unknown> }> = {
  producers: { table: 'producers', articles: sql`articles a on a.producer_id = t.id` },
  productTypes: { table: 'product_types', articles: sql`articles a on a.product_type_id = t.id` },
  themes: {
    table: 'themes',
    articles: sql`article_themes l on l.theme_id = t.id left join articles a on a.id = l.article_id`,
  },
  categories: {
    table: 'categories',
    articles: sql`article_categories l on l.category_id = t.id left join articles a on a.id = l.article_id`,
  },
};

/** Every entry of a taxonomy with its number of listed articles (zero included). */
export async function countArticlesByTaxonomy(
  db: DbOrTx,
  table: TaxonomyTable,
): Promise<TaxonomyCountRow[]> {
  const { table: name, articles } = ARTICLE_JOINS[table];
  const { rows } = await sql<TaxonomyCountRow>`
    select t.id, t.name, t.names, count(a.id) as number_of_articles
    from ${sql.table(name)} t
    left join ${articles} and a.state != ${'soldOut'} and ${isListedArticle}
    group by t.id, t.name, t.names`.execute(db);
  return rows;
}

export interface CampaignCountRow extends TaxonomyCountRow {
  endsAt: string | null;
}

export function countArticlesByCampaign(db: DbOrTx): Promise<CampaignCountRow[]> {
  return db
    .selectFrom('campaigns as t')
    .leftJoin('articles as a', (join) =>
      join.onRef('a.campaignId', '=', 't.id').on('a.state', '!=', 'soldOut').on(isListedArticle),
    )
    .select([
      't.id',
      't.name',
      't.names',
      't.endsAt',
      (eb) => eb.fn.count<number>('a.id').as('numberOfArticles'),
    ])
    .groupBy(['t.id', 't.name', 't.names', 't.endsAt'])
    .execute();
}

export type DateColumn = 'inshopDate' | 'intakeDate' | 'releaseDate';

/** Article counts per calendar month ('YYYY-MM') of one date column, within [from, to). */
export async function countArticlesByMonth(
  db: DbOrTx,
  column: DateColumn,
  from: string,
  to: string,
): Promise<{ month: string; numberOfArticles: number }[]> {
  const ref = sql.ref(`a.${column}`);
  return db
    .selectFrom('articles as a')
    .select([
      sql<string>`substr(${ref}, 1, 7)`.as('month'),
      (eb) => eb.fn.count<number>('a.id').as('numberOfArticles'),
    ])
    .where(ref, '>=', from)
    .where(ref, '<', to)
    .where('a.state', '!=', 'soldOut')
    .where(isListedArticle)
    .groupBy(sql`substr(${ref}, 1, 7)`)
    .orderBy(sql`substr(${ref}, 1, 7)`)
    .execute();
}

export interface MenuRow {
  id: number;
  parentId: number | null;
  name: string;
  names: string;
  menuOrder: number;
  row: number;
  type: string;
  value: string;
}

export function findMenuEntries(db: DbOrTx): Promise<MenuRow[]> {
  return db
    .selectFrom('menuEntries')
    .select(['id', 'parentId', 'name', 'names', 'menuOrder', 'row', 'type', 'value'])
    .orderBy('menuOrder')
    .orderBy('row')
    .orderBy('id')
    .execute();
}

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

export type StartSection = 'novelties' | 'arrivals' | 'preOrder' | 'hotDeals';

const HOT_DEAL = 34371;

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
      (eb) =>
        eb
          .selectFrom('articleImages as i')
          .select('i.path')
          .whereRef('i.articleId', '=', 'a.id')
          .orderBy('i.position')
          .limit(1)
          .as('image'),
    ])
    .where(isListedArticle)
    .where('a.state', '!=', 'soldOut');
}

/** The newest articles of one start-page section, in the requested language. */
export function findStartSectionArticles(
  db: DbOrTx,
  section: StartSection,
  language: string,
  limit: number,
  today: string,
  currency: string | null,
): Promise<ArticleTileRow[]> {
  let query = articleTiles(db, language, currency);
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

/** The price tiers of articles in a currency that can apply to one case. */
export function findCaseTiers(db: DbOrTx, articleIds: readonly number[], currency: string) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('articlePriceTiers as t')
    .innerJoin('articles as a', 'a.id', 't.articleId')
    .select(['t.articleId', 't.amount', 't.price'])
    .where('t.articleId', 'in', articleIds)
    .where('t.currency', '=', currency)
    .whereRef('t.amount', '<=', 'a.caseQuantity')
    .execute();
}

export interface ArticleImageSource {
  articleNumber: string;
  name: string | null;
  producer: string | null;
  productType: string | null;
}

export function findArticleImageSource(
  db: DbOrTx,
  articleNumber: string,
): Promise<ArticleImageSource | undefined> {
  return db
    .selectFrom('articles as a')
    .leftJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', 'en'),
    )
    .leftJoin('producers as p', 'p.id', 'a.producerId')
    .leftJoin('productTypes as t', 't.id', 'a.productTypeId')
    .select(['a.articleNumber', 'l.name', 'p.name as producer', 't.name as productType'])
    .where('a.articleNumber', '=', articleNumber)
    .executeTakeFirst();
}
