import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDatabaseKind } from '#server/testing/test-database.ts';
import { accessTokenFor } from '#server/testing/test-tokens.ts';
import {
  listRouteInputs,
  recordRouteInputs,
  type RouteInputs,
} from '#server/testing/route-inputs.ts';
import { fieldPaths, sampleOf, withField } from '#server/testing/schema-sample.ts';

/**
 * docs/security.md, one customer never sees another's data: generated from the route table.
 * Every route with a path parameter, query value or body field that names an id, a number, a
 * reference or a customer gets customer B's token and, in that place, each of customer A's ids
 * and numbers its schema accepts. A leak is a successful answer that shows A's e-mail, A's
 * customer number or one of A's order or invoice numbers B did not send, or a change to any of
 * A's rows. Public ids (articles, polls) may answer 200: they show nothing of A.
 */
const ID_FIELD = /(^id$|Id$|_id$|IDs?$|[nN]umber$|^customer$|[sS]uffix$|^reference$)/;
/** Tables holding a customer's own rows, by their account_id column. */
const OWN_TABLES = [
  'account_addresses',
  'account_contacts',
  'account_messages',
  'api_keys',
  'baskets',
  'invoices',
  'newsletter_emails',
  'open_orders',
  'orders',
  'saved_baskets',
  'saved_searches',
  'transactions',
  'turnover',
  'uploads',
  'webhook_deliveries',
  'webhook_endpoints',
];

const PARALLEL = 8;

let t: TestApp;
let routes: RouteInputs[];
let tokenB: string;
let aId: number;
/** Values that name something of A's, to put into B's requests. */
let idsOfA: (string | number)[];
/** Texts that must never reach B. */
let secretsOfA: string[];

async function rowsOfA(): Promise<Record<string, unknown>[][]> {
  const { db } = t.database.handle;
  return Promise.all(
    OWN_TABLES.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`
        select * from ${sql.table(table)} where account_id = ${aId} order by 1`.execute(db);
      return rows;
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp({}, recordRouteInputs);
  await seedDatabase(t.database.handle, { articles: 20, referenceDate: '2026-11-25' });
  routes = await listRouteInputs(t.app);
  const { db } = t.database.handle;
  const a = await db
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', 'demo@example.com')
    .executeTakeFirstOrThrow();
  aId = a.id;
  // B: a customer of the same shop, so only ownership tells them apart
  const { id: bId } = await db
    .insertInto('accounts')
    .values({
      customerNumber: 'DE/100099',
      shop: 'de',
      email: 'second-customer@example.com',
      passwordHash: a.passwordHash,
      language: 'de',
      currency: 'EUR',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('accountAddresses')
    .values({ accountId: bId, kind: 'billing', country: 'DE' })
    .execute();
  tokenB = await accessTokenFor(t, bId);
  // an API key of A's, whose id B tries to revoke (docs/decisions/133-api-keys-for-a-retailers-erp.md)
  await db
    .insertInto('apiKeys')
    .values({
      accountId: aId,
      name: 'erp',
      scopes: '["orders"]',
      keyHash: 'a'.repeat(64),
      createdAt: '2026-11-25T00:00:00.000Z',
    })
    .execute();
  // A's webhook and one delivery of it (the seed has none): B may neither see nor replay them
  const at = new Date().toISOString();
  const endpoint = await db
    .insertInto('webhookEndpoints')
    .values({
      accountId: aId,
      url: 'https://erp.example.com/a-hook',
      events: '["invoice.issued"]',
      secret: 'whsec_of-customer-a',
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhookDeliveries')
    .values({
      endpointId: endpoint.id,
      accountId: aId,
      eventId: 'evt_1',
      event: 'invoice.issued',
      body: '{}',
      state: 'delivered',
      createdAt: at,
      updatedAt: at,
    })
    .execute();

  const own = await rowsOfA();
  const numbersIn = (column: string) =>
    own
      .flat()
      .map((row) => row[column])
      .filter((v): v is string => typeof v === 'string' && v.length >= 5);
  const numbers = ['orderNumber', 'invoiceNumber', 'reference'].flatMap(numbersIn);
  // the first row id of each table and two numbers of each kind, not all of them: enough to
  // reach every lookup while the run stays short
  const rowIds = own.flatMap((rows) => (rows[0] ? [Number(rows[0].id)] : []));
  idsOfA = [
    ...new Set([
      ...rowIds,
      // as path parameters are sent: text
      ...rowIds.map(String),
      a.customerNumber,
      a.customerNumber.split('/')[1]!,
      ...['orderNumber', 'invoiceNumber', 'reference'].flatMap((c) => numbersIn(c).slice(0, 2)),
    ]),
  ];
  secretsOfA = [a.email, a.customerNumber, 'erp.example.com/a-hook', ...numbers];
  expect(numbers.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t.close();
});

/** B's requests for one route: A's ids, one id field at a time, where the schema takes them. */
function attemptsFor(route: RouteInputs): { options: InjectOptions; sent: string }[] {
  const params = (route.params ? sampleOf(route.params) : {}) as Record<string, unknown>;
  const query = (route.querystring ? sampleOf(route.querystring) : {}) as Record<string, unknown>;
  const body = route.body ? sampleOf(route.body) : undefined;
  const headers = (route.headers ? sampleOf(route.headers) : {}) as Record<string, string>;
  const accepts = (schema: RouteInputs['body'], value: unknown) =>
    !schema || schema.safeParse(value).success;
  const build = (p: Record<string, unknown>, q: Record<string, unknown>, b: unknown) => {
    const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
      encodeURIComponent(String(p[name] ?? '1')),
    );
    const search = new URLSearchParams(
      Object.entries(q).map(([k, v]) => [k, String(v)]),
    ).toString();
    const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
    return {
      method: route.method as InjectOptions['method'],
      url: search ? `${url}?${search}` : url,
      headers: { ...headers, authorization: `Bearer ${tokenB}` },
      ...(sendsBody ? { payload: (b ?? {}) as object } : {}),
    };
  };
  const attempts: { options: InjectOptions; sent: string }[] = [];
  for (const value of idsOfA) {
    for (const name of Object.keys(params).filter((n) => ID_FIELD.test(n))) {
      const changed = { ...params, [name]: value };
      if (accepts(route.params, changed)) {
        attempts.push({ options: build(changed, query, body), sent: String(value) });
      }
    }
    for (const name of Object.keys(query).filter((n) => ID_FIELD.test(n))) {
      const changed = { ...query, [name]: value };
      if (accepts(route.querystring, changed)) {
        attempts.push({ options: build(params, changed, body), sent: String(value) });
      }
    }
    for (const path of fieldPaths(body)) {
      if (!ID_FIELD.test(String(path.at(-1)))) continue;
      const changed = withField(body, path, value);
      if (accepts(route.body, changed)) {
        attempts.push({ options: build(params, query, changed), sent: String(value) });
      }
    }
  }
  return attempts;
}

describe('the ownership matrix', () => {
  it("never shows or changes customer A's data to customer B, on any route naming an id", async () => {
    const before = JSON.stringify(await rowsOfA());
    const leaks: string[] = [];
    let requests = 0;
    let tested = 0;
    for (const [index, route] of routes.entries()) {
      const attempts = attemptsFor(route);
      if (attempts.length === 0) continue;
      tested += 1;
      const send = async ({ options, sent }: (typeof attempts)[number]) => {
        // spread per-address rate limits over the routes
        const res = await t.app.inject({ ...options, remoteAddress: `10.9.${index}.1` });
        requests += 1;
        const what = `${res.statusCode} ${route.method} ${route.url} with ${sent}`;
        if (res.statusCode >= 500) leaks.push(`${what}: server error`);
        if (res.statusCode < 300) {
          const shown = secretsOfA.filter((s) => s !== sent && res.body.includes(s));
          if (shown.length > 0) leaks.push(`${what} showed ${shown.join(', ')}`);
        }
      };
      for (let i = 0; i < attempts.length; i += PARALLEL) {
        await Promise.all(attempts.slice(i, i + PARALLEL).map(send));
      }
      if (route.method !== 'GET' && JSON.stringify(await rowsOfA()) !== before) {
        leaks.push(`${route.method} ${route.url} changed A's rows`);
      }
    }
    console.info(
      `IDOR matrix (${testDatabaseKind()}): ${tested} routes naming ids, ${requests} requests ` +
        `with ${idsOfA.length} ids of another customer, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
    expect(tested).toBeGreaterThan(15);
  }, 120_000);
});
