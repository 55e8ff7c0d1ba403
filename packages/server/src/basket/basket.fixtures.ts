import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Updateable } from 'kysely';
import type { Articles } from '#server/db/tables.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/** Helpers of the basket tests: logins, calls and articles set up to a known state. */

export const DEMO = {
  de: 'demo@example.com',
  uk: 'demo-uk@example.com',
  blocked: 'blocked@example.com',
  taxFree: 'taxfree@example.com',
  console: 'console@example.com',
} as const;

/** A consumer's delivery address for dropshipping orders, valid in the DE shop. */
export const CONSUMER_ADDRESS = {
  firstName: 'Jana',
  lastName: 'Vogel',
  street: 'Lindenweg',
  houseNumber: '12a',
  zip: '60311',
  city: 'Frankfurt am Main',
  country: 'DE',
  email: 'jana.vogel@example.net',
  phoneNumber: '+49 69 1234567',
} as const;

export async function login(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: email, password: 'demo-shop' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json<{ accessToken: string }>().accessToken;
}

export function caller(t: TestApp, token: string | null) {
  return (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}

/** The id of the account with this email; throws when there is none. */
export async function accountIdOf(t: Pick<TestApp, 'database'>, email: string): Promise<number> {
  const row = await t.database.handle.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const codeOf = (res: LightMyRequestResponse) =>
  res.json<{ error: { code: string } }>().error.code;

/**
 * Takes the next unused main article (no size variants, not damaged packaging) and sets it
 * to the given fields, with EUR and GBP prices and no price tiers unless given.
 */
export class ArticlePicker {
  private used = new Set<string>();
  constructor(private readonly t: Pick<TestApp, 'database'>) {}

  async take(
    fields: Updateable<Articles> = {},
    prices: { EUR?: number; GBP?: number; rebate?: number } = {},
  ): Promise<{ id: number; articleNumber: string }> {
    const { db } = this.t.database.handle;
    const rows = await db
      .selectFrom('articles')
      .select(['id', 'articleNumber'])
      .where('mainArticleNumber', 'is', null)
      .where('articleNumber', 'not like', '%DAP')
      .orderBy('id')
      .execute();
    const row = rows.find((r) => !this.used.has(r.articleNumber));
    if (!row) throw new Error('no unused article left');
    this.used.add(row.articleNumber);
    await db
      .updateTable('articles')
      .set({
        state: 'inStock',
        stockQuantity: 100,
        caseQuantity: 1,
        maxQty: null,
        maxQtyDate: null,
        taxRate: 19,
        ...fields,
      })
      .where('id', '=', row.id)
      .execute();
    await db.deleteFrom('articlePriceTiers').where('articleId', '=', row.id).execute();
    for (const [currency, price] of [
      ['EUR', prices.EUR ?? 1000],
      ['GBP', prices.GBP ?? 900],
    ] as const) {
      await db
        .insertInto('articlePrices')
        .values({ articleId: row.id, currency, singlePrice: price, rebate: prices.rebate ?? 0 })
        .onConflict((oc) =>
          oc.columns(['articleId', 'currency']).doUpdateSet({
            singlePrice: price,
            rebate: prices.rebate ?? 0,
            preorderRebate: 0,
          }),
        )
        .execute();
    }
    return row;
  }
}
