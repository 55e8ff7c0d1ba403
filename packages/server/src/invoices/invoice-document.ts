import { vatClass } from '@shop/domain/rules/money.ts';
import type { InvoicedOrder } from '#server/orders/invoiced-orders.service.ts';
import type { InvoiceRow } from './invoice-list.repository.ts';

/**
 * What an invoice PDF states, worked out from the invoice row and the order it bills
 * (docs/decisions/043-invoice-list-and-pdf.md). Amounts are the stored ones, never priced again:
 * the lines' net amounts, shipping and the VAT per class as the order stored them.
 */

export interface DocumentLine {
  /** empty for the summary line */
  articleNumber: string;
  /** article name, or the text key of a summary line */
  name: string;
  quantity: number | null;
  unitPrice: number | null;
  discount: number | null;
  taxRate: number | null;
  amount: number;
}

export interface VatGroup {
  rate: number;
  base: number;
  amount: number;
}

export interface DocumentAmounts {
  lines: DocumentLine[];
  /** null for a summary invoice: the stored invoice holds no split */
  net: number | null;
  shipping: number | null;
  vat: VatGroup[];
  total: number;
}

/** Percent with at most one decimal, from the stored VAT and its base. */
const derivedRate = (amount: number, base: number) =>
  base === 0 ? 0 : Math.round((amount / base) * 1000) / 10;

function vatGroups(order: InvoicedOrder, sign: number): VatGroup[] {
  const normal = order.lines.filter((line) => vatClass(line.taxRate) === 'normal');
  const reduced = order.lines.filter((line) => vatClass(line.taxRate) === 'reduced');
  const sum = (lines: typeof normal) => lines.reduce((total, line) => total + line.lineTotal, 0);
  // shipping is taxed at the standard rate, as the order stored it
  const normalBase = sum(normal) + order.totals.shipping;
  const reducedBase = sum(reduced);
  const groups: VatGroup[] = [];
  if (order.totals.vatNormal !== 0) {
    groups.push({
      rate: normal[0]?.taxRate ?? derivedRate(order.totals.vatNormal, normalBase),
      base: sign * normalBase,
      amount: sign * order.totals.vatNormal,
    });
  }
  if (order.totals.vatReduced !== 0) {
    groups.push({
      rate: reduced[0]?.taxRate ?? derivedRate(order.totals.vatReduced, reducedBase),
      base: sign * reducedBase,
      amount: sign * order.totals.vatReduced,
    });
  }
  return groups;
}

/**
 * The lines and sums: the order's lines when the invoice bills its whole order (a cancellation
 * invoice shows them negated); otherwise one summary line with the invoice's total.
 */
export function documentAmounts(
  invoice: InvoiceRow,
  order: InvoicedOrder | undefined,
): DocumentAmounts {
  const sign = invoice.total < 0 ? -1 : 1;
  if (!order || order.totals.total !== Math.abs(invoice.total) || order.lines.length === 0) {
    return {
      lines: [
        {
          articleNumber: '',
          name:
            invoice.canceledOrigin !== null
              ? 'pdf.cancellationLine'
              : order
                ? 'pdf.summaryLine'
                : 'pdf.summaryLineNoOrder',
          quantity: null,
          unitPrice: null,
          discount: null,
          taxRate: null,
          amount: invoice.total,
        },
      ],
      net: null,
      shipping: null,
      vat: [],
      total: invoice.total,
    };
  }
  return {
    lines: order.lines.map((line) => ({
      articleNumber: line.articleNumber,
      name: line.name,
      quantity: line.quantity,
      unitPrice: sign * line.singlePrice,
      discount: sign * line.discount,
      taxRate: line.taxRate,
      amount: sign * line.lineTotal,
    })),
    net: sign * order.totals.net,
    shipping: sign * order.totals.shipping,
    vat: vatGroups(order, sign),
    total: invoice.total,
  };
}
