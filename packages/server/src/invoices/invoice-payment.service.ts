import type { InvoiceState } from '@shop/domain/api/account-overview.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { invoiceState } from './invoices.service.ts';
import {
  claimInvoice,
  findOwnInvoices,
  markClaimedPaid,
  releaseClaim,
} from './invoice-payment.repository.ts';

/**
 * The invoices area's door for card payment (docs/decisions/028 and 044): the caller's invoices
 * by number, and the claim that lets exactly one payment of an invoice reach the provider.
 */

export interface PayableInvoice {
  id: number;
  invoiceNumber: string;
  total: number;
  currency: string;
  dueDate: string;
  paidAt: string | null;
  canceled: boolean;
  paymentMethodId: number;
  state: InvoiceState;
}

/** A claim older than this belongs to a payment that crashed; another may take it over. */
export const CLAIM_STALE_AFTER_MS = 2 * 60 * 1000;

/** The caller's invoices among `invoiceNumbers` (another's or unknown ones are simply absent). */
export async function ownInvoicesByNumber(
  db: DbOrTx,
  accountId: number,
  invoiceNumbers: string[],
  now = new Date(),
): Promise<PayableInvoice[]> {
  const today = now.toISOString().slice(0, 10);
  const rows = await findOwnInvoices(db, accountId, invoiceNumbers);
  return rows.map((row) => ({
    ...row,
    canceled: row.canceled === 1,
    state: invoiceState(row, today),
  }));
}

/**
 * Claims every invoice for one payment, in id order (so two payments of overlapping invoices
 * cannot deadlock), inside the caller's transaction; refuses with 409 when one is taken, paid
 * or cancelled meanwhile, which rolls back the claims made so far.
 */
export async function claimInvoicesForPayment(
  tx: DbOrTx,
  ids: number[],
  claim: string,
  now: Date,
): Promise<void> {
  const staleBefore = new Date(now.getTime() - CLAIM_STALE_AFTER_MS).toISOString();
  for (const id of [...ids].sort((a, b) => a - b)) {
    const claimed = await claimInvoice(tx, { id, claim, at: now.toISOString(), staleBefore });
    if (!claimed) {
      throw new AppError(
        409,
        'PAYMENT_IN_PROGRESS',
        'This invoice is being paid or was paid just now',
      );
    }
  }
}

export function releasePaymentClaim(db: DbOrTx, ids: number[], claim: string): Promise<void> {
  return releaseClaim(db, ids, claim);
}

/** Marks the claimed invoices paid in the caller's transaction; all of them or an error. */
export async function markInvoicesPaid(
  tx: DbOrTx,
  input: { ids: number[]; claim: string; paidAt: string },
): Promise<void> {
  const marked = await markClaimedPaid(tx, input);
  if (marked !== input.ids.length) {
    throw new Error(`payment claim lost: ${marked} of ${input.ids.length} invoices marked paid`);
  }
}
