import { spawn, type ChildProcessByStdio } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { DEMO_PASSWORD } from '#server/seed/demo-accounts.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import { STALE_AFTER_MS } from '#server/http/idempotency.ts';
import { ORDER_ROUTE } from './order-placement.service.ts';

/**
 * docs/security.md, money and stock: the real shop process is killed with SIGKILL while 50
 * customers order at once, and started again on the same database. Every order must be whole
 * or absent, every basket ordered-and-empty or intact, stock must add up, and no
 * Idempotency-Key may stay stuck.
 */

const CUSTOMERS = 50;
const START_BUDGET_MS = 60_000;
const MAIN = path.resolve(import.meta.dirname, '../main.ts');

interface Answer {
  status: number;
  body: { orderNumber?: string; error?: { code: string } };
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The shop as `npm start` runs it: node with tsx on src/main.ts, configured by environment. */
class Shop {
  private output = '';
  readonly exited: Promise<number | null>;

  private constructor(
    private readonly child: ChildProcessByStdio<null, Readable, Readable>,
    readonly url: string,
  ) {
    child.stdout.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', resolve));
  }

  /** Restarts use the same port: the token issuer is the shop's address. */
  static async start(database: TestDatabase, port: number): Promise<Shop> {
    // node itself, not the tsx launcher: a SIGKILL must hit the process that serves
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        SMTP_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const shop = new Shop(child, `http://127.0.0.1:${port}`);
    let running = true;
    void shop.exited.then(() => (running = false));
    // a loaded CI machine (two cores, other test files beside) may take long to start tsx
    const deadline = Date.now() + START_BUDGET_MS;
    while (Date.now() < deadline && running) {
      const healthy = await fetch(`${shop.url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) return shop;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`the shop did not start:\n${shop.output}`);
  }

  /** What the process printed: its error log explains a failed expectation. */
  get log(): string {
    return this.output;
  }

  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null> {
    this.child.kill(signal);
    return this.exited;
  }

  async login(email: string): Promise<string> {
    const res = await fetch(`${this.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: email, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
    return ((await res.json()) as { accessToken: string }).accessToken;
  }

  /** POST /basket/order; a connection cut by the kill answers null. */
  async order(token: string, key: string): Promise<Answer | null> {
    try {
      const res = await fetch(`${this.url}/basket/order`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: '{}',
      });
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    } catch {
      return null;
    }
  }
}

interface Customer {
  accountId: number;
  email: string;
  key: string;
  reference: string;
  token: string;
  /** The basket as it was filled: article number and units, sorted by article number. */
  lines: [string, number][];
}

let database: TestDatabase;
let customers: Customer[];
let shop: Shop | undefined;
/** Stock of every article in the baskets before the orders. */
const stockBefore = new Map<string, number>();
let preorderNumber: string;
let scarceNumber: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  await seedDatabase(database.handle, { articles: 60, referenceDate: '2026-11-25' });
  const pick = new ArticlePicker({ database });
  const plenty = [
    await pick.take({ stockQuantity: 1000 }),
    await pick.take({ stockQuantity: 1000, caseQuantity: 6 }),
    await pick.take({ stockQuantity: 1000, taxRate: 7 }),
    await pick.take({ stockQuantity: 1000 }),
    await pick.take({ stockQuantity: 1000 }),
  ];
  // fewer units than the customers who want one: some orders are refused, and roll back
  const scarce = await pick.take({ stockQuantity: 20 });
  const preorder = await pick.take({ state: 'preorder', stockQuantity: 0 });
  scarceNumber = scarce.articleNumber;
  preorderNumber = preorder.articleNumber;
  const caseOf = new Map(
    (
      await db
        .selectFrom('articles')
        .select(['articleNumber', 'caseQuantity', 'stockQuantity'])
        .where(
          'id',
          'in',
          [...plenty, scarce, preorder].map((a) => a.id),
        )
        .execute()
    ).map((a) => {
      stockBefore.set(a.articleNumber, a.stockQuantity);
      return [a.articleNumber, a.caseQuantity] as const;
    }),
  );

  const { passwordHash } = await db
    .selectFrom('accounts')
    .select('passwordHash')
    .where('email', '=', DEMO.de)
    .executeTakeFirstOrThrow();
  customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `crash-${i}@example.com`;
    const { id: accountId } = await db
      .insertInto('accounts')
      .values({
        customerNumber: `DE/8${String(i).padStart(5, '0')}`,
        shop: 'de',
        email,
        passwordHash,
        language: 'de',
        currency: 'EUR',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('accountAddresses')
      .values({ accountId, kind: 'billing', country: 'DE' })
      .execute();
    const { id: basketId } = await db
      .insertInto('baskets')
      .values({ accountId, reference: `PO-${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wanted = new Map<string, number>();
    for (let k = 0; k <= i % 3; k++) {
      const article = plenty[(i + k) % plenty.length]!;
      wanted.set(article.articleNumber, ((i + k) % 4) + 1);
    }
    if (i % 2 === 0) wanted.set(scarce.articleNumber, 1);
    if (i % 5 === 0) wanted.set(preorder.articleNumber, 2);
    const lines: [string, number][] = [...wanted].map(([number, cases]) => [
      number,
      cases * caseOf.get(number)!,
    ]);
    await db
      .insertInto('basketLines')
      .values(
        lines.map(([articleNumber, quantity]) => ({
          basketId,
          articleNumber,
          quantity,
          priceAtAdd: 1000,
          quantityAtAdd: caseOf.get(articleNumber)!,
          currency: 'EUR',
          reference: null,
        })),
      )
      .execute();
    lines.sort(([a], [b]) => a.localeCompare(b));
    customers.push({
      accountId,
      email,
      key: `crash-order-${i}`,
      reference: `PO-${i}`,
      token: '',
      lines,
    });
  }
}, 60_000);

afterAll(async () => {
  await shop?.kill('SIGKILL');
  await database.drop();
});

/** What the database holds now, per customer, for the whole-or-absent checks. */
async function storedState() {
  const { db } = database.handle;
  const ids = customers.map((c) => c.accountId);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'accountId', 'orderNumber', 'reference'])
    .where('accountId', 'in', ids)
    .execute();
  const orderLines = await db
    .selectFrom('orderLines')
    .select(['orderId', 'articleNumber', 'quantity'])
    .where('orderId', 'in', orders.map((o) => o.id).concat(-1))
    .execute();
  const basketLines = await db
    .selectFrom('basketLines as l')
    .innerJoin('baskets as b', 'b.id', 'l.basketId')
    .select(['b.accountId', 'l.articleNumber', 'l.quantity'])
    .where('b.accountId', 'in', ids)
    .execute();
  const keys = await db
    .selectFrom('idempotencyKeys')
    .selectAll()
    .where('accountId', 'in', ids)
    .where('route', '=', ORDER_ROUTE)
    .execute();
  const articles = await db
    .selectFrom('articles')
    .select(['articleNumber', 'stockQuantity'])
    .where('articleNumber', 'in', [...stockBefore.keys()])
    .execute();
  const openOrders = await db
    .selectFrom('openOrders')
    .select(['accountId', 'articleNumber', 'quantity'])
    .where('accountId', 'in', ids)
    .execute();
  const sorted = (rows: { articleNumber: string; quantity: number }[]) =>
    rows
      .map((r): [string, number] => [r.articleNumber, r.quantity])
      .sort(([a], [b]) => a.localeCompare(b));
  return {
    customers: customers.map((c) => {
      const own = orders.filter((o) => o.accountId === c.accountId);
      return {
        customer: c,
        orders: own.map((o) => ({
          orderNumber: o.orderNumber,
          reference: o.reference,
          lines: sorted(orderLines.filter((l) => l.orderId === o.id)),
        })),
        basket: sorted(basketLines.filter((l) => l.accountId === c.accountId)),
        key: keys.find((k) => k.key === c.key),
        openOrders: sorted(openOrders.filter((o) => o.accountId === c.accountId)),
      };
    }),
    stock: new Map(articles.map((a) => [a.articleNumber, a.stockQuantity])),
  };
}

/** The promises that hold at every moment, whatever the kill interrupted. */
async function expectWholeOrAbsent() {
  const state = await storedState();
  const sold = new Map<string, number>();
  for (const { customer, orders, basket, key, openOrders } of state.customers) {
    expect(orders.length, customer.email).toBeLessThanOrEqual(1);
    const order = orders[0];
    if (order) {
      // whole: exactly the basket's lines, and the basket emptied in the same transaction
      expect(order.lines, customer.email).toEqual(customer.lines);
      expect(order.reference).toBe(customer.reference);
      expect(basket, customer.email).toEqual([]);
      expect(openOrders).toEqual(customer.lines.filter(([n]) => n === preorderNumber));
      for (const [number, units] of order.lines) sold.set(number, (sold.get(number) ?? 0) + units);
      // its key, if it got that far, was completed by the same transaction
      if (key) {
        expect(key.state).toBe('done');
        expect(key.responseStatus).toBe(201);
        expect(JSON.parse(key.responseBody!)).toMatchObject({ orderNumber: order.orderNumber });
      }
    } else {
      // absent: nothing of it is left, the basket is as it was
      expect(basket, customer.email).toEqual(customer.lines);
      expect(openOrders).toEqual([]);
      if (key?.state === 'done') expect(key.responseStatus).toBe(409);
    }
  }
  for (const [number, before] of stockBefore) {
    const taken = number === preorderNumber ? 0 : (sold.get(number) ?? 0);
    expect(state.stock.get(number), number).toBe(before - taken);
  }
  return state;
}

describe('SIGKILL during 50 concurrent orders', () => {
  it(
    'leaves every order whole or absent, stock adding up, and no key stuck',
    async () => {
      const port = await freePort();
      shop = await Shop.start(database, port);
      const first = shop;
      await Promise.all(customers.map(async (c) => (c.token = await first.login(c.email))));

      // all orders at once; the process dies once a random number of them were answered, so
      // the kill lands anywhere in the run: between statements, inside order transactions
      const answers: (Answer | null)[] = new Array<Answer | null>(CUSTOMERS).fill(null);
      const killAfter = 1 + Math.floor(Math.random() * (CUSTOMERS * 0.8));
      let answered = 0;
      let killed: Promise<number | null> | undefined;
      const kill = () => (killed ??= first.kill('SIGKILL'));
      const fallback = setTimeout(kill, 10_000);
      await Promise.all(
        customers.map(async (c, i) => {
          const answer = await first.order(c.token, c.key);
          answers[i] = answer;
          if (answer && ++answered === killAfter) setTimeout(kill, Math.random() * 5);
        }),
      );
      clearTimeout(fallback);
      expect(await kill()).toBeNull();
      shop = undefined;

      const afterKill = await expectWholeOrAbsent();
      const cut = answers.filter((a) => a === null).length;
      // what was answered before the kill is kept: a confirmed order is never lost
      answers.forEach((answer, i) => {
        const stored = afterKill.customers[i]!;
        if (answer?.status === 201) {
          expect(stored.orders.map((o) => o.orderNumber)).toEqual([answer.body.orderNumber]);
        } else if (answer) {
          expect(answer.status, first.log).toBe(409);
          expect(stored.orders).toEqual([]);
        }
      });
      const running = afterKill.customers.filter((s) => s.key?.state === 'running');

      // the same database, a new process: every retry with the same key gets a sensible answer
      shop = await Shop.start(database, port);
      const second = shop;
      const retries = await Promise.all(customers.map((c) => second.order(c.token, c.key)));
      retries.forEach((retry, i) => {
        const stored = afterKill.customers[i]!;
        expect(retry).not.toBeNull();
        expect(retry!.status, second.log).toBeLessThan(500);
        if (stored.key?.state === 'done') {
          // the first answer again
          expect(retry!.status).toBe(stored.key.responseStatus);
          expect(retry!.body).toEqual(JSON.parse(stored.key.responseBody!));
        } else if (stored.key?.state === 'running') {
          // claimed by the killed process: in progress until the claim is stale
          expect(retry!.status).toBe(409);
          expect(retry!.body.error?.code).toBe('IDEMPOTENCY_IN_PROGRESS');
        } else {
          // never claimed: a fresh attempt
          expect([201, 409]).toContain(retry!.status);
          if (retry!.status === 409) expect(retry!.body.error?.code).toBe('BASKET_NOT_ORDERABLE');
        }
      });

      // two minutes later (the claims are aged instead of waiting) the claims are taken over
      const { db } = database.handle;
      await db
        .updateTable('idempotencyKeys')
        .set({ createdAt: new Date(Date.now() - STALE_AFTER_MS - 1000).toISOString() })
        .where('state', '=', 'running')
        .where('route', '=', ORDER_ROUTE)
        .execute();
      for (const stored of running) {
        const retry = await second.order(stored.customer.token, stored.customer.key);
        expect([201, 409], second.log).toContain(retry!.status);
        if (retry!.status === 409) expect(retry!.body.error?.code).toBe('BASKET_NOT_ORDERABLE');
        // and from then on the answer of that attempt
        expect(await second.order(stored.customer.token, stored.customer.key)).toEqual(retry);
      }

      const final = await expectWholeOrAbsent();
      expect(final.customers.filter((s) => s.key?.state !== 'done')).toEqual([]);
      // only a want of the scarce article leaves a customer without an order, once it is gone
      const without = final.customers.filter((s) => s.orders.length === 0);
      for (const s of without) expect(s.customer.lines.map(([n]) => n)).toContain(scarceNumber);
      if (without.length > 0) expect(final.stock.get(scarceNumber)).toBe(0);

      expect(await second.kill('SIGTERM')).toBe(0);
      shop = undefined;
      console.info(
        `order crash (${database.databaseUrl ? 'postgres' : 'sqlite'}): ` +
          `${answers.filter((a) => a?.status === 201).length} confirmed, ` +
          `${answers.filter((a) => a?.status === 409).length} refused, ${cut} cut by the kill ` +
          `(${afterKill.customers.filter((s) => s.orders.length > 0).length} orders stored, ` +
          `${running.length} keys left running); after restart ` +
          `${final.customers.filter((s) => s.orders.length > 0).length} orders`,
      );
      // two starts may each use their budget on a loaded machine
    },
    3 * START_BUDGET_MS,
  );
});
