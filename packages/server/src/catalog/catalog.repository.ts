import { sql, type RawBuilder } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';

/** Articles a list shows: main articles (not the size variants of a fashion article). */
export const isListedArticle = sql<boolean>`(a.main_article_number is null or a.main_article_number = a.article_number)`;

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
