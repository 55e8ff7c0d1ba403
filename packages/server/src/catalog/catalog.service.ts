import type { DbOrTx } from '#server/db/database.ts';
import { findArticleNames } from './article-detail.repository.ts';
import { findArticleFacts } from './article-facts.repository.ts';
import { localizedName } from './localized-name.ts';
import { takeStock } from './stock.repository.ts';

export { safetyImagePaths, safetyWarningTexts } from './safety-information.ts';
export { articleNotes, type ArticleNoteColumns } from './article-notes.ts';

/**
 * What other areas ask of the catalog (docs/architecture.md, Doors): the catalog owns the
 * articles, their names and their stock; an order takes stock only through here.
 */

/** Names (in the language, else English) and first images of articles, by article number. */
export function articleNames(db: DbOrTx, articleNumbers: readonly string[], language: string) {
  return findArticleNames(db, articleNumbers, language);
}

/**
 * Name, producer (its name in the language), EAN, recommended retail price in `currency`,
 * customs number and weight of articles, by article number (open orders).
 */
export async function articleFacts(
  db: DbOrTx,
  articleNumbers: readonly string[],
  language: string,
  currency: string,
) {
  const rows = await findArticleFacts(db, articleNumbers, language, currency);
  return rows.map((row) => ({
    articleNumber: row.articleNumber,
    name: row.name ?? row.fallbackName ?? row.articleNumber,
    producer:
      row.producerId === null
        ? null
        : {
            id: row.producerId,
            name: localizedName(row.producerNames, language, row.producerName ?? ''),
          },
    ean: row.barcode,
    evp: row.evp,
    taric: row.taric,
    weight: row.weight,
  }));
}

/**
 * Takes `units` of an article's stock when that much is there (a concurrent order that got
 * there first wins; stock never goes below zero). Answers whether it was taken.
 */
export function takeArticleStock(
  db: DbOrTx,
  articleId: number,
  units: number,
  now: string,
): Promise<boolean> {
  return takeStock(db, articleId, units, now);
}
