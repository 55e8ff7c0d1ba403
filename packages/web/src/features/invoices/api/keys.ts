import type { InvoicesRequest } from '@shop/domain/api/invoices.ts';

/**
 * The invoices feature's query keys. What a card payment changes sits under one prefix per
 * customer, `all`: the invoice list, one invoice, its payments, the invoices being paid and the
 * overview's sums. The turnover and the payment form's client token stay outside it, so a
 * payment never asks for a new token while the form is open.
 */
export const invoiceKeys = {
  all: (customerNumber: string) => ['invoices', customerNumber] as const,
  list: (customerNumber: string, search: InvoicesRequest['search']) =>
    [...invoiceKeys.all(customerNumber), 'list', search] as const,
  one: (customerNumber: string, invoiceNumber: string) =>
    [...invoiceKeys.all(customerNumber), 'one', invoiceNumber] as const,
  overview: (customerNumber: string) => [...invoiceKeys.all(customerNumber), 'overview'] as const,
  beingPaid: (customerNumber: string, invoiceNumbers: string) =>
    [...invoiceKeys.all(customerNumber), 'beingPaid', invoiceNumbers] as const,
  transactions: (customerNumber: string, invoiceNumber: string) =>
    [...invoiceKeys.all(customerNumber), 'transactions', invoiceNumber] as const,
  turnover: (customerNumber: string) => ['turnover', customerNumber] as const,
  clientToken: (customerNumber: string) => ['paymentClientToken', customerNumber] as const,
};
