import type { Database } from '#server/db/database.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';

/**
 * The first listed main article in stock that has a producer, and the search body of its
 * producer: taking its stock lowers that search's stock filter count by one, which shows
 * whether a process's index heard of the change.
 */
export async function articleInStockWithProducer(db: Database) {
  const article = await db
    .selectFrom('articles')
    .select(['id', 'producerId'])
    .where('stockQuantity', '>', 0)
    .where('state', '!=', 'soldOut')
    .where('producerId', 'is not', null)
    .where('mainArticleNumber', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const searchBody = {
    searchParams: encodeSearchParams({ producers: [article.producerId!] }),
    offset: 0,
    limit: 20,
    language: 'en' as const,
  };
  /** Sells the article out as another process would, announcing nothing. */
  const takeStock = () =>
    db
      .updateTable('articles')
      .set({ stockQuantity: 0, updatedAt: new Date().toISOString() })
      .where('id', '=', article.id)
      .execute();
  return { id: article.id, producerId: article.producerId!, searchBody, takeStock };
}
