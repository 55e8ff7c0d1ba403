import { z } from 'zod';

/**
 * The notes of docs/product/catalog.md#cat-article-notes an article carries on its page and in
 * every list (docs/decisions/046-article-notes-in-lists.md); each is left out when the article has
 * none.
 */
export const articleNotesSchema = z.object({
  /** the maximum quantity holds until this day; left out when it holds without an end */
  maxQtyDate: z.string().optional(),
  /**
   * Magic: The Gathering street date rules (docs/product/catalog.md#cat-article-notes); left out
   * for other articles
   */
  isMagicItem: z.literal(true).optional(),
  magicReleaseDate: z.string().optional(),
  magicNoPrereleaseDeadline: z.string().optional(),
  /** a sales restriction code (noMarketplaces, euOnly) or text; left out when there is none */
  restriction: z.string().optional(),
  /** a product video URL; left out when there is none */
  video: z.string().optional(),
});
export type ArticleNotes = z.infer<typeof articleNotesSchema>;
