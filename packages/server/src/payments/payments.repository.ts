import type { DbOrTx } from '#server/db/database.ts';

/** Used payment nonces and the payments (transactions) recorded against invoices. */

/** Records a nonce as used; a unique violation means it was used before. */
export async function insertUsedNonce(
  db: DbOrTx,
  row: { nonce: string; accountId: number; usedAt: string },
): Promise<void> {
  await db.insertInto('paymentNonces').values(row).execute();
}

export async function deleteUsedNonce(db: DbOrTx, nonce: string): Promise<void> {
  await db.deleteFrom('paymentNonces').where('nonce', '=', nonce).execute();
}

export async function insertTransactions(
  db: DbOrTx,
  rows: {
    invoiceId: number;
    accountId: number;
    provider: string;
    providerOrderId: string;
    amount: number;
    currency: string;
    status: string;
    createdAt: string;
  }[],
): Promise<void> {
  await db.insertInto('transactions').values(rows).execute();
}

export function findTransactionsOfInvoices(db: DbOrTx, accountId: number, invoiceIds: number[]) {
  return db
    .selectFrom('transactions')
    .select([
      'invoiceId',
      'providerOrderId',
      'provider',
      'amount',
      'currency',
      'status',
      'createdAt',
    ])
    .where('accountId', '=', accountId)
    .where('invoiceId', 'in', invoiceIds)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
