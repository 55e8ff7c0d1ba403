import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';

/**
 * The articles a visitor looked at last (docs/product/catalog.md#cat-last-viewed): newest first, at
 * most 6.
 */
export interface LastViewedArticle {
  /** in lower case, as the spec stores it */
  articleNumber: string;
  image: string;
}

export const LAST_VIEWED_LIMIT = 6;

function isEntry(value: unknown): value is LastViewedArticle {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.articleNumber === 'string' && typeof entry.image === 'string';
}

/** The stored list; anything unreadable counts as an empty list. */
export function readLastViewed(): LastViewedArticle[] {
  const raw = readStored('lastViewed');
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, LAST_VIEWED_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts an article at the front of the list, once, and drops the oldest beyond the limit. */
export function addLastViewed(
  list: readonly LastViewedArticle[],
  article: LastViewedArticle,
): LastViewedArticle[] {
  const entry = { articleNumber: article.articleNumber.toLowerCase(), image: article.image };
  return [entry, ...list.filter((item) => item.articleNumber !== entry.articleNumber)].slice(
    0,
    LAST_VIEWED_LIMIT,
  );
}

/** Records that an article was viewed. */
export function recordLastViewed(article: LastViewedArticle): void {
  writeStored('lastViewed', JSON.stringify(addLastViewed(readLastViewed(), article)));
}
