/**
 * Tells in-process listeners (the search index) that articles changed in the database, so
 * they can refresh those rows at once instead of waiting for their next sync. Writers call
 * `articlesChanged` after their transaction committed, with the ids of the changed articles.
 */
/**
 * What a change touched: `stockAndPrices` promises that only stock, state, dates of arrival and
 * prices changed (an ERP's delta, an order taking stock), so a listener may read just those;
 * `whole` is anything else.
 */
export type ChangeExtent = 'whole' | 'stockAndPrices';

export type ArticlesChangedListener = (articleIds: readonly number[], extent: ChangeExtent) => void;

export class CatalogEvents {
  private readonly listeners = new Set<ArticlesChangedListener>();
  private readonly missedListeners = new Set<() => void>();

  /** Registers a listener; the returned function removes it again. */
  onArticlesChanged(listener: ArticlesChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  articlesChanged(articleIds: readonly number[], extent: ChangeExtent = 'whole'): void {
    if (articleIds.length === 0) return;
    for (const listener of this.listeners) listener(articleIds, extent);
  }

  /** Registers a listener for changes that may have gone unannounced; returns its removal. */
  onChangesMissed(listener: () => void): () => void {
    this.missedListeners.add(listener);
    return () => this.missedListeners.delete(listener);
  }

  /** Changes of other processes may have been lost (the relay's subscription was down). */
  changesMissed(): void {
    for (const listener of this.missedListeners) listener();
  }
}
