import { formatMoney, type MoneyCurrency } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { DocumentAmounts, DocumentLine } from './invoice-document.ts';
import type { Seller } from './letterhead.ts';
import { startPdf, type PdfDoc } from '#server/files/pdf-kit.ts';

/**
 * Draws an invoice as an A4 PDF with pdfkit (docs/decisions/043-invoice-list-and-pdf.md).
 * Money and dates go through the same functions the web uses (formatMoney, formatShortDate),
 * so paper and screen agree; the fonts are those of `files/pdf-kit.ts`.
 */

export interface InvoicePdfInput {
  language: Language;
  /** the label texts of the language, {{placeholders}} filled */
  text: (key: string, values?: Record<string, string>) => string;
  seller: Seller;
  customer: { customerNumber: string; address: readonly string[] };
  invoice: {
    number: string;
    date: string;
    dueDate: string;
    paidDate: string | null;
    canceled: boolean;
    /** the invoice a cancellation cancels */
    cancels: string | null;
    orderNumber: string | null;
    reference: string;
    payType: string;
  };
  currency: MoneyCurrency;
  /** the tax-free or export customer: no VAT on the invoice */
  vatFree: boolean;
  amounts: DocumentAmounts;
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const GREY = '#4b5563';
/** position, article, quantity, unit price, discount, VAT rate, amount: 495 points in all */
const COLUMNS = [28, 200, 40, 65, 55, 40, 67] as const;

type Doc = PdfDoc;

function columnX(index: number): number {
  return MARGIN + COLUMNS.slice(0, index).reduce((sum, width) => sum + width, 0);
}

function cell(
  doc: Doc,
  value: string,
  index: number,
  y: number,
  align: 'left' | 'right' = 'right',
) {
  doc.text(value, columnX(index), y, { width: COLUMNS[index]! - 4, align, lineBreak: false });
}

function header(doc: Doc, input: InvoicePdfInput) {
  const { seller, text } = input;
  doc.font('bold').fontSize(14).fillColor('black').text(seller.name, MARGIN, MARGIN);
  doc.font('regular').fontSize(8).fillColor(GREY);
  doc.text([...seller.address, `${text('pdf.vatId')}: ${seller.vatId}`, seller.email].join('\n'));
  const title = input.invoice.cancels !== null ? text('pdf.cancellationTitle') : text('pdf.title');
  doc.font('bold').fontSize(20).fillColor('black');
  doc.text(title, MARGIN, MARGIN, { width: WIDTH, align: 'right' });

  const top = 150;
  doc.font('regular').fontSize(10).fillColor('black');
  doc.text(input.customer.address.join('\n'), MARGIN, top, { width: 230 });
  const facts: [string, string][] = [
    [text('pdf.invoiceNumber'), input.invoice.number],
    [text('pdf.date'), formatShortDate(input.invoice.date, input.language)],
    [text('pdf.dueDate'), formatShortDate(input.invoice.dueDate, input.language)],
    [text('pdf.customerNumber'), input.customer.customerNumber],
    ...(input.invoice.orderNumber
      ? ([[text('pdf.orderNumber'), input.invoice.orderNumber]] as [string, string][])
      : []),
    ...(input.invoice.reference
      ? ([[text('pdf.reference'), input.invoice.reference]] as [string, string][])
      : []),
    [text('pdf.payType'), input.invoice.payType],
  ];
  let y = top;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font('regular').fillColor(GREY).text(label, 310, y, { width: 105, lineBreak: false });
    doc
      .font('bold')
      .fillColor('black')
      .text(value, 415, y, { width: WIDTH - 365, lineBreak: false });
    y += 14;
  }
  return Math.max(y, doc.y) + 24;
}

function tableHead(doc: Doc, input: InvoicePdfInput, y: number): number {
  const { text } = input;
  doc.font('bold').fontSize(8).fillColor(GREY);
  cell(doc, text('pdf.column.position'), 0, y, 'left');
  cell(doc, text('pdf.column.article'), 1, y, 'left');
  cell(doc, text('pdf.column.quantity'), 2, y);
  cell(doc, text('pdf.column.unitPrice'), 3, y);
  cell(doc, text('pdf.column.discount'), 4, y);
  cell(doc, text('pdf.column.vat'), 5, y);
  cell(doc, text('pdf.column.amount'), 6, y);
  doc
    .moveTo(MARGIN, y + 13)
    .lineTo(MARGIN + WIDTH, y + 13)
    .strokeColor('#9ca3af')
    .stroke();
  return y + 18;
}

function lineRow(
  doc: Doc,
  input: InvoicePdfInput,
  line: DocumentLine,
  position: number,
  y: number,
) {
  const money = (value: number | null) =>
    value === null ? '' : formatMoney(value, input.currency);
  const name = line.articleNumber === '' ? summaryText(input, line.name) : line.name;
  doc.font('regular').fontSize(9).fillColor('black');
  cell(doc, String(position), 0, y, 'left');
  if (line.articleNumber !== '') {
    doc.font('bold').text(line.articleNumber, columnX(1), y, { width: COLUMNS[1] - 4 });
    doc.font('regular');
  }
  doc.text(name, columnX(1), line.articleNumber === '' ? y : doc.y, { width: COLUMNS[1] - 4 });
  const bottom = doc.y;
  cell(doc, line.quantity === null ? '' : String(line.quantity), 2, y);
  cell(doc, money(line.unitPrice), 3, y);
  cell(doc, line.discount ? money(line.discount) : '', 4, y);
  cell(doc, line.taxRate === null ? '' : `${line.taxRate} %`, 5, y);
  cell(doc, money(line.amount), 6, y);
  return bottom + 5;
}

function summaryText(input: InvoicePdfInput, key: string): string {
  return input.text(key, {
    order: input.invoice.orderNumber ?? '',
    invoice: input.invoice.cancels ?? input.invoice.number,
  });
}

function lines(doc: Doc, input: InvoicePdfInput, start: number): number {
  let y = tableHead(doc, input, start);
  const limit = doc.page.height - MARGIN - 40;
  input.amounts.lines.forEach((line, index) => {
    doc.font('regular').fontSize(9);
    const name = line.articleNumber === '' ? summaryText(input, line.name) : line.name;
    const height = doc.heightOfString(name, { width: COLUMNS[1] - 4 }) + 16;
    if (y + height > limit) {
      doc.addPage();
      y = tableHead(doc, input, MARGIN);
    }
    y = lineRow(doc, input, line, index + 1, y);
  });
  return y;
}

function totals(doc: Doc, input: InvoicePdfInput, start: number) {
  const { amounts, text, currency } = input;
  const money = (value: number) => formatMoney(value, currency);
  const rows: [string, string, boolean][] = [];
  if (amounts.net !== null) rows.push([text('pdf.net'), money(amounts.net), false]);
  if (amounts.shipping) rows.push([text('pdf.shipping'), money(amounts.shipping), false]);
  for (const group of amounts.vat) {
    const label = text('pdf.vatOn', { rate: String(group.rate), base: money(group.base) });
    rows.push([label, money(group.amount), false]);
  }
  rows.push([text('pdf.total'), money(amounts.total), true]);
  let y = start + 4;
  // the sums stay together; the closing sentences may follow on the next page
  if (y + rows.length * 16 + 16 > doc.page.height - MARGIN - 30) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .moveTo(MARGIN + 220, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#9ca3af')
    .stroke();
  y += 6;
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 9)
      .fillColor('black');
    doc.text(label, MARGIN + 220, y, { width: 170, lineBreak: false });
    doc.text(value, MARGIN + 390, y, { width: WIDTH - 390, align: 'right', lineBreak: false });
    y += strong ? 18 : 14;
  }
  return y + 12;
}

function notes(doc: Doc, input: InvoicePdfInput, start: number) {
  const { text, invoice, language } = input;
  const sentences = [
    input.vatFree
      ? text('pdf.vatFree')
      : input.amounts.vat.length === 0
        ? text('pdf.vatIncluded')
        : '',
    invoice.cancels !== null ? text('pdf.cancels', { invoice: invoice.cancels }) : '',
    invoice.canceled && invoice.cancels === null ? text('pdf.canceled') : '',
    invoice.paidDate !== null
      ? text('pdf.paid', { date: formatShortDate(invoice.paidDate, language) })
      : !invoice.canceled && input.amounts.total > 0
        ? text('pdf.payBy', { date: formatShortDate(invoice.dueDate, language) })
        : '',
  ].filter((sentence) => sentence !== '');
  doc.font('regular').fontSize(9).fillColor('black');
  doc.text(sentences.join('\n'), MARGIN, start, { width: WIDTH });
}

function footers(doc: Doc, input: InvoicePdfInput) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // writing below the bottom margin would start a new page
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    doc.font('regular').fontSize(7).fillColor(GREY);
    const seller = `${input.seller.name} · ${input.seller.address.join(' · ')}`;
    doc.text(seller, MARGIN, y, { width: WIDTH - 90, lineBreak: false });
    const page = input.text('pdf.page', { page: String(index + 1), pages: String(range.count) });
    doc.text(page, MARGIN + WIDTH - 90, y, { width: 90, align: 'right', lineBreak: false });
  }
}

/** The invoice as PDF bytes. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { doc, done } = startPdf({
    language: input.language,
    margin: MARGIN,
    title: `${input.text('pdf.title')} ${input.invoice.number}`,
    author: input.seller.name,
  });
  const afterHead = header(doc, input);
  const afterLines = lines(doc, input, afterHead);
  notes(doc, input, totals(doc, input, afterLines));
  footers(doc, input);
  doc.end();
  return done;
}
