import type { DbOrTx } from '#server/db/database.ts';
import {
  deleteArticleEventsBefore,
  findArticleEvents,
  insertArticleEvents,
} from './article-events.repository.ts';
import { findDateChangesBetween } from './article-date-changes.repository.ts';

/**
 * What happened to articles that a customer's alert may tell of
 * (docs/decisions/150-article-alerts.md): an article the catalog import created, an article whose
 * stock an import raised from 0, and (read from the date moves the imports record already) a
 * moved date. Kept for every article: the imports do not know who watches what.
 */

export type ArticleNewsKind = 'new' | 'backInStock' | 'dateMoved';

export interface ArticleNews {
  articleNumber: string;
  kind: ArticleNewsKind;
  at: string;
}

/** Writes the events of one import batch; `at` is the import's time. */
export async function recordArticleEvents(
  db: DbOrTx,
  events: { created: readonly string[]; backInStock: readonly string[] },
  at: string,
): Promise<void> {
  await insertArticleEvents(db, [
    ...events.created.map((articleNumber) => ({ articleNumber, kind: 'new', happenedAt: at })),
    ...events.backInStock.map((articleNumber) => ({
      articleNumber,
      kind: 'backInStock',
      happenedAt: at,
    })),
  ]);
}

/** Every article's news from `since` up to `until`, oldest first. */
export async function articleNewsBetween(
  db: DbOrTx,
  since: string,
  until: string,
): Promise<ArticleNews[]> {
  const [events, moves] = await Promise.all([
    findArticleEvents(db, since, until),
    findDateChangesBetween(db, since, until),
  ]);
  return [
    ...events.map((row) => ({
      articleNumber: row.articleNumber,
      kind: row.kind as ArticleNewsKind,
      at: row.happenedAt,
    })),
    ...moves.map((row) => ({
      articleNumber: row.articleNumber,
      kind: 'dateMoved' as const,
      at: row.changedAt,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

/** Forgets events older than any alert still reads (the moves stay for the open orders). */
export async function forgetArticleEventsBefore(db: DbOrTx, before: string): Promise<void> {
  await deleteArticleEventsBefore(db, before);
}
