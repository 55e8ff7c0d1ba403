import type { Selectable } from 'kysely';
import type { ArticleDetail } from '@shop/domain/api/article.ts';
import type { Articles } from '#server/db/tables.ts';

type ArticleNotes = Pick<
  ArticleDetail,
  | 'maxQtyDate'
  | 'isMagicItem'
  | 'magicReleaseDate'
  | 'magicNoPrereleaseDeadline'
  | 'restriction'
  | 'video'
>;

/**
 * The article fields of spec 1 section 3 that the product page shows as notes: the end of the
 * maximum quantity, the Magic street-date rules, a sales restriction and a video. Each is left
 * out of the answer when the article has none.
 */
export function articleNotes(
  article: Pick<
    Selectable<Articles>,
    | 'maxQty'
    | 'maxQtyDate'
    | 'isMagicItem'
    | 'magicReleaseDate'
    | 'magicNoPrereleaseDeadline'
    | 'restriction'
    | 'video'
  >,
): ArticleNotes {
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
