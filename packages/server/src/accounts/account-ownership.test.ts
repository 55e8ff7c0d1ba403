import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvoicesOverviewResponse,
  TurnoverResponse,
} from '@shop/domain/api/account-overview.ts';
import { codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { tinyPng } from './profile.fixtures.ts';

/**
 * The ownership matrix of the account area: customer B's token on every overview and profile call
 * that names an id or a customer number of customer A. B never gets A's data and A's rows stay as
 * they were.
 */

let t: TestApp;
let a: Caller;
let b: Caller;
let aId: number;
const A_NUMBER = 'DE/100001';

beforeAll(async () => {
  ({
    t,
    callers: [a, b],
  } = await seededApp({ articles: 20, referenceDate: '2026-11-25', logins: [DEMO.de, DEMO.uk] }));
  aId = await accountIdOf(t, DEMO.de);
  expect(
    (await a('PUT', '/intern/saveLogoImage', { customer: A_NUMBER, logoImage: tinyPng(3) }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function rowsOfA() {
  const { db } = t.database.handle;
  return {
    account: await db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', aId)
      .executeTakeFirstOrThrow(),
    contacts: await db
      .selectFrom('accountContacts')
      .selectAll()
      .where('accountId', '=', aId)
      .execute(),
    messages: await db
      .selectFrom('accountMessages')
      .selectAll()
      .where('accountId', '=', aId)
      .execute(),
    uploads: await db.selectFrom('uploads').selectAll().where('accountId', '=', aId).execute(),
    orders: await db
      .selectFrom('orders')
      .select(['orderNumber', 'notice'])
      .where('accountId', '=', aId)
      .execute(),
  };
}

describe("B naming A's ids and customer number", () => {
  it('is refused on every call, and A keeps every row', async () => {
    const before = await rowsOfA();
    const logo = await b('PUT', '/intern/saveLogoImage', {
      customer: A_NUMBER,
      logoImage: tinyPng(5),
    });
    expect(logo.statusCode).toBe(403);
    expect(codeOf(logo)).toBe('NOT_YOUR_ACCOUNT');
    const seen = await b('PUT', '/intern/setMessagesSeen', { message: 'welcome-demo' });
    expect(seen.statusCode).toBe(404);
    const deletion = await b('GET', '/account/deleteAccount', undefined, {
      'x-delete-confirmation': A_NUMBER,
    });
    expect(deletion.statusCode).toBe(400);
    expect(codeOf(deletion)).toBe('DELETE_NOT_CONFIRMED');
    const shop = await b('POST', '/intern/checkMyShop', { shop: 'de' });
    expect(shop.json()).toEqual({ matches: false, shop: 'uk' });
    expect(await rowsOfA()).toEqual(before);
  });

  it("gets only its own logo, invoices and turnover, never A's", async () => {
    expect((await b('GET', '/intern/logoImage')).json()).toEqual({ logoImage: null });
    const { db } = t.database.handle;
    const aInvoices = new Set(
      (
        await db
          .selectFrom('invoices')
          .select('invoiceNumber')
          .where('accountId', '=', aId)
          .execute()
      ).map((r) => r.invoiceNumber),
    );
    const overview = (
      await b('GET', '/account/invoices/overview')
    ).json<InvoicesOverviewResponse>();
    expect(overview.currency).toBe('GBP');
    expect(overview.invoices.length).toBeGreaterThan(0);
    expect(overview.invoices.some((invoice) => aInvoices.has(invoice.invoiceid))).toBe(false);
    const ukId = await accountIdOf(t, DEMO.uk);
    const bTurnover = await db
      .selectFrom('turnover')
      .select(['year', 'amount'])
      .where('accountId', '=', ukId)
      .execute();
    const turnover = (await b('GET', '/account/turnOver')).json<TurnoverResponse>();
    for (const row of bTurnover) expect(turnover.years[String(row.year)]).toBe(row.amount);
  });
});
