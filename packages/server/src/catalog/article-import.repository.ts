import { sql, type Insertable, type Selectable, type Transaction, type UpdateObject } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import { databaseKindOf } from '#server/db/dialect.ts';
import type { Articles, DB } from '#server/db/tables.ts';
import { chunksOf } from './catalog-import.repository.ts';

/**
 * The articles' rows as the import compares, writes and exports them: a batch's stored state in
 * one query per table, multi-row writes, and pages in article-number order.
 */

export type ArticleRow = Selectable<Articles>;
export type ArticleValues = Omit<ArticleRow, 'id' | 'updatedAt'>;

/** The tables an article's data lies in beside its row, each with the article's id. */
export const ARTICLE_PARTS = [
  'articleLocalizations',
  'articlePrices',
  'articlePriceTiers',
  'articleThemes',
  'articleCategories',
  'articleCategorisations',
  'articleImages',
  'articleGpsr',
] as const;
export type ArticlePart = (typeof ARTICLE_PARTS)[number];

export interface StoredParts {
  articleLocalizations: {
    articleId: number;
    language: string;
    name: string;
    description: string;
    keywords: string;
    sourceLanguage: string | null;
  }[];
  articlePrices: {
    articleId: number;
    currency: string;
    singlePrice: number;
    oldPrice: number | null;
    evp: number | null;
    rebate: number;
    preorderRebate: number;
    priceType: string | null;
  }[];
  articlePriceTiers: {
    articleId: number;
    currency: string;
    amount: number;
    price: number;
    rebate: number;
  }[];
  articleThemes: { articleId: number; themeId: number }[];
  articleCategories: { articleId: number; categoryId: number }[];
  articleCategorisations: { articleId: number; code: number }[];
  articleImages: { articleId: number; position: number; path: string; kind: string }[];
  articleGpsr: {
    articleId: number;
    manufacturer: string;
    responsiblePerson: string | null;
    safetyWarnings: string;
    images: string;
  }[];
}

/** Article numbers in code-point order on both databases, as SQLite compares text. */
export function numberOrder(db: DbOrTx) {
  return databaseKindOf(db) === 'postgres'
    ? sql<string>`article_number collate "C"`
    : sql<string>`article_number`;
}

export async function findArticlesByNumber(
  db: DbOrTx,
  numbers: readonly string[],
): Promise<ArticleRow[]> {
  if (numbers.length === 0) return [];
  return db
    .selectFrom('articles')
    .selectAll()
    .where('articleNumber', 'in', [...numbers])
    .execute();
}

/** The numbers of `numbers` that are stored. */
export async function findStoredNumbers(
  db: DbOrTx,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .selectFrom('articles')
    .select('articleNumber')
    .where('articleNumber', 'in', [...new Set(numbers)])
    .execute();
  return new Set(rows.map((row) => row.articleNumber));
}

/** One page of articles in article-number order after `after` (null: from the first). */
export async function pageArticles(
  db: DbOrTx,
  after: string | null,
  limit: number,
): Promise<ArticleRow[]> {
  let query = db.selectFrom('articles').selectAll();
  if (after !== null) query = query.where(numberOrder(db), '>', after);
  return query.orderBy(numberOrder(db)).limit(limit).execute();
}

/** The columns each part is read with, in the order the canonical rows hold them. */
const PART_COLUMNS = {
  articleLocalizations: [
    'articleId',
    'language',
    'name',
    'description',
    'keywords',
    'sourceLanguage',
  ],
  articlePrices: [
    'articleId',
    'currency',
    'singlePrice',
    'oldPrice',
    'evp',
    'rebate',
    'preorderRebate',
    'priceType',
  ],
  articlePriceTiers: ['articleId', 'currency', 'amount', 'price', 'rebate'],
  articleThemes: ['articleId', 'themeId'],
  articleCategories: ['articleId', 'categoryId'],
  articleCategorisations: ['articleId', 'code'],
  articleImages: ['articleId', 'position', 'path', 'kind'],
  articleGpsr: ['articleId', 'manufacturer', 'responsiblePerson', 'safetyWarnings', 'images'],
} as const satisfies { [P in ArticlePart]: readonly (keyof DB[P] & string)[] };

/** The order within an article's rows of a part (the article's own order comes after). */
const PART_ORDER: { [P in ArticlePart]: readonly string[] } = {
  articleLocalizations: [],
  articlePrices: [],
  articlePriceTiers: ['amount'],
  articleThemes: ['themeId'],
  articleCategories: ['categoryId'],
  articleCategorisations: ['code'],
  articleImages: ['position', 'id'],
  articleGpsr: [],
};

function findPart<P extends ArticlePart>(db: DbOrTx, part: P, ids: number[]) {
  let query = db
    .selectFrom(part as 'articleThemes')
    .select(PART_COLUMNS[part] as unknown as 'articleId'[])
    .where('articleId', 'in', ids);
  for (const column of PART_ORDER[part]) query = query.orderBy(column as 'articleId');
  return query.execute() as unknown as Promise<StoredParts[P]>;
}

/** The rows of every part of these articles, one query per part. */
export async function findParts(db: DbOrTx, ids: readonly number[]): Promise<StoredParts> {
  const list = [...ids];
  const rows = await Promise.all(
    ARTICLE_PARTS.map((part) => (list.length === 0 ? [] : findPart(db, part, list))),
  );
  return Object.fromEntries(
    ARTICLE_PARTS.map((part, index) => [part, rows[index]]),
  ) as unknown as StoredParts;
}

/** The columns an upsert rewrites: every column but the key and the id. */
const UPDATED_COLUMNS = (values: Insertable<Articles>) =>
  Object.keys(values).filter(
    (column) => column !== 'articleNumber' && column !== 'id',
  ) as (keyof Articles)[];

/**
 * Inserts new articles and rewrites changed ones by article number, in few statements;
 * answers every written article's id. All rows have the same columns.
 */
export async function upsertArticles(
  tx: Transaction<DB>,
  rows: readonly Insertable<Articles>[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const first = rows[0];
  if (!first) return ids;
  const columns = UPDATED_COLUMNS(first);
  for (const chunk of chunksOf(rows, columns.length + 1)) {
    const written = await tx
      .insertInto('articles')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .column('articleNumber')
          .doUpdateSet(
            (eb) =>
              Object.fromEntries(
                columns.map((column) => [column, eb.ref(`excluded.${column}`)]),
              ) as unknown as UpdateObject<DB, 'articles'>,
          ),
      )
      .returning(['id', 'articleNumber'])
      .execute();
    for (const row of written) ids.set(row.articleNumber, row.id);
  }
  return ids;
}

/** Replaces one part of these articles: their rows of the table go, the given rows come. */
export async function replacePart<T extends ArticlePart>(
  tx: Transaction<DB>,
  table: T,
  articleIds: readonly number[],
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  for (const chunk of chunksOf(articleIds, 1)) {
    await tx
      .deleteFrom(table as 'articleThemes')
      .where('articleId', 'in', chunk)
      .execute();
  }
  const first = rows[0];
  if (!first) return;
  for (const chunk of chunksOf(rows, Object.keys(first).length)) {
    await tx
      .insertInto(table as 'articleThemes')
      .values(chunk as Insertable<DB['articleThemes']>[])
      .execute();
  }
}

/** Sets columns of articles by id, one statement per distinct set of values. */
export async function updateArticles(
  tx: Transaction<DB>,
  ids: readonly number[],
  values: Partial<Insertable<Articles>>,
): Promise<void> {
  for (const chunk of chunksOf(ids, 1)) {
    await tx.updateTable('articles').set(values).where('id', 'in', chunk).execute();
  }
}

export interface OffSaleCandidate {
  id: number;
  articleNumber: string;
  state: string;
  stockQuantity: number;
  soldOutDate: string | null;
}

/** One page of every article's sale columns in article-number order, for replace mode. */
export function pageSaleColumns(
  db: DbOrTx,
  after: string | null,
  limit: number,
): Promise<OffSaleCandidate[]> {
  let query = db
    .selectFrom('articles')
    .select(['id', 'articleNumber', 'state', 'stockQuantity', 'soldOutDate']);
  if (after !== null) query = query.where(numberOrder(db), '>', after);
  return query.orderBy(numberOrder(db)).limit(limit).execute();
}

export function findSaleColumns(
  db: DbOrTx,
  numbers: readonly string[],
): Promise<OffSaleCandidate[]> {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('articles')
    .select(['id', 'articleNumber', 'state', 'stockQuantity', 'soldOutDate'])
    .where('articleNumber', 'in', [...numbers])
    .execute();
}
