import type { Insertable, Transaction } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { DB } from '#server/db/tables.ts';
import { chunksOf } from './catalog-import.repository.ts';
import { numberOrder } from './article-import.repository.ts';

/** Data access of the stock and price delta: a batch's rows in three queries, writes in few. */

export interface StockRow {
  id: number;
  articleNumber: string;
  state: string;
  stockQuantity: number;
  etaDate: string | null;
  lowStock: number;
}

export interface PriceRow {
  articleId: number;
  currency: string;
  singlePrice: number;
  oldPrice: number | null;
  evp: number | null;
}

export interface TierRow {
  articleId: number;
  currency: string;
  amount: number;
  price: number;
  rebate: number;
}

const STOCK_COLUMNS = [
  'id',
  'articleNumber',
  'state',
  'stockQuantity',
  'etaDate',
  'lowStock',
] as const;

export function findStockRows(db: DbOrTx, numbers: readonly string[]): Promise<StockRow[]> {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('articles')
    .select(STOCK_COLUMNS)
    .where('articleNumber', 'in', [...numbers])
    .execute();
}

/** One page of every article's stock columns in article-number order, for the export. */
export function pageStockRows(
  db: DbOrTx,
  after: string | null,
  limit: number,
): Promise<StockRow[]> {
  let query = db.selectFrom('articles').select(STOCK_COLUMNS);
  if (after !== null) query = query.where(numberOrder(db), '>', after);
  return query.orderBy(numberOrder(db)).limit(limit).execute();
}

export async function findPriceRows(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ prices: PriceRow[]; tiers: TierRow[] }> {
  if (ids.length === 0) return { prices: [], tiers: [] };
  const [prices, tiers] = await Promise.all([
    db
      .selectFrom('articlePrices')
      .select(['articleId', 'currency', 'singlePrice', 'oldPrice', 'evp'])
      .where('articleId', 'in', [...ids])
      .execute(),
    db
      .selectFrom('articlePriceTiers')
      .select(['articleId', 'currency', 'amount', 'price', 'rebate'])
      .where('articleId', 'in', [...ids])
      .orderBy('amount')
      .execute(),
  ]);
  return { prices, tiers };
}

/** Rewrites the stock columns of stored articles by number, with the import's time. */
export async function writeStock(
  tx: Transaction<DB>,
  rows: readonly Omit<StockRow, 'id'>[],
  now: string,
): Promise<void> {
  const values = rows.map((row) => ({ ...row, updatedAt: now }));
  for (const chunk of chunksOf(values, 6)) {
    await tx
      .insertInto('articles')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('articleNumber').doUpdateSet((eb) => ({
          state: eb.ref('excluded.state'),
          stockQuantity: eb.ref('excluded.stockQuantity'),
          etaDate: eb.ref('excluded.etaDate'),
          lowStock: eb.ref('excluded.lowStock'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
}

/** Inserts or rewrites the prices' own columns; rebates stay as the article record set them. */
export async function writePrices(tx: Transaction<DB>, rows: readonly PriceRow[]): Promise<void> {
  for (const chunk of chunksOf(rows, 5)) {
    await tx
      .insertInto('articlePrices')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['articleId', 'currency']).doUpdateSet((eb) => ({
          singlePrice: eb.ref('excluded.singlePrice'),
          oldPrice: eb.ref('excluded.oldPrice'),
          evp: eb.ref('excluded.evp'),
        })),
      )
      .execute();
  }
}

/** Replaces the tier lists of these articles in one currency. */
export async function replaceTiers(
  tx: Transaction<DB>,
  currency: string,
  articleIds: readonly number[],
  rows: readonly Insertable<DB['articlePriceTiers']>[],
): Promise<void> {
  for (const chunk of chunksOf(articleIds, 1)) {
    await tx
      .deleteFrom('articlePriceTiers')
      .where('currency', '=', currency)
      .where('articleId', 'in', chunk)
      .execute();
  }
  for (const chunk of chunksOf(rows, 5))
    await tx.insertInto('articlePriceTiers').values(chunk).execute();
}
