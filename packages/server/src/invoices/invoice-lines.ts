/**
 * The lines of an imported invoice, which the drawn PDF prints
 * (docs/decisions/106-invoice-pdfs-and-lines.md): money in minor units, net, positive also on a
 * cancellation invoice (the PDF prints them negated, as it prints a cancelled order's lines).
 * A line's total is its quantity times its unit price less its discount; the lines' net plus
 * the VAT of each rate must come to the invoice's total, within one minor unit per line (the
 * most an ERP that rounds VAT per line can differ from the shop's VAT per rate), exactly when
 * no line bears VAT.
 */
import { z } from 'zod';
import { oneLineText } from '@shop/domain/api/text.ts';
import { vatAmount } from '@shop/domain/rules/money.ts';
import type { DocumentAmounts, VatGroup } from './invoice-document.ts';

export const MAX_INVOICE_LINES = 500;
const MAX_LINE_AMOUNT = 100_000_000_000;

export const invoiceLineSchema = z.strictObject({
  articleNumber: oneLineText(60).min(1),
  name: oneLineText(200).min(1),
  quantity: z.number().int().min(0).max(1_000_000),
  /** minor units, net */
  unitPrice: z.number().int().min(0).max(MAX_LINE_AMOUNT),
  /** minor units off the whole line */
  discount: z.number().int().min(0).max(MAX_LINE_AMOUNT).default(0),
  /** percent, as the shop's articles store it */
  taxRate: z.number().int().min(0).max(100),
  /** minor units, net: quantity × unitPrice − discount */
  lineTotal: z.number().int().min(0).max(MAX_LINE_AMOUNT),
});
export type InvoiceLine = z.output<typeof invoiceLineSchema>;

/** The VAT per rate of lines, rates in descending order (as the shop's own invoices list them). */
function vatByRate(lines: readonly InvoiceLine[]): VatGroup[] {
  const bases = new Map<number, number>();
  for (const line of lines)
    if (line.taxRate > 0) bases.set(line.taxRate, (bases.get(line.taxRate) ?? 0) + line.lineTotal);
  return [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({ rate, base, amount: vatAmount(base, rate) }));
}

const netOf = (lines: readonly InvoiceLine[]) =>
  lines.reduce((sum, line) => sum + line.lineTotal, 0);

/** Each line's total against its quantity and price, and all lines against the invoice's total. */
export function checkInvoiceLines(
  lines: readonly InvoiceLine[],
  total: number,
  ctx: z.core.$RefinementCtx,
): void {
  let consistent = true;
  lines.forEach((line, index) => {
    const expected = line.quantity * line.unitPrice - line.discount;
    if (line.lineTotal !== expected) {
      consistent = false;
      ctx.addIssue({
        code: 'custom',
        path: ['lines', index, 'lineTotal'],
        message: `must be quantity × unitPrice − discount = ${expected}`,
      });
    }
  });
  if (!consistent || lines.length === 0) return;
  const vat = vatByRate(lines);
  const gross = netOf(lines) + vat.reduce((sum, group) => sum + group.amount, 0);
  // without VAT nothing is rounded, so the sum must be exact
  const tolerance = vat.length === 0 ? 0 : lines.length;
  if (Math.abs(gross - Math.abs(total)) > tolerance) {
    ctx.addIssue({
      code: 'custom',
      path: ['lines'],
      message: `the lines come to ${gross} with VAT, the invoice's total is ${Math.abs(total)}`,
    });
  }
}

/**
 * What the PDF prints of an invoice's own lines: the lines, their net, the VAT per rate and the
 * stored total; a rounding difference of the ERP's goes to the last VAT rate, so the printed
 * sums add up to the total the invoice states.
 */
export function linesAmounts(lines: readonly InvoiceLine[], total: number): DocumentAmounts {
  const sign = total < 0 ? -1 : 1;
  const net = netOf(lines);
  const vat = vatByRate(lines);
  const difference = Math.abs(total) - net - vat.reduce((sum, group) => sum + group.amount, 0);
  if (vat.length > 0) vat[vat.length - 1]!.amount += difference;
  return {
    lines: lines.map((line) => ({
      articleNumber: line.articleNumber,
      name: line.name,
      quantity: line.quantity,
      unitPrice: sign * line.unitPrice,
      discount: sign * line.discount,
      taxRate: line.taxRate,
      amount: sign * line.lineTotal,
    })),
    net: sign * net,
    shipping: null,
    vat: vat.map((group) => ({
      rate: group.rate,
      base: sign * group.base,
      amount: sign * group.amount,
    })),
    total,
  };
}
