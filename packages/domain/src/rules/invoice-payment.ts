/**
 * Which invoices a customer can pay online by card, and how much of the credit line is used
 * (docs/product/invoices.md#inv-card-payable; docs/decisions/043-invoice-list-and-pdf.md).
 */

export interface BilledFacts {
  paymentMethodId: number;
  canceled: boolean;
  total: number;
}

export interface PayableFacts extends BilledFacts {
  paid: boolean;
}

/**
 * Not cancelled, owing money, and billed to the payment method id that the shop's configuration
 * names for the card provider (CARD_PAYMENT_METHOD_ID, docs/decisions/044-card-payment.md).
 */
export function isBilledToCard(invoice: BilledFacts, cardPaymentMethodId: number): boolean {
  return !invoice.canceled && invoice.total > 0 && invoice.paymentMethodId === cardPaymentMethodId;
}

/** Billed to the card provider and not paid yet: the list offers to pay it. */
export function isCardPayable(invoice: PayableFacts, cardPaymentMethodId: number): boolean {
  return !invoice.paid && isBilledToCard(invoice, cardPaymentMethodId);
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
