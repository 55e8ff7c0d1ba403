import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selectable } from 'kysely';
import type { InvoicesOverviewResponse } from '@shop/domain/api/account-overview.ts';
import type {
  InvoiceResponse,
  InvoicesRequest,
  InvoicesResponse,
} from '@shop/domain/api/invoices.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf, login } from '#server/testing/demo-logins.ts';
import type { Invoices } from '#server/db/tables.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { csvRows } from '#server/testing/csv.ts';

/**
 * The invoice list, its CSV export, one invoice and the overview's credit line
 * (docs/product/invoices.md#inv-list; docs/decisions/043-invoice-list-and-pdf.md), checked against
 * the stored rows.
 */

let t: TestApp;
let demo: Caller;
let uk: Caller;
let demoId: number;
let ukId: number;
const today = new Date().toISOString().slice(0, 10);

type Row = Selectable<Invoices>;

const rowsOf = (accountId: number) =>
  t.database.handle.db
    .selectFrom('invoices')
    .selectAll()
    .where('accountId', '=', accountId)
    .execute();

const open = (row: Row) => row.canceled === 0 && row.paidAt === null;
const MATCHES: Record<string, (row: Row) => boolean> = {
  all: (row) => row.canceled === 0,
  paid: (row) => row.canceled === 0 && row.paidAt !== null,
  notPaid: open,
  overdue: (row) => open(row) && row.dueDate < today,
  canceled: (row) => row.canceled === 1,
};

const byDateDesc = (a: Row, b: Row) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id);
const numbers = (rows: readonly { invoiceNumber: string }[]) => rows.map((r) => r.invoiceNumber);
const sum = (rows: readonly Row[]) => rows.reduce((total, row) => total + row.total, 0);

const list = async (search: InvoicesRequest['search'], who = () => demo) => {
  const res = await who()('POST', '/account/invoices', { search });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InvoicesResponse>();
};

beforeAll(async () => {
  ({
    t,
    callers: [demo, uk],
  } = await seededApp({ articles: 40, referenceDate: today, logins: [DEMO.de, DEMO.uk] }));
  demoId = await accountIdOf(t, DEMO.de);
  ukId = await accountIdOf(t, DEMO.uk);
});
afterAll(async () => {
  await t.close();
});

describe('POST /account/invoices', () => {
  it('answers each filter type with the matching invoices, their count and sums, newest first', async () => {
    const rows = await rowsOf(demoId);
    for (const type of ['all', 'paid', 'notPaid', 'overdue', 'canceled'] as const) {
      const expected = rows.filter(MATCHES[type]!).sort(byDateDesc);
      expect(expected.length, type).toBeGreaterThan(0);
      const body = await list({ type });
      expect(body.totalCount, type).toBe(expected.length);
      expect(
        body.invoices.map((i) => i.invoiceid),
        type,
      ).toEqual(numbers(expected.slice(0, 20)));
      expect(body.sums, type).toEqual({
        total: sum(expected),
        unpaid: sum(expected.filter(open)),
        overdue: sum(expected.filter((row) => open(row) && row.dueDate < today)),
      });
      expect(body.size).toBe(20);
      expect(body.currency).toBe('EUR');
      for (const invoice of body.invoices) {
        if (type === 'paid') expect(invoice.state).toBe('paid');
        if (type === 'overdue') expect(invoice.state).toBe('overdue');
        if (type === 'canceled') expect(invoice.state).toBe('canceled');
        if (type === 'notPaid') expect(['notPaid', 'overdue']).toContain(invoice.state);
      }
    }
  });

  it('answers each item with the overview item fields, the order number and whether it can be paid by card', async () => {
    const { db } = t.database.handle;
    const body = await list({ type: 'all', alsoCanceled: true });
    const rows = await rowsOf(demoId);
    for (const item of body.invoices) {
      const row = rows.find((r) => r.invoiceNumber === item.invoiceid)!;
      const order = await db
        .selectFrom('orders')
        .select(['orderNumber', 'reference'])
        .where('id', '=', row.orderId ?? -1)
        .executeTakeFirst();
      expect(item).toEqual({
        invoiceid: row.invoiceNumber,
        total: row.total,
        currency: 'EUR',
        paymentMethodId: row.paymentMethodId,
        canceled_origin: row.canceledOrigin,
        date: row.date.slice(0, 10),
        dueDate: row.dueDate.slice(0, 10),
        paidDate: row.paidAt === null ? null : row.paidAt.slice(0, 10),
        state: item.state,
        orderNumber: order?.orderNumber ?? null,
        orderReference: order === undefined || order.reference === '' ? null : order.reference,
        payable:
          open(row) &&
          row.total > 0 &&
          row.paymentMethodId === t.config.payment.cardPaymentMethodId,
      });
    }
  });

  it('leaves cancelled invoices out of all unless alsoCanceled', async () => {
    const rows = await rowsOf(demoId);
    expect((await list({ type: 'all' })).totalCount).toBe(
      rows.filter((r) => r.canceled === 0).length,
    );
    expect((await list({ type: 'all', alsoCanceled: true })).totalCount).toBe(rows.length);
  });

  it('sorts by date, due date and amount both ways, ties by id', async () => {
    const rows = (await rowsOf(demoId)).filter((r) => r.canceled === 0);
    const cmp = (key: 'date' | 'dueDate' | 'total', dir: 1 | -1) => (a: Row, b: Row) =>
      a[key] < b[key] ? -dir : a[key] > b[key] ? dir : dir * (a.id - b.id);
    const orders = {
      1: cmp('date', -1),
      2: cmp('date', 1),
      3: cmp('dueDate', 1),
      4: cmp('dueDate', -1),
      5: cmp('total', -1),
      6: cmp('total', 1),
    } as const;
    for (const sort of [1, 2, 3, 4, 5, 6] as const) {
      const body = await list({ sort });
      expect(
        body.invoices.map((i) => i.invoiceid),
        `sort ${sort}`,
      ).toEqual(numbers([...rows].sort(orders[sort]).slice(0, 20)));
    }
  });

  it('pages by 20; a page past the end answers no invoice but the count', async () => {
    const rows = (await rowsOf(demoId)).filter((r) => r.canceled === 0).sort(byDateDesc);
    expect(rows.length).toBeGreaterThan(20);
    const second = await list({ page: 2 });
    expect(second.page).toBe(2);
    expect(second.invoices.map((i) => i.invoiceid)).toEqual(numbers(rows.slice(20, 40)));
    const past = await list({ page: 999 });
    expect(past.invoices).toEqual([]);
    expect(past.totalCount).toBe(rows.length);
  });

  it('finds invoices by part of their number or of the number a cancellation cancels, literally', async () => {
    const rows = await rowsOf(demoId);
    const cancellation = rows.find((r) => r.canceledOrigin !== null)!;
    const origin = cancellation.canceledOrigin!;
    const found = await list({ type: 'canceled', searchText: origin.toLowerCase() });
    expect(numbers(found.invoices.map((i) => ({ invoiceNumber: i.invoiceid }))).sort()).toEqual(
      [origin, cancellation.invoiceNumber].sort(),
    );
    const part = rows[0]!.invoiceNumber.slice(1, 5);
    const partly = await list({ type: 'all', alsoCanceled: true, searchText: part });
    expect(partly.totalCount).toBe(
      rows.filter((r) => r.invoiceNumber.includes(part) || (r.canceledOrigin ?? '').includes(part))
        .length,
    );
    expect((await list({ searchText: '%' })).totalCount).toBe(0);
    expect((await list({ searchText: 'R_' })).totalCount).toBe(0);
  });

  it('answers only the caller’s invoices, in the caller’s currency', async () => {
    const demoNumbers = new Set(numbers(await rowsOf(demoId)));
    const body = await list({ type: 'all', alsoCanceled: true }, () => uk);
    expect(body.currency).toBe('GBP');
    expect(body.totalCount).toBe((await rowsOf(ukId)).length);
    expect(body.invoices.some((i) => demoNumbers.has(i.invoiceid))).toBe(false);
  });

  it("finds invoices by part of their order's reference (PO number), literally, and never another customer's", async () => {
    const { db } = t.database.handle;
    const billed = async (accountId: number) => {
      const ids = (await rowsOf(accountId)).flatMap((row) =>
        row.orderId === null ? [] : [row.orderId],
      );
      return [...new Set(ids)];
    };
    const [target, lookalike] = await billed(demoId);
    const [foreign] = await billed(ukId);
    const setReference = (id: number, reference: string) =>
      db.updateTable('orders').set({ reference }).where('id', '=', id).execute();
    const saved = await db
      .selectFrom('orders')
      .select(['id', 'reference'])
      .where('id', 'in', [target!, lookalike!, foreign!])
      .execute();
    await setReference(target!, 'PO 77%_Nord');
    await setReference(lookalike!, 'PO 770xNord');
    await setReference(foreign!, 'PO 77%_Nord');
    try {
      const expected = (await rowsOf(demoId)).filter((row) => row.orderId === target);
      const found = await list({ type: 'all', alsoCanceled: true, searchText: 'po 77%_n' });
      expect(found.invoices.map((i) => i.invoiceid).sort()).toEqual(numbers(expected).sort());
      expect(found.totalCount).toBe(expected.length);
      // each found invoice shows the reference it was found by
      expect(new Set(found.invoices.map((i) => i.orderReference))).toEqual(
        new Set(['PO 77%_Nord']),
      );
      const foreignNumbers = new Set(numbers(await rowsOf(ukId)));
      expect(found.invoices.some((i) => foreignNumbers.has(i.invoiceid))).toBe(false);
      const theirs = await list(
        { type: 'all', alsoCanceled: true, searchText: 'po 77%_n' },
        () => uk,
      );
      expect(theirs.totalCount).toBe(
        (await rowsOf(ukId)).filter((row) => row.orderId === foreign).length,
      );
    } finally {
      for (const row of saved) await setReference(row.id, row.reference);
    }
  });

  it('answers no amount and sorts by date instead of amount for an account that sees no prices', async () => {
    const { db } = t.database.handle;
    await db.updateTable('accounts').set({ showPrices: 0 }).where('id', '=', demoId).execute();
    try {
      const body = await list({ sort: 5 });
      expect(body.pricesHidden).toBe(true);
      expect(body.sums).toEqual({ total: null, unpaid: null, overdue: null });
      expect(body.invoices.every((i) => i.total === null)).toBe(true);
      expect(body.invoices.map((i) => i.invoiceid)).toEqual(
        (await list({ sort: 1 })).invoices.map((i) => i.invoiceid),
      );
    } finally {
      await db.updateTable('accounts').set({ showPrices: 1 }).where('id', '=', demoId).execute();
    }
  });

  it('refuses a wrong body with 400 and the error shape', async () => {
    const bad: unknown[] = [
      {},
      { search: { type: 'open' } },
      { search: { sort: 7 } },
      { search: { sort: '1' } },
      { search: { page: 0 } },
      { search: { page: '2' } },
      { search: { page: 1.5 } },
      { search: { alsoCanceled: 'yes' } },
      { search: { searchText: 'R26\u0000' } },
      { search: { searchText: 'R26\u001b' } },
      { search: { searchText: 'x'.repeat(51) } },
      { search: { searchText: 42 } },
      { search: { type: 'all', extra: 1 } },
      { search: {}, other: true },
    ];
    for (const body of bad) {
      const res = await demo('POST', '/account/invoices', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json<{ error: { code: string; message: string } }>().error;
      expect(typeof error.code).toBe('string');
      expect(typeof error.message).toBe('string');
    }
  });

  it('answers 401 without a token and 403 to a business-console account', async () => {
    for (const url of ['/account/invoices', '/account/invoicesCSV']) {
      expect((await caller(t, null)('POST', url, { search: {} })).statusCode).toBe(401);
    }
    const console = caller(t, await login(t, DEMO.console));
    for (const url of ['/account/invoices', '/account/invoicesCSV']) {
      const res = await console('POST', url, { search: {} });
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('BUSINESS_CONSOLE_REFUSED');
    }
  });
});

describe('GET /api/invoices/{id}', () => {
  it('answers one of the caller’s invoices', async () => {
    const row = (await rowsOf(demoId)).find((r) => r.orderId !== null && r.canceled === 0)!;
    const res = await demo('GET', `/api/invoices/${row.invoiceNumber}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<InvoiceResponse>();
    expect(body.invoiceid).toBe(row.invoiceNumber);
    expect(body.total).toBe(row.total);
    expect(body.dueDate).toBe(row.dueDate.slice(0, 10));
    expect(body.pricesHidden).toBe(false);
    expect(body.orderNumber).toMatch(/^A\d+/);
  });

  it('answers 404 for another customer’s invoice and for an unknown one, 400 for a malformed number', async () => {
    const other = (await rowsOf(ukId))[0]!;
    for (const id of [other.invoiceNumber, 'R99999999']) {
      const res = await demo('GET', `/api/invoices/${id}`);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe('INVOICE_NOT_FOUND');
    }
    expect((await demo('GET', '/api/invoices/R26%2500')).statusCode).toBe(400);
    expect((await demo('GET', `/api/invoices/${'R'.repeat(41)}`)).statusCode).toBe(400);
  });
});

describe('POST /account/invoicesCSV', () => {
  const exportInvoices = (search: Record<string, unknown>, who = () => demo) =>
    who()('POST', '/account/invoicesCSV', { search });

  it('downloads every matching invoice as invoices.csv with headings in the language asked for', async () => {
    const rows = (await rowsOf(demoId)).filter(MATCHES.overdue!).sort(byDateDesc);
    const res = await exportInvoices({ type: 'overdue', language: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [head, ...lines] = csvRows(res.body);
    expect(head).toEqual([
      'Rechnungsnummer',
      'Rechnungsdatum',
      'Fälligkeitsdatum',
      'Status',
      'Bestellnummer',
      'Referenz',
      'Betrag',
      'Währung',
      'Bezahlt am',
      'Storniert Rechnung',
    ]);
    expect(lines.map((line) => line[0])).toEqual(numbers(rows));
    const first = rows[0]!;
    const cents = String(first.total % 100).padStart(2, '0');
    // the German spreadsheet's dates and decimal comma (docs/decisions/122-csv-in-the-buyers-spreadsheet.md)
    const german = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
    expect(lines[0]).toEqual([
      first.invoiceNumber,
      german(first.date),
      german(first.dueDate),
      'Überfällig',
      expect.stringMatching(/^A\d+/),
      expect.any(String),
      `${Math.floor(first.total / 100)},${cents}`,
      'EUR',
      '',
      '',
    ]);
  });

  it('exports all pages by default, one page when asked, and honours text and alsoCanceled', async () => {
    const rows = await rowsOf(demoId);
    const all = csvRows((await exportInvoices({ alsoCanceled: true, language: 'en' })).body, ',');
    expect(all[0]![0]).toBe('Invoice number');
    expect(all.length - 1).toBe(rows.length);
    const page2 = csvRows((await exportInvoices({ page: 2 })).body).slice(1);
    expect(page2.map((line) => line[0])).toEqual(
      (await list({ page: 2 })).invoices.map((i) => i.invoiceid),
    );
    const cancellation = rows.find((r) => r.canceledOrigin !== null)!;
    const found = csvRows(
      (await exportInvoices({ type: 'canceled', searchText: cancellation.invoiceNumber })).body,
    ).slice(1);
    expect(found).toHaveLength(1);
    expect(found[0]![9]).toBe(cancellation.canceledOrigin);
    expect(found[0]![6]!.startsWith('-')).toBe(true);
  });

  it('has no amount column for an account that sees no prices', async () => {
    const { db } = t.database.handle;
    await db.updateTable('accounts').set({ showPrices: 0 }).where('id', '=', demoId).execute();
    try {
      const [head] = csvRows((await exportInvoices({ language: 'en' })).body, ',');
      expect(head).not.toContain('Total');
      expect(head).not.toContain('Currency');
    } finally {
      await db.updateTable('accounts').set({ showPrices: 1 }).where('id', '=', demoId).execute();
    }
  });

  it('writes the spreadsheet format the buyer chose, refusing one it does not know', async () => {
    const chosen = await demo('POST', '/account/invoicesCSV', {
      search: { language: 'de', type: 'overdue' },
      csvFormat: 'comma-point',
    });
    const [head, line] = csvRows(chosen.body, ',');
    expect(head![0]).toBe('Rechnungsnummer');
    expect(line![1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(line![6]).toMatch(/^\d+\.\d{2}$/);
    const unknown = await demo('POST', '/account/invoicesCSV', { search: {}, csvFormat: ';' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a wrong body with 400', async () => {
    for (const search of [
      { page: -1 },
      { type: 'x' },
      { searchText: 'a\u0007' },
      { language: 'nl' },
    ]) {
      expect((await exportInvoices(search)).statusCode, JSON.stringify(search)).toBe(400);
    }
  });
});

describe('the overview’s credit line', () => {
  it('is used by the unpaid invoices and the orders not yet invoiced; the rest is free', async () => {
    const { db } = t.database.handle;
    await db
      .updateTable('accounts')
      .set({ creditLine: 5_000_000 })
      .where('id', '=', demoId)
      .execute();
    const unpaid = sum((await rowsOf(demoId)).filter(open));
    const processing = await db
      .selectFrom('orders')
      .select(['total'])
      .where('accountId', '=', demoId)
      .where('status', '=', 'processing')
      .execute();
    const ordered = processing.reduce((total, order) => total + order.total, 0);
    const body = (await demo('GET', '/account/invoices/overview')).json<InvoicesOverviewResponse>();
    expect(body.credit).toEqual({
      line: 5_000_000,
      used: unpaid + ordered,
      free: Math.max(5_000_000 - unpaid - ordered, 0),
    });

    await db.updateTable('accounts').set({ creditLine: 1 }).where('id', '=', demoId).execute();
    const exceeded = (
      await demo('GET', '/account/invoices/overview')
    ).json<InvoicesOverviewResponse>();
    expect(exceeded.credit).toEqual({ line: 1, used: unpaid + ordered, free: 0 });

    await db.updateTable('accounts').set({ showPrices: 0 }).where('id', '=', demoId).execute();
    try {
      const hidden = (
        await demo('GET', '/account/invoices/overview')
      ).json<InvoicesOverviewResponse>();
      expect(hidden.credit).toBeNull();
    } finally {
      await db
        .updateTable('accounts')
        .set({ showPrices: 1, creditLine: 0 })
        .where('id', '=', demoId)
        .execute();
    }
  });
});
