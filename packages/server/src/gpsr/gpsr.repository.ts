import { sql } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';

export interface GpsrFaqRow {
  groupId: number;
  title: string;
  question: string | null;
  answer: string | null;
}

/** The GPSR FAQ groups of a language with their questions, in their order. */
export function findGpsrFaq(db: DbOrTx, language: string): Promise<GpsrFaqRow[]> {
  return db
    .selectFrom('faqGroups as g')
    .leftJoin('faqQuestions as q', 'q.groupId', 'g.id')
    .select(['g.id as groupId', 'g.title', 'q.question', 'q.answer'])
    .where('g.kind', '=', 'gpsr')
    .where('g.language', '=', language)
    .orderBy('g.sort')
    .orderBy('g.id')
    .orderBy('q.sort')
    .orderBy('q.id')
    .execute();
}

export interface GpsrExportRow {
  id: number;
  articleNumber: string;
  barcode: string | null;
  name: string | null;
  fallbackName: string | null;
  manufacturer: string;
  responsiblePerson: string | null;
  safetyWarnings: string;
  images: string;
}

/**
 * The GPSR data of the articles on sale (docs/decisions/042-gpsr-export.md), the next `limit`
 * after the article id `afterId`, so the export reads the catalog in chunks.
 */
export function findGpsrExportRows(
  db: DbOrTx,
  language: string,
  afterId: number,
  limit: number,
): Promise<GpsrExportRow[]> {
  return db
    .selectFrom('articles as a')
    .innerJoin('articleGpsr as g', 'g.articleId', 'a.id')
    .leftJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', language),
    )
    .leftJoin('articleLocalizations as e', (join) =>
      join.onRef('e.articleId', '=', 'a.id').on('e.language', '=', 'en'),
    )
    .select([
      'a.id',
      'a.articleNumber',
      'a.barcode',
      'l.name',
      'e.name as fallbackName',
      'g.manufacturer',
      'g.responsiblePerson',
      'g.safetyWarnings',
      'g.images',
    ])
    .where('a.state', '!=', 'soldOut')
    .where(
      sql<boolean>`(a.main_article_number is null or a.main_article_number = a.article_number)`,
    )
    .where('a.id', '>', afterId)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}
