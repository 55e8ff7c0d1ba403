/**
 * Which invoices a customer can pay online by card, and how much of the credit line is used
 * (spec 1 sections 2 and 6; docs/decisions/043-invoice-list-and-pdf.md).
 */

/**
 * The payment method id that marks an invoice as payable through the card provider: pay type 8,
 * credit card (spec 3 section 6).
 */
export const CARD_PAYMENT_METHOD_ID = 8;

export interface PayableFacts {
  paymentMethodId: number;
  canceled: boolean;
  paid: boolean;
  total: number;
}

/** Open (neither paid nor cancelled), owing money, and billed to the card payment method. */
export function isCardPayable(invoice: PayableFacts): boolean {
  return (
    !invoice.canceled &&
    !invoice.paid &&
    invoice.total > 0 &&
    invoice.paymentMethodId === CARD_PAYMENT_METHOD_ID
  );
}

export interface CreditLineUse {
  /** the credit line granted */
  line: number;
  /** what is owed or ordered against it, never below 0 */
  used: number;
  /** what is left, never below 0 */
  free: number;
}

/**
 * The credit line split into its used and free part: used is the open invoices plus the open
 * orders not yet invoiced; free what is left of the line, 0 once the line is exceeded.
 */
export function creditLineUse(
  line: number,
  openInvoices: number,
  openOrders: number,
): CreditLineUse {
  const used = Math.max(openInvoices + openOrders, 0);
  return { line, used, free: Math.max(line - used, 0) };
}
