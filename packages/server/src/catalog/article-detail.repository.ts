import type { DbOrTx } from '#server/db/database.ts';
import type { ArticleNoteColumns } from './article-notes.ts';
import { NOTE_COLUMNS, firstImage } from './article-list-columns.ts';

/** Data access of the article detail and articles-by-number calls. */

export function findArticleRow(db: DbOrTx, articleNumber: string) {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('articleNumber', '=', articleNumber)
    .executeTakeFirst();
}

export type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticleRow>>>;

/** The size rows of a main article, in display order. */
export function findVariantRows(db: DbOrTx, mainArticleNumber: string) {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('mainArticleNumber', '=', mainArticleNumber)
    .where('articleNumber', '!=', mainArticleNumber)
    .orderBy('variantOrder')
    .orderBy('articleNumber')
    .execute();
}

export function findLocalizations(db: DbOrTx, articleId: number, languages: string[]) {
  return db
    .selectFrom('articleLocalizations')
    .select(['language', 'name', 'description', 'keywords'])
    .where('articleId', '=', articleId)
    .where('language', 'in', languages)
    .execute();
}

export function findImages(db: DbOrTx, articleId: number) {
  return db
    .selectFrom('articleImages')
    .select(['path', 'kind'])
    .where('articleId', '=', articleId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export interface NamedRow {
  id: number;
  name: string;
  names: string;
}

export async function findProducer(db: DbOrTx, id: number | null): Promise<NamedRow[]> {
  if (id === null) return [];
  return db.selectFrom('producers').select(['id', 'name', 'names']).where('id', '=', id).execute();
}

export async function findProductType(db: DbOrTx, id: number | null): Promise<NamedRow[]> {
  if (id === null) return [];
  return db
    .selectFrom('productTypes')
    .select(['id', 'name', 'names'])
    .where('id', '=', id)
    .execute();
}

export function findThemes(db: DbOrTx, articleId: number): Promise<NamedRow[]> {
  return db
    .selectFrom('articleThemes as at')
    .innerJoin('themes as t', 't.id', 'at.themeId')
    .select(['t.id', 't.name', 't.names'])
    .where('at.articleId', '=', articleId)
    .orderBy('t.id')
    .execute();
}

export function findCategories(db: DbOrTx, articleId: number): Promise<NamedRow[]> {
  return db
    .selectFrom('articleCategories as ac')
    .innerJoin('categories as c', 'c.id', 'ac.categoryId')
    .select(['c.id', 'c.name', 'c.names'])
    .where('ac.articleId', '=', articleId)
    .orderBy('c.id')
    .execute();
}

export async function findCategorisations(db: DbOrTx, articleIds: number[]) {
  if (articleIds.length === 0) return [];
  return db
    .selectFrom('articleCategorisations')
    .select(['articleId', 'code'])
    .where('articleId', 'in', articleIds)
    .orderBy('code')
    .execute();
}

export function findGpsr(db: DbOrTx, articleId: number) {
  return db
    .selectFrom('articleGpsr')
    .select(['manufacturer', 'responsiblePerson', 'safetyWarnings', 'images'])
    .where('articleId', '=', articleId)
    .executeTakeFirst();
}

export async function findCampaign(db: DbOrTx, id: number | null) {
  if (id === null) return undefined;
  return db
    .selectFrom('campaigns')
    .select(['id', 'name', 'names', 'startsAt', 'endsAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findPrices(db: DbOrTx, articleIds: number[], currency: string) {
  if (articleIds.length === 0) return [];
  return db
    .selectFrom('articlePrices')
    .select([
      'articleId',
      'singlePrice',
      'oldPrice',
      'evp',
      'rebate',
      'preorderRebate',
      'priceType',
    ])
    .where('articleId', 'in', articleIds)
    .where('currency', '=', currency)
    .execute();
}

export async function findPriceTiers(db: DbOrTx, articleIds: number[], currency: string) {
  if (articleIds.length === 0) return [];
  return db
    .selectFrom('articlePriceTiers')
    .select(['articleId', 'amount', 'price', 'rebate'])
    .where('articleId', 'in', articleIds)
    .where('currency', '=', currency)
    .orderBy('amount')
    .execute();
}

/** The price settings of the caller's account. */
export function findPriceSettings(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['currency', 'showPrices', 'hideEvp'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** The caller's own newest order lines of these article numbers. */
export async function findLastPurchases(
  db: DbOrTx,
  accountId: number,
  articleNumbers: string[],
  limit: number,
) {
  if (articleNumbers.length === 0) return [];
  return db
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .select(['o.orderNumber', 'o.createdAt', 'l.quantity'])
    .where('o.accountId', '=', accountId)
    .where('l.articleNumber', 'in', articleNumbers)
    .orderBy('o.createdAt', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}

/** The number of the caller's own open-order lines of these article numbers. */
export async function countBackOrders(
  db: DbOrTx,
  accountId: number,
  articleNumbers: string[],
): Promise<number> {
  if (articleNumbers.length === 0) return 0;
  const row = await db
    .selectFrom('openOrders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('accountId', '=', accountId)
    .where('articleNumber', 'in', articleNumbers)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface SummaryRow extends ArticleNoteColumns {
  id: number;
  articleNumber: string;
  state: string;
  barcode: string | null;
  name: string | null;
  fallbackName: string | null;
  image: string | null;
}

export function summaryQuery(db: DbOrTx, language: string) {
  return db
    .selectFrom('articles as a')
    .leftJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', language),
    )
    .leftJoin('articleLocalizations as e', (join) =>
      join.onRef('e.articleId', '=', 'a.id').on('e.language', '=', 'en'),
    )
    .select([
      'a.id',
      'a.articleNumber',
      'a.state',
      'a.barcode',
      'l.name',
      'e.name as fallbackName',
      ...NOTE_COLUMNS,
      (eb) => firstImage(eb),
    ]);
}

export async function findSummaries(
  db: DbOrTx,
  articleNumbers: string[],
  language: string,
): Promise<SummaryRow[]> {
  if (articleNumbers.length === 0) return [];
  return summaryQuery(db, language).where('a.articleNumber', 'in', articleNumbers).execute();
}

/** A related article with what its card shows besides the summary. */
export interface SuggestionRow extends SummaryRow {
  producer: string | null;
  producerNames: string | null;
  releaseDate: string | null;
  preorderDate: string | null;
  caseQuantity: number;
}

/** Suggestions for an article: other listed (main or single) articles that are not sold out. */
function suggestionQuery(db: DbOrTx, articleId: number, language: string, limit: number) {
  return summaryQuery(db, language)
    .leftJoin('producers as p', 'p.id', 'a.producerId')
    .select([
      'p.name as producer',
      'p.names as producerNames',
      'a.releaseDate',
      'a.preorderDate',
      'a.caseQuantity',
    ])
    .where('a.id', '!=', articleId)
    .where((eb) =>
      eb.or([
        eb('a.mainArticleNumber', 'is', null),
        eb('a.mainArticleNumber', '=', eb.ref('a.articleNumber')),
      ]),
    )
    .where('a.state', '!=', 'soldOut')
    .orderBy('a.articleNumber')
    .limit(limit);
}

/** Listed, not sold-out articles sharing a theme with the article. */
export function findSameThemeSuggestions(
  db: DbOrTx,
  articleId: number,
  language: string,
  limit: number,
): Promise<SuggestionRow[]> {
  return suggestionQuery(db, articleId, language, limit)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('articleThemes as t1')
          .innerJoin('articleThemes as t2', 't2.themeId', 't1.themeId')
          .select('t1.articleId')
          .whereRef('t1.articleId', '=', 'a.id')
          .where('t2.articleId', '=', articleId),
      ),
    )
    .execute();
}

/** Listed, not sold-out articles of the same producer. */
export async function findSameProducerSuggestions(
  db: DbOrTx,
  articleId: number,
  producerId: number | null,
  language: string,
  limit: number,
): Promise<SuggestionRow[]> {
  if (producerId === null || limit <= 0) return [];
  return suggestionQuery(db, articleId, language, limit)
    .where('a.producerId', '=', producerId)
    .execute();
}

/** Names (in the language, else English) and first images of articles. */
export async function findArticleNames(
  db: DbOrTx,
  articleNumbers: readonly string[],
  language: string,
) {
  if (articleNumbers.length === 0) return [];
  return summaryQuery(db, language)
    .where('a.articleNumber', 'in', [...articleNumbers])
    .execute();
}
