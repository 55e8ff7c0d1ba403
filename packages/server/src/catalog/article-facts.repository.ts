import type { DbOrTx } from '#server/db/database.ts';

/**
 * The facts a list of ordered articles shows beside its own data (open orders): name in a
 * language (else English), producer, EAN, recommended retail price in a currency, customs
 * number and weight.
 */
export async function findArticleFacts(
  db: DbOrTx,
  articleNumbers: readonly string[],
  language: string,
  currency: string,
) {
  if (articleNumbers.length === 0) return [];
  return db
    .selectFrom('articles as a')
    .leftJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', language),
    )
    .leftJoin('articleLocalizations as e', (join) =>
      join.onRef('e.articleId', '=', 'a.id').on('e.language', '=', 'en'),
    )
    .leftJoin('producers as p', 'p.id', 'a.producerId')
    .leftJoin('articlePrices as pr', (join) =>
      join.onRef('pr.articleId', '=', 'a.id').on('pr.currency', '=', currency),
    )
    .select([
      'a.articleNumber',
      'l.name',
      'e.name as fallbackName',
      'p.id as producerId',
      'p.name as producerName',
      'p.names as producerNames',
      'a.barcode',
      'pr.evp',
      'a.taric',
      'a.weight',
    ])
    .where('a.articleNumber', 'in', [...articleNumbers])
    .execute();
}
