import { sql } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import { firstImage } from '#server/catalog/article-list-columns.ts';

/** Which sold-out articles a product archive query reads (docs/decisions/041-product-archive.md). */
export interface ArchiveFilter {
  language: string;
  /** the earliest sold-out date (ISO day) of the time period; null for all time */
  since: string | null;
  /** lower-cased search text, matched inside the name or the article number */
  search: string | null;
  producerId: number | null;
}

export type ArchiveOrderKey = 'name' | 'producer' | 'articleNumber' | 'soldOutDate';

export interface ArchiveRow {
  articleNumber: string;
  mainArticleNumber: string | null;
  soldOutDate: string | null;
  barcode: string | null;
  name: string | null;
  fallbackName: string | null;
  producerName: string | null;
  producerNames: string | null;
  image: string | null;
}

/** `%text%` for LIKE, with the wildcard characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The sold-out main articles matching the filter; the producer filter only when asked for. */
function archiveQuery(db: DbOrTx, filter: ArchiveFilter, withProducer: boolean) {
  let query = db
    .selectFrom('articles as a')
    .leftJoin('producers as p', 'p.id', 'a.producerId')
    .leftJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', filter.language),
    )
    .leftJoin('articleLocalizations as e', (join) =>
      join.onRef('e.articleId', '=', 'a.id').on('e.language', '=', 'en'),
    )
    .where('a.state', '=', 'soldOut')
    .where('a.soldOutDate', 'is not', null)
    // one entry per article a buyer opens: variants are listed under their main article
    .where(
      sql<boolean>`(a.main_article_number is null or a.main_article_number = a.article_number)`,
    );
  if (filter.since !== null) query = query.where('a.soldOutDate', '>=', filter.since);
  if (filter.search !== null) {
    const pattern = containsPattern(filter.search);
    query = query.where(
      sql<boolean>`(lower(coalesce(l.name, e.name, '')) like ${pattern} escape '\\' or lower(a.article_number) like ${pattern} escape '\\')`,
    );
  }
  if (withProducer && filter.producerId !== null) {
    query = query.where('a.producerId', '=', filter.producerId);
  }
  return query;
}

export async function countArchive(db: DbOrTx, filter: ArchiveFilter): Promise<number> {
  const row = await archiveQuery(db, filter, true)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One page of the archive in the given order; ties broken by the article number. */
export function findArchivePage(
  db: DbOrTx,
  filter: ArchiveFilter,
  order: { key: ArchiveOrderKey; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<ArchiveRow[]> {
  const byKey = {
    name: sql`lower(coalesce(l.name, e.name, a.article_number))`,
    producer: sql`lower(coalesce(p.name, ''))`,
    articleNumber: sql`a.article_number`,
    soldOutDate: sql`a.sold_out_date`,
  }[order.key];
  return archiveQuery(db, filter, true)
    .select([
      'a.articleNumber',
      'a.mainArticleNumber',
      'a.soldOutDate',
      'a.barcode',
      'l.name',
      'e.name as fallbackName',
      'p.name as producerName',
      'p.names as producerNames',
      (eb) => firstImage(eb),
    ])
    .orderBy(byKey, order.direction)
    .orderBy('a.articleNumber', order.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export interface ArchiveProducerRow {
  id: number;
  name: string;
  names: string;
  count: number | string;
}

/** The producers of the archive under every filter but the producer, with their item counts. */
export function findArchiveProducers(
  db: DbOrTx,
  filter: ArchiveFilter,
): Promise<ArchiveProducerRow[]> {
  return archiveQuery(db, filter, false)
    .innerJoin('producers as q', 'q.id', 'a.producerId')
    .select(['q.id', 'q.name', 'q.names', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['q.id', 'q.name', 'q.names'])
    .orderBy('q.name')
    .execute();
}
