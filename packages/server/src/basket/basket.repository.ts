import { sql } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';

/** Data access of the basket: the basket row, its lines and the article data a line needs. */

/** The account fields the basket and the order work with. */
export function findBasketAccount(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('accounts')
    .select([
      'id',
      'customerNumber',
      'email',
      'shop',
      'language',
      'currency',
      'payType',
      'taxFree',
      'blockBasket',
      'showPrices',
      'enableDropShipping',
    ])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}
export type BasketAccount = Awaited<ReturnType<typeof findBasketAccount>>;

export async function findBillingCountry(db: DbOrTx, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('accountAddresses')
    .select('country')
    .where('accountId', '=', accountId)
    .where('kind', '=', 'billing')
    .orderBy('id')
    .executeTakeFirst();
  return row?.country ?? null;
}

export function findBasket(db: DbOrTx, accountId: number) {
  return db.selectFrom('baskets').selectAll().where('accountId', '=', accountId).executeTakeFirst();
}

/** The customer's basket, created on first use (one per account, by the unique account id). */
export async function ensureBasket(db: DbOrTx, accountId: number) {
  const existing = await findBasket(db, accountId);
  if (existing) return existing;
  await db
    .insertInto('baskets')
    .values({ accountId })
    .onConflict((oc) => oc.column('accountId').doNothing())
    .execute();
  return db
    .selectFrom('baskets')
    .selectAll()
    .where('accountId', '=', accountId)
    .executeTakeFirstOrThrow();
}

export async function touchBasket(db: DbOrTx, basketId: number, now: string): Promise<void> {
  await db.updateTable('baskets').set({ updatedAt: now }).where('id', '=', basketId).execute();
}

export function findLines(db: DbOrTx, basketId: number) {
  return db
    .selectFrom('basketLines')
    .selectAll()
    .where('basketId', '=', basketId)
    .orderBy('id')
    .execute();
}
export type BasketLineRow = Awaited<ReturnType<typeof findLines>>[number];

export function findLine(db: DbOrTx, basketId: number, articleNumber: string) {
  return db
    .selectFrom('basketLines')
    .selectAll()
    .where('basketId', '=', basketId)
    .where('articleNumber', '=', articleNumber)
    .executeTakeFirst();
}

export interface LineValues {
  articleNumber: string;
  quantity: number;
  priceAtAdd: number;
  /** The article's case quantity when the line was set (decision 012). */
  quantityAtAdd: number;
  currency: string;
  reference: string | null;
}

/** Inserts or replaces a line; the price and case quantity are those of this moment. */
export async function upsertLine(
  db: DbOrTx,
  basketId: number,
  line: LineValues,
  now: string,
): Promise<void> {
  await db
    .insertInto('basketLines')
    .values({ basketId, ...line, addedAt: now })
    .onConflict((oc) =>
      oc.columns(['basketId', 'articleNumber']).doUpdateSet({
        quantity: line.quantity,
        priceAtAdd: line.priceAtAdd,
        quantityAtAdd: line.quantityAtAdd,
        currency: line.currency,
        reference: sql`coalesce(${line.reference}, basket_lines.reference)`,
        addedAt: now,
      }),
    )
    .execute();
}

export async function deleteLine(
  db: DbOrTx,
  basketId: number,
  articleNumber: string,
): Promise<number> {
  const result = await db
    .deleteFrom('basketLines')
    .where('basketId', '=', basketId)
    .where('articleNumber', '=', articleNumber)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteAllLines(db: DbOrTx, basketId: number): Promise<number> {
  const result = await db
    .deleteFrom('basketLines')
    .where('basketId', '=', basketId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setBasketText(
  db: DbOrTx,
  basketId: number,
  values: { notice?: string; reference?: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('baskets')
    .set({ ...values, updatedAt: now })
    .where('id', '=', basketId)
    .execute();
}

/** Every article field a basket line, its flags, dropshipping and ordering need. */
export async function findArticles(db: DbOrTx, articleNumbers: readonly string[]) {
  if (articleNumbers.length === 0) return [];
  return db
    .selectFrom('articles')
    .select([
      'id',
      'articleNumber',
      'mainArticleNumber',
      'state',
      'stockQuantity',
      'maxQty',
      'maxQtyDate',
      'caseQuantity',
      'barcode',
      'weight',
      'size',
      'deliveryType',
      'oversize',
      'allowDropshipping',
      'taxRate',
      'etaDate',
      'preorderDate',
      'intakeDate',
    ])
    .where('articleNumber', 'in', [...articleNumbers])
    .execute();
}
export type BasketArticleRow = Awaited<ReturnType<typeof findArticles>>[number];

/** Articles by EAN (several articles may share one, e.g. damaged-packaging copies). */
export function findArticlesByBarcode(db: DbOrTx, barcodes: readonly string[]) {
  if (barcodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('articles')
    .select(['articleNumber', 'barcode'])
    .where('barcode', 'in', [...barcodes])
    .orderBy('articleNumber')
    .execute();
}

export async function findPriceData(
  db: DbOrTx,
  articleIds: readonly number[],
  currencies: readonly string[],
) {
  if (articleIds.length === 0 || currencies.length === 0) return { prices: [], tiers: [] };
  const [prices, tiers] = await Promise.all([
    db
      .selectFrom('articlePrices')
      .select(['articleId', 'currency', 'singlePrice', 'rebate', 'preorderRebate'])
      .where('articleId', 'in', [...articleIds])
      .where('currency', 'in', [...currencies])
      .execute(),
    db
      .selectFrom('articlePriceTiers')
      .select(['articleId', 'currency', 'amount', 'price'])
      .where('articleId', 'in', [...articleIds])
      .where('currency', 'in', [...currencies])
      .execute(),
  ]);
  return { prices, tiers };
}

/** The basket, saved baskets and prepared baskets of an account; their lines go with them. */
export async function deleteBasketsOf(db: DbOrTx, accountId: number): Promise<void> {
  await db.deleteFrom('baskets').where('accountId', '=', accountId).execute();
  await db.deleteFrom('savedBaskets').where('accountId', '=', accountId).execute();
  await db.deleteFrom('preparedBaskets').where('accountId', '=', accountId).execute();
}
