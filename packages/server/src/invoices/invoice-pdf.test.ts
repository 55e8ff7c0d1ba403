import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';

/**
 * GET /account/invoice/{id}: the invoice as a PDF (docs/decisions/043-invoice-list-and-pdf.md),
 * read back with pdf.js and checked against the stored invoice, its order and its lines.
 */

let t: TestApp;
let demo: Caller;
let uk: Caller;
let demoId: number;
let ukId: number;
const today = new Date().toISOString().slice(0, 10);

const idOf = async (email: string) =>
  (
    await t.database.handle.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

/** The text of every page, spaces removed (pdf.js may split a run where pdfkit wrote a space). */
async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return { text: compact(parts.join('')), pages: pdf.numPages };
}
const compact = (text: string) => text.replace(/\s+/g, '');

const download = (who: Caller, number: string, language?: string) =>
  who('GET', `/account/invoice/${number}${language ? `?language=${language}` : ''}`);

async function invoiceWithOrder(accountId: number, canceled: 0 | 1 = 0) {
  const { db } = t.database.handle;
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('orderId', 'is not', null)
    .where('canceled', '=', canceled)
    .where('canceledOrigin', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', invoice.orderId!)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('orderLines')
    .selectAll()
    .where('orderId', '=', order.id)
    .orderBy('id')
    .execute();
  return { invoice, order, lines };
}

beforeAll(async () => {
  ({
    t,
    callers: [demo, uk],
  } = await seededApp({ articles: 40, referenceDate: today, logins: [DEMO.de, DEMO.uk] }));
  demoId = await idOf(DEMO.de);
  ukId = await idOf(DEMO.uk);
});
afterAll(async () => {
  await t.close();
});

describe('GET /account/invoice/{id}', () => {
  it('downloads the invoice as a PDF with its number, dates, order lines, VAT and total', async () => {
    const { invoice, order, lines } = await invoiceWithOrder(demoId);
    const res = await download(demo, invoice.invoiceNumber, 'de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(res.rawPayload);
    const money = (minor: number) => compact(formatMoney(minor, 'EUR'));
    for (const expected of [
      'Rechnung',
      'Demo Wholesale GmbH',
      'Rechnungsnummer',
      invoice.invoiceNumber,
      formatShortDate(invoice.date, 'de'),
      formatShortDate(invoice.dueDate, 'de'),
      order.orderNumber,
      'Kundennummer',
      'Sternschnuppe',
      'Warenwert netto',
      money(order.net),
      'Gesamtbetrag',
      money(invoice.total),
    ]) {
      expect(text, expected).toContain(compact(expected));
    }
    expect(invoice.total).toBe(order.total);
    for (const line of lines) {
      expect(text).toContain(line.articleNumber);
      expect(text).toContain(money(line.lineTotal));
    }
    if (order.vatNormal > 0) expect(text).toContain(money(order.vatNormal));
    if (order.vatReduced > 0) expect(text).toContain(money(order.vatReduced));
  });

  it('writes the labels in the language asked for, Polish letters and Japanese included', async () => {
    const { invoice } = await invoiceWithOrder(demoId);
    const labels = {
      en: ['Invoice number', 'Due date', 'Total'],
      fr: ['Numéro de facture', 'Échéance'],
      es: ['Número de factura', 'Fecha de vencimiento'],
      it: ['Numero fattura', 'Data di scadenza'],
      pl: ['Numer faktury', 'Termin płatności', 'Razem', 'Forma płatności'],
      ja: ['請求書番号', '支払期限', '合計'],
    } as const;
    for (const [language, words] of Object.entries(labels)) {
      const res = await download(demo, invoice.invoiceNumber, language);
      expect(res.statusCode, language).toBe(200);
      const { text } = await pdfText(res.rawPayload);
      for (const word of words) expect(text, `${language}: ${word}`).toContain(compact(word));
    }
  });

  it('shows a cancellation invoice with the order’s lines negated and names what it cancels', async () => {
    const { db } = t.database.handle;
    const cancellation = await db
      .selectFrom('invoices')
      .selectAll()
      .where('accountId', '=', demoId)
      .where('canceledOrigin', 'is not', null)
      .executeTakeFirstOrThrow();
    const res = await download(demo, cancellation.invoiceNumber, 'de');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(compact(`storniert die Rechnung ${cancellation.canceledOrigin}`));
    expect(text).toContain(compact(formatMoney(cancellation.total, 'EUR')));
    expect(cancellation.total).toBeLessThan(0);
  });

  it('writes one summary line for an invoice without an order', async () => {
    const { db } = t.database.handle;
    await db
      .insertInto('invoices')
      .values({
        accountId: demoId,
        invoiceNumber: 'R26PDF01',
        orderId: null,
        total: 12_345,
        currency: 'EUR',
        date: today,
        dueDate: today,
        paymentMethodId: 5,
        paidAt: null,
        canceled: 0,
        canceledOrigin: null,
      })
      .execute();
    const res = await download(demo, 'R26PDF01', 'en');
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(compact('Goods and services as agreed'));
    expect(text).toContain(compact(formatMoney(12_345, 'EUR')));
    expect(text).toContain(compact('Please pay the total by'));
    expect(text).toContain('Invoice');
  });

  it('writes a UK invoice in pounds from the UK company, with no VAT', async () => {
    const { invoice } = await invoiceWithOrder(ukId);
    const res = await download(uk, invoice.invoiceNumber);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(compact('Demo Wholesale UK Ltd'));
    expect(text).toContain(compact(formatMoney(invoice.total, 'GBP')));
    expect(text).toContain(compact('No VAT charged'));
  });

  it('breaks a long invoice over pages, numbering them', async () => {
    const { db } = t.database.handle;
    const { order, lines } = await invoiceWithOrder(demoId);
    const extra = Array.from({ length: 60 }, () => ({ ...lines[0]!, id: undefined }));
    await db
      .insertInto('orderLines')
      .values(extra.map(({ id: _id, ...line }) => line))
      .execute();
    const added = extra.reduce((total, line) => total + line.lineTotal, 0);
    await db
      .updateTable('orders')
      .set({ total: order.total + added, net: order.net + added })
      .where('id', '=', order.id)
      .execute();
    const invoiceNumber = 'R26PDF02';
    await db
      .insertInto('invoices')
      .values({
        accountId: demoId,
        invoiceNumber,
        orderId: order.id,
        total: order.total + added,
        currency: 'EUR',
        date: today,
        dueDate: today,
        paymentMethodId: 5,
        paidAt: null,
        canceled: 0,
        canceledOrigin: null,
      })
      .execute();
    const { text, pages } = await pdfText((await download(demo, invoiceNumber, 'en')).rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(compact(`Page ${pages} of ${pages}`));
    expect(text).toContain(compact(formatMoney(order.total + added, 'EUR')));
  });

  it('answers 404 for another customer’s invoice and an unknown one, 403 when prices are hidden', async () => {
    const { invoice } = await invoiceWithOrder(ukId);
    for (const number of [invoice.invoiceNumber, 'R00000000']) {
      const res = await download(demo, number);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe('INVOICE_NOT_FOUND');
    }
    expect((await download(demo, 'R2%0A6')).statusCode).toBe(400);
    expect(
      (await download(demo, (await invoiceWithOrder(demoId)).invoice.invoiceNumber, 'nl'))
        .statusCode,
    ).toBe(400);
    expect(
      (await caller(t, null)('GET', `/account/invoice/${invoice.invoiceNumber}`)).statusCode,
    ).toBe(401);
    const { db } = t.database.handle;
    await db.updateTable('accounts').set({ showPrices: 0 }).where('id', '=', demoId).execute();
    try {
      const own = (await invoiceWithOrder(demoId)).invoice.invoiceNumber;
      const res = await download(demo, own);
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('PRICES_HIDDEN');
    } finally {
      await db.updateTable('accounts').set({ showPrices: 1 }).where('id', '=', demoId).execute();
    }
  });
});
