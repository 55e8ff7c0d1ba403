import type { Selectable } from 'kysely';
import type { ArticleNotes } from '@shop/domain/api/article-notes.ts';
import type { Articles } from '#server/db/tables.ts';

/** The stored columns the notes are made of, as every article query that answers them selects. */
export type ArticleNoteColumns = Pick<
  Selectable<Articles>,
  | 'maxQty'
  | 'maxQtyDate'
  | 'isMagicItem'
  | 'magicReleaseDate'
  | 'magicNoPrereleaseDeadline'
  | 'restriction'
  | 'video'
>;

/**
 * The article fields of docs/product/catalog.md#cat-article-notes that the product page shows as
 * notes: the end of the maximum quantity, the Magic street-date rules, a sales restriction and a
 * video. Each is left out of the answer when the article has none. The article page and every list
 * answer (search, articles by number or group, suggestions) take them from here
 * (docs/decisions/046-article-notes-in-lists.md).
 */
export function articleNotes(article: ArticleNoteColumns): ArticleNotes {
  const magic = article.isMagicItem === 1;
  return {
    ...(article.maxQty !== null && article.maxQtyDate ? { maxQtyDate: article.maxQtyDate } : {}),
    ...(magic ? { isMagicItem: true as const } : {}),
    ...(magic && article.magicReleaseDate ? { magicReleaseDate: article.magicReleaseDate } : {}),
    ...(magic && article.magicNoPrereleaseDeadline
      ? { magicNoPrereleaseDeadline: article.magicNoPrereleaseDeadline }
      : {}),
    ...(article.restriction ? { restriction: article.restriction } : {}),
    ...(article.video ? { video: article.video } : {}),
  };
}
