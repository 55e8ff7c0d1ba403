import type { DbOrTx } from '#server/db/database.ts';

/** The queries behind paying invoices by card (invoice-payment.service.ts). */

export function findOwnInvoices(db: DbOrTx, accountId: number, invoiceNumbers: string[]) {
  return db
    .selectFrom('invoices')
    .select([
      'id',
      'invoiceNumber',
      'total',
      'currency',
      'dueDate',
      'paidAt',
      'canceled',
      'paymentMethodId',
    ])
    .where('accountId', '=', accountId)
    .where('invoiceNumber', 'in', invoiceNumbers)
    .orderBy('id')
    .execute();
}

/**
 * Claims one open invoice for a payment: a conditional update that only one of several
 * concurrent callers can win (a row lock on PostgreSQL, the single writer on SQLite); a claim
 * older than `staleBefore` (a crashed payment) may be taken over.
 */
export async function claimInvoice(
  db: DbOrTx,
  input: { id: number; claim: string; at: string; staleBefore: string },
): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ paymentClaim: input.claim, paymentClaimedAt: input.at })
    .where('id', '=', input.id)
    .where('paidAt', 'is', null)
    .where('canceled', '=', 0)
    .where((eb) =>
      eb.or([eb('paymentClaim', 'is', null), eb('paymentClaimedAt', '<', input.staleBefore)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseClaim(db: DbOrTx, ids: number[], claim: string): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ paymentClaim: null, paymentClaimedAt: null })
    .where('id', 'in', ids)
    .where('paymentClaim', '=', claim)
    .execute();
}

/** Marks the claimed invoices paid; answers how many still held the claim. */
export async function markClaimedPaid(
  db: DbOrTx,
  input: { ids: number[]; claim: string; paidAt: string },
): Promise<number> {
  const result = await db
    .updateTable('invoices')
    .set({ paidAt: input.paidAt, paymentClaim: null, paymentClaimedAt: null })
    .where('id', 'in', input.ids)
    .where('paymentClaim', '=', input.claim)
    .where('paidAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
