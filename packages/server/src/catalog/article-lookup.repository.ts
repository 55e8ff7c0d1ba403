import type { DbOrTx } from '#server/db/database.ts';
import { summaryQuery } from './article-detail.repository.ts';

/** Data access of the quick order's exact look-up (article-lookup.service.ts). */

/**
 * Articles whose number is one of `articleNumbers` or whose EAN is one of `barcodes`, with what
 * their list entry shows and what decides whether they can be ordered; by article number, so
 * the first of several sharing an EAN comes first.
 */
export function findLookupRows(
  db: DbOrTx,
  articleNumbers: readonly string[],
  barcodes: readonly string[],
  language: string,
) {
  return summaryQuery(db, language)
    .select(['a.caseQuantity', 'a.stockQuantity', 'a.releaseDate', 'a.preorderDate', 'a.etaDate'])
    .where((eb) =>
      eb.or([
        eb('a.articleNumber', 'in', [...articleNumbers]),
        ...(barcodes.length > 0 ? [eb('a.barcode', 'in', [...barcodes])] : []),
      ]),
    )
    .orderBy('a.articleNumber')
    .execute();
}
export type LookupRow = Awaited<ReturnType<typeof findLookupRows>>[number];

/** The settings of the caller's account that decide prices and whether the basket takes lines. */
export function findLookupAccount(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['currency', 'showPrices', 'blockBasket'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}
