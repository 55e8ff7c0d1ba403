/**
 * Tells in-process listeners (the search index) that articles changed in the database, so
 * they can refresh those rows at once instead of waiting for their next sync. Writers call
 * `articlesChanged` after their transaction committed, with the ids of the changed articles.
 */
export type ArticlesChangedListener = (articleIds: readonly number[]) => void;

export class CatalogEvents {
  private readonly listeners = new Set<ArticlesChangedListener>();

  /** Registers a listener; the returned function removes it again. */
  onArticlesChanged(listener: ArticlesChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  articlesChanged(articleIds: readonly number[]): void {
    if (articleIds.length === 0) return;
    for (const listener of this.listeners) listener(articleIds);
  }
}
