import { sql, type SqlBool } from 'kysely';
import type { DatabaseHandle, DbOrTx } from '#server/db/database.ts';
import { CLOSE_OUT, HOT_DEAL } from '@shop/domain/rules/special-article.ts';
import type { ArticleNoteColumns } from '#server/catalog/catalog.service.ts';
import { NOTE_COLUMNS, firstImage } from '#server/catalog/article-list-columns.ts';

/** The state of the articles table the index compares itself with: rows, highest id, newest change. */
export interface CatalogMarks {
  rows: number;
  maxId: number;
  lastUpdate: string;
}

export async function findCatalogMarks(db: DbOrTx): Promise<CatalogMarks> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('rows'),
      eb.fn.max('id').as('maxId'),
      eb.fn.max('updatedAt').as('lastUpdate'),
    ])
    .executeTakeFirstOrThrow();
  return {
    rows: Number(row.rows),
    maxId: Number(row.maxId ?? 0),
    lastUpdate: row.lastUpdate ?? '',
  };
}

/** The highest article id: new articles raise it (cheap, on the primary key). */
export async function findMaxArticleId(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.max('id').as('maxId'))
    .executeTakeFirstOrThrow();
  return Number(row.maxId ?? 0);
}

export function findArticlesUpdatedAfter(
  db: DbOrTx,
  since: string,
): Promise<{ id: number; updatedAt: string }[]> {
  return db
    .selectFrom('articles')
    .select(['id', 'updatedAt'])
    .where('updatedAt', '>', since)
    .execute();
}

/** An article row as the index reads it; the note columns and picture feed the page (index-list.ts). */
export interface IndexArticleRow extends ArticleNoteColumns {
  id: number;
  articleNumber: string;
  mainArticleNumber: string | null;
  barcode: string | null;
  state: string;
  stockQuantity: number;
  caseQuantity: number;
  producerId: number | null;
  productTypeId: number | null;
  campaignId: number | null;
  releaseDate: string | null;
  preorderDate: string | null;
  intakeDate: string | null;
  inshopDate: string | null;
  specialDate: string | null;
  updatedAt: string;
  /** The first picture's path, null without one. */
  image: string | null;
}

/** Everything the index keeps of a set of articles, each list ordered by article id. */
export interface IndexArticles {
  articles: IndexArticleRow[];
  codes: { articleId: number; code: number }[];
  prices: {
    articleId: number;
    currency: string;
    singlePrice: number;
    rebate: number;
    preorderRebate: number;
  }[];
  /** The tiers that can apply to one case (amount up to the case quantity), for caseUnitPrice. */
  tiers: { articleId: number; currency: string; amount: number; price: number }[];
  themes: { articleId: number; themeId: number }[];
  categories: { articleId: number; categoryId: number }[];
  /** Ordered by article id; an iterable, so the build can stream the largest table. */
  texts: Iterable<IndexTextRow>;
}

export interface IndexTextRow {
  articleId: number;
  language: string;
  name: string;
  description: string;
}

/**
 * The texts of the articles with ids in [fromId, toId), ordered by id. On SQLite they are
 * streamed row by row from a prepared statement: held as one array, the strings of a chunk
 * outlive the young generation and swell the heap during a build.
 */
export function streamIndexTexts(
  handle: DatabaseHandle,
  fromId: number,
  toId: number,
): Iterable<IndexTextRow> | null {
  if (!handle.sqlite) return null;
  return handle.sqlite
    .prepare<[number, number], IndexTextRow>(
      `select article_id as articleId, language, name, description from article_localizations
       where article_id >= ? and article_id < ? order by article_id, language`,
    )
    .iterate(fromId, toId);
}

/**
 * Article id and name of every localization in one language, ordered by the name in code
 * point order (binary in SQLite, collation "C" in PostgreSQL): the name sort ranks. The
 * database sorts, so the build never holds a language's names at once.
 */
export async function findNamesInOrder(
  handle: DatabaseHandle,
  language: string,
): Promise<Iterable<{ articleId: number; name: string }>> {
  if (handle.sqlite) {
    return handle.sqlite
      .prepare<[string], { articleId: number; name: string }>(
        `select article_id as articleId, name from article_localizations
         where language = ? order by name`,
      )
      .iterate(language);
  }
  return handle.db
    .selectFrom('articleLocalizations')
    .select(['articleId', 'name'])
    .where('language', '=', language)
    .orderBy(sql`name collate "C"`)
    .execute();
}

export async function findLanguages(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectFrom('articleLocalizations').select('language').distinct().execute();
  return rows.map((row) => row.language);
}

export type ArticleSelection = { fromId: number; toId: number } | { ids: readonly number[] };

/** A condition on the id column restricting rows to the selection. */
function withinSelection(selection: ArticleSelection) {
  return (column: 'id' | 'articleId') =>
    'ids' in selection
      ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(selection.ids)})`
      : sql<SqlBool>`${sql.ref(column)} >= ${selection.fromId} and ${sql.ref(column)} < ${selection.toId}`;
}

type Within = ReturnType<typeof withinSelection>;

function findIndexArticleRows(db: DbOrTx, within: Within): Promise<IndexArticleRow[]> {
  return db
    .selectFrom('articles as a')
    .select((eb) => [
      'a.id',
      'a.articleNumber',
      'a.mainArticleNumber',
      'a.barcode',
      'a.state',
      'a.stockQuantity',
      'a.caseQuantity',
      'a.producerId',
      'a.productTypeId',
      'a.campaignId',
      'a.releaseDate',
      'a.preorderDate',
      'a.intakeDate',
      'a.inshopDate',
      'a.specialDate',
      'a.updatedAt',
      ...NOTE_COLUMNS,
      firstImage(eb),
    ])
    .where(within('id'))
    .orderBy('a.id')
    .execute();
}

/** Special-offer codes, prices and the tiers that can apply to one case of the given rows. */
async function findIndexPriceRows(
  db: DbOrTx,
  within: Within,
  articles: readonly IndexArticleRow[],
): Promise<Pick<IndexArticles, 'codes' | 'prices' | 'tiers'>> {
  const codes = await db
    .selectFrom('articleCategorisations')
    .select(['articleId', 'code'])
    .where(within('articleId'))
    .where('code', 'in', [HOT_DEAL, CLOSE_OUT])
    .execute();
  const prices = await db
    .selectFrom('articlePrices')
    .select(['articleId', 'currency', 'singlePrice', 'rebate', 'preorderRebate'])
    .where(within('articleId'))
    .execute();
  // the case quantity is compared here, not joined: a join with the articles table makes
  // PostgreSQL read all of it for a few hundred ids
  const caseQuantity = new Map(articles.map((row) => [row.id, row.caseQuantity]));
  const tiers = (
    await db
      .selectFrom('articlePriceTiers')
      .select(['articleId', 'currency', 'amount', 'price'])
      .where(within('articleId'))
      .execute()
  ).filter((tier) => tier.amount <= (caseQuantity.get(tier.articleId) ?? 0));
  return { codes, prices, tiers };
}

async function findIndexGroupRows(
  db: DbOrTx,
  within: Within,
): Promise<Pick<IndexArticles, 'themes' | 'categories'>> {
  const themes = await db
    .selectFrom('articleThemes')
    .select(['articleId', 'themeId'])
    .where(within('articleId'))
    .orderBy('articleId')
    .orderBy('themeId')
    .execute();
  const categories = await db
    .selectFrom('articleCategories')
    .select(['articleId', 'categoryId'])
    .where(within('articleId'))
    .orderBy('articleId')
    .orderBy('categoryId')
    .execute();
  return { themes, categories };
}

function findIndexTextRows(db: DbOrTx, within: Within): Promise<IndexTextRow[]> {
  return db
    .selectFrom('articleLocalizations')
    .select(['articleId', 'language', 'name', 'description'])
    .where(within('articleId'))
    .orderBy('articleId')
    .orderBy('language')
    .execute();
}

/** The index rows of the articles with ids in [fromId, toId), or of the given ids. */
export async function loadIndexArticles(
  db: DbOrTx,
  selection: ArticleSelection,
  streamTexts: () => Iterable<IndexTextRow> | null = () => null,
): Promise<IndexArticles> {
  if ('ids' in selection && selection.ids.length === 0) {
    return {
      articles: [],
      codes: [],
      prices: [],
      tiers: [],
      themes: [],
      categories: [],
      texts: [],
    };
  }
  const within = withinSelection(selection);
  const articles = await findIndexArticleRows(db, within);
  const { codes, prices, tiers } = await findIndexPriceRows(db, within, articles);
  const { themes, categories } = await findIndexGroupRows(db, within);
  // opened last: a streaming statement keeps the SQLite connection busy until it is read out
  const texts = streamTexts() ?? (await findIndexTextRows(db, within));
  return { articles, codes, prices, tiers, themes, categories, texts };
}

/** What a stock or price change can alter of the given articles (no texts, no groups). */
export async function loadIndexStockAndPrices(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Pick<IndexArticles, 'articles' | 'codes' | 'prices' | 'tiers'>> {
  if (ids.length === 0) return { articles: [], codes: [], prices: [], tiers: [] };
  const within = withinSelection({ ids });
  const articles = await findIndexArticleRows(db, within);
  return { articles, ...(await findIndexPriceRows(db, within, articles)) };
}

export interface FacetEntityRow {
  id: number;
  name: string;
  names: string;
  /** A category's parent category, named in its suggestions. */
  parentId?: number | null;
}

export interface FacetEntities {
  producers: FacetEntityRow[];
  themes: FacetEntityRow[];
  categories: FacetEntityRow[];
  productTypes: FacetEntityRow[];
  campaigns: FacetEntityRow[];
}

/** The small tables the groups are named from (tens to thousands of rows). */
export async function loadFacetEntities(db: DbOrTx): Promise<FacetEntities> {
  const columns = ['id', 'name', 'names'] as const;
  return {
    producers: await db.selectFrom('producers').select(columns).orderBy('id').execute(),
    themes: await db.selectFrom('themes').select(columns).orderBy('id').execute(),
    categories: await db
      .selectFrom('categories')
      .select([...columns, 'parentId'])
      .orderBy('id')
      .execute(),
    productTypes: await db.selectFrom('productTypes').select(columns).orderBy('id').execute(),
    campaigns: await db.selectFrom('campaigns').select(columns).orderBy('id').execute(),
  };
}

export interface SuggestionArticleRow {
  id: number;
  articleNumber: string;
  barcode: string | null;
  mainArticleNumber: string | null;
  name: string | null;
}

/** Number, EAN, main number and name in the language of the given articles. */
export function findSuggestionRows(
  db: DbOrTx,
  ids: readonly number[],
  language: string,
): Promise<SuggestionArticleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('articles as a')
    .leftJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', language),
    )
    .select(['a.id', 'a.articleNumber', 'a.barcode', 'a.mainArticleNumber', 'l.name'])
    .where('a.id', 'in', ids)
    .execute();
}

/** Main articles (no main number, or their own) up to an id: the slots the index needs. */
export async function countMainArticles(db: DbOrTx, maxId: number): Promise<number> {
  const row = await db
    .selectFrom('articles as a')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('a.id', '<=', maxId)
    .where((eb) =>
      eb.or([
        eb('a.mainArticleNumber', 'is', null),
        eb('a.mainArticleNumber', '=', eb.ref('a.articleNumber')),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
