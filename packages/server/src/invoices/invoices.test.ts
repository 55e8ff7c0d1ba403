import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvoicesOverviewResponse,
  TurnoverResponse,
} from '@shop/domain/api/account-overview.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf, login } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';

/** The invoice figures of the account overview (docs/product/invoices.md#inv-overview). */

let t: TestApp;
let demo: Caller;
let demoId: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ({
    t,
    callers: [demo],
  } = await seededApp({ articles: 40, referenceDate: today, logins: [DEMO.de] }));
  demoId = await accountIdOf(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

describe('GET /account/invoices/overview', () => {
  it('answers the five newest invoices and the unpaid and overdue sums from the stored rows', async () => {
    const res = await demo('GET', '/account/invoices/overview');
    expect(res.statusCode).toBe(200);
    const body = res.json<InvoicesOverviewResponse>();
    const rows = await t.database.handle.db
      .selectFrom('invoices')
      .selectAll()
      .where('accountId', '=', demoId)
      .execute();
    const open = rows.filter((row) => row.canceled === 0 && row.paidAt === null);
    const overdue = open.filter((row) => row.dueDate < today);
    expect(open.length).toBeGreaterThan(0);
    expect(overdue.length).toBeGreaterThan(0);
    expect(body.unpaidSum).toBe(open.reduce((sum, row) => sum + row.total, 0));
    expect(body.overdueSum).toBe(overdue.reduce((sum, row) => sum + row.total, 0));
    expect(body.unpaidCount).toBe(open.length);
    expect(body.overdueCount).toBe(overdue.length);
    expect(body.currency).toBe('EUR');
    expect(body.pricesHidden).toBe(false);

    expect(body.invoices).toHaveLength(5);
    const newest = [...rows].sort((a, b) =>
      a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id,
    );
    expect(body.invoices.map((invoice) => invoice.invoiceid)).toEqual(
      newest.slice(0, 5).map((row) => row.invoiceNumber),
    );
    for (const invoice of body.invoices) {
      const row = rows.find((r) => r.invoiceNumber === invoice.invoiceid)!;
      const state =
        row.canceled === 1
          ? 'canceled'
          : row.paidAt !== null
            ? 'paid'
            : row.dueDate < today
              ? 'overdue'
              : 'notPaid';
      expect(invoice.state).toBe(state);
      expect(invoice.total).toBe(row.total);
    }
  });

  it('answers no amount to an account that sees no prices, but the counts', async () => {
    const { db } = t.database.handle;
    await db.updateTable('accounts').set({ showPrices: 0 }).where('id', '=', demoId).execute();
    try {
      const overview = (
        await demo('GET', '/account/invoices/overview')
      ).json<InvoicesOverviewResponse>();
      expect(overview.pricesHidden).toBe(true);
      expect(overview.unpaidSum).toBeNull();
      expect(overview.overdueSum).toBeNull();
      expect(overview.unpaidCount).toBeGreaterThan(0);
      expect(overview.invoices.every((invoice) => invoice.total === null)).toBe(true);
      const turnover = (await demo('GET', '/account/turnOver')).json<TurnoverResponse>();
      expect(turnover.pricesHidden).toBe(true);
      expect(Object.values(turnover.years).every((value) => value === null)).toBe(true);
    } finally {
      await db.updateTable('accounts').set({ showPrices: 1 }).where('id', '=', demoId).execute();
    }
  });

  it('answers 401 without a token and 403 to a business-console account', async () => {
    expect((await caller(t, null)('GET', '/account/invoices/overview')).statusCode).toBe(401);
    const console = caller(t, await login(t, DEMO.console));
    for (const url of ['/account/invoices/overview', '/account/turnOver']) {
      const res = await console('GET', url);
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('BUSINESS_CONSOLE_REFUSED');
    }
  });
});

describe('GET /account/turnOver', () => {
  it('answers the stored turnover per year, oldest first, and the cancellation quota', async () => {
    const res = await demo('GET', '/account/turnOver');
    expect(res.statusCode).toBe(200);
    const body = res.json<TurnoverResponse>();
    const rows = await t.database.handle.db
      .selectFrom('turnover')
      .select(['year', 'amount'])
      .where('accountId', '=', demoId)
      .orderBy('year')
      .execute();
    expect(body.years).toEqual(
      Object.fromEntries(rows.map((row) => [String(row.year), row.amount])),
    );
    expect(Object.keys(body.years)).toEqual(rows.map((row) => String(row.year)));
    expect(body.currency).toBe('EUR');
    expect(body.quota).toBeGreaterThanOrEqual(0);
  });

  it('computes the quota as the cancelled share of the last twelve months', async () => {
    const { db } = t.database.handle;
    const uk = caller(t, await login(t, DEMO.uk));
    const ukId = await accountIdOf(t, DEMO.uk);
    await db.deleteFrom('transactions').where('accountId', '=', ukId).execute();
    await db.deleteFrom('invoices').where('accountId', '=', ukId).execute();
    const invoice = (
      number: string,
      total: number,
      canceled: 0 | 1,
      daysAgo: number,
      origin: string | null = null,
    ) => {
      const date = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      return {
        accountId: ukId,
        invoiceNumber: number,
        total,
        canceled,
        canceledOrigin: origin,
        date,
        dueDate: date,
        currency: 'GBP',
        paymentMethodId: 8,
        paidAt: date,
      };
    };
    await db
      .insertInto('invoices')
      .values([
        invoice('UKQ1', 80_000, 0, 10),
        invoice('UKQ2', 20_000, 1, 20),
        invoice('UKQ3', -20_000, 1, 19, 'UKQ2'),
        // older than twelve months: not counted
        invoice('UKQ4', 50_000, 1, 400),
      ])
      .execute();
    const body = (await uk('GET', '/account/turnOver')).json<TurnoverResponse>();
    expect(body.quota).toBe(20);
    expect(body.currency).toBe('GBP');
    expect(body.years[String(new Date().getUTCFullYear())]).not.toBeUndefined();
  });
});
