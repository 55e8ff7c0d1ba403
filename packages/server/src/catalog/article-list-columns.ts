import type { ExpressionBuilder } from 'kysely';
import type { DB } from '#server/db/tables.ts';

/**
 * What every list of articles selects beside its own columns, for the catalog's lists and for
 * the areas that list articles themselves (search, archive): the article notes' columns and the
 * first picture. Queries name the articles table `a`.
 */

/** The columns of the article notes (article-notes.ts). */
export const NOTE_COLUMNS = [
  'a.maxQty',
  'a.maxQtyDate',
  'a.isMagicItem',
  'a.magicReleaseDate',
  'a.magicNoPrereleaseDeadline',
  'a.restriction',
  'a.video',
] as const;

/** The article's first stored picture as `image`, null when it has none. */
export function firstImage(eb: ExpressionBuilder<DB & { a: DB['articles'] }, 'a'>) {
  return eb
    .selectFrom('articleImages as i')
    .select('i.path')
    .whereRef('i.articleId', '=', 'a.id')
    .orderBy('i.position')
    .limit(1)
    .as('image');
}
