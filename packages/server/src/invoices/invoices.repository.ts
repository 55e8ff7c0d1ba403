import type { DbOrTx } from '#server/db/database.ts';

export function findRecentInvoices(db: DbOrTx, accountId: number, limit: number) {
  return db
    .selectFrom('invoices')
    .select([
      'invoiceNumber',
      'total',
      'currency',
      'paymentMethodId',
      'canceled',
      'canceledOrigin',
      'date',
      'dueDate',
      'paidAt',
    ])
    .where('accountId', '=', accountId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Sum and count of the invoices not cancelled and not paid, all or those due before `dueBefore`. */
export async function sumOpenInvoices(db: DbOrTx, accountId: number, dueBefore?: string) {
  let query = db
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('sum'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('accountId', '=', accountId)
    .where('canceled', '=', 0)
    .where('paidAt', 'is', null);
  if (dueBefore !== undefined) query = query.where('dueDate', '<', dueBefore);
  const row = await query.executeTakeFirstOrThrow();
  return { sum: Number(row.sum), count: Number(row.count) };
}

/** The invoiced amount since a date (cancellations themselves left out) and its cancelled part. */
export async function sumInvoicedSince(db: DbOrTx, accountId: number, since: string) {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('invoiced'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('canceled', '=', 1).then(eb.ref('total')).else(0).end()),
          eb.lit(0),
        )
        .as('canceled'),
    ])
    .where('accountId', '=', accountId)
    .where('canceledOrigin', 'is', null)
    .where('total', '>', 0)
    .where('date', '>=', since)
    .executeTakeFirstOrThrow();
  return { invoiced: Number(row.invoiced), canceled: Number(row.canceled) };
}

export function findTurnover(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('turnover')
    .select(['year', 'amount'])
    .where('accountId', '=', accountId)
    .orderBy('year')
    .execute();
}

/** What the overview needs of the account itself. */
export function findBillingSettings(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['currency', 'showPrices', 'creditLine'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}
