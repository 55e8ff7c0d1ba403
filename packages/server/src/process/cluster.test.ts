import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { articleInStockWithProducer } from '#server/search/stock-count.fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

/**
 * The production topology without containers, as `npm run start:prod` starts it: PostgreSQL,
 * Redis and two worker processes behind one port (runs in the server-postgres project only).
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const METRICS_TOKEN = 'metrics-token-for-the-cluster-test';
const prefix = `cluster-test-${process.pid}-${Date.now()}:`;
const port = 30_000 + Math.floor(Math.random() * 10_000);
let database: TestDatabase;
let child: ReturnType<typeof spawn>;
let exited: Promise<number | null>;
let output = '';

interface Answer {
  status: number;
  body: string;
}

/** One request over the given agent; an agent with one kept-alive socket stays on one worker. */
function request(agent: http.Agent, method: string, url: string, body?: unknown, headers = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await createTestDatabase();
  child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        REDIS_URL,
        REDIS_PREFIX: prefix,
        WORKERS: '2',
        METRICS_TOKEN,
        SEED_ARTICLES: '20',
        LOG_LEVEL: 'warn',
        // only the relay can bring the change in time
        CATALOG_SYNC_INTERVAL_MS: '600000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => child.once('exit', resolve));
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await database.drop();
});

describe('two workers on PostgreSQL and Redis', () => {
  it('serve one port with their own pids, share catalog changes and account writes, and sum their metrics', async () => {
    // one kept-alive connection per worker: new connections are dealt round robin
    const workers = new Map<number, http.Agent>();
    let healthRequests = 0;
    // compiling TypeScript at start takes seconds; on a loaded machine much longer
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && workers.size < 2) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const answer = await request(agent, 'GET', '/api/ready').catch(() => undefined);
      if (answer?.status !== 200) {
        agent.destroy();
        await sleep(100);
        continue;
      }
      const health = await request(agent, 'GET', '/api/health');
      healthRequests += 1;
      const { pid } = JSON.parse(health.body) as { pid: number };
      expect(pid).not.toBe(child.pid);
      if (workers.has(pid)) agent.destroy();
      else workers.set(pid, agent);
    }
    expect(workers.size, output).toBe(2);

    // a change another process announces reaches both workers' search index within a second
    const article = await articleInStockWithProducer(database.handle.db);
    const inStock = async (agent: http.Agent) => {
      const answer = await request(agent, 'POST', '/api/articles', article.searchBody);
      expect(answer.status, answer.body).toBe(200);
      return articleSearchResponseSchema.parse(JSON.parse(answer.body)).filters.stock.count;
    };
    const before = await Promise.all([...workers.values()].map(inStock));
    await article.takeStock();
    const redis = new Redis(REDIS_URL);
    const announced = performance.now();
    await redis.publish(
      `${prefix}catalog-changed`,
      JSON.stringify({ origin: 'test', ids: [article.id] }),
    );
    await redis.quit();
    const agents = [...workers.values()];
    for (const [i, agent] of agents.entries()) {
      let count = await inStock(agent);
      while (count !== before[i]! - 1 && performance.now() - announced < 1000) {
        await sleep(25);
        count = await inStock(agent);
      }
      expect(count).toBe(before[i]! - 1);
    }
    expect(performance.now() - announced).toBeLessThan(1000);

    // an account written through one worker is seen by the other's guard at once, though that
    // guard had the account in its cache (docs/decisions/078-account-cache.md)
    const [first, second] = agents as [http.Agent, http.Agent];
    const login = await request(first, 'POST', '/auth/login', {
      name: 'new@example.com',
      password: 'demo-shop',
    });
    expect(login.status, login.body).toBe(200);
    const authorization = `Bearer ${(JSON.parse(login.body) as { accessToken: string }).accessToken}`;
    const basket = (agent: http.Agent) =>
      request(agent, 'GET', '/intern/basket', undefined, { authorization });
    expect((await basket(second)).status).toBe(403);
    const change = await request(
      first,
      'POST',
      '/account/changePassword',
      { newPassword: 'my-first-password', passwordInitialization: true },
      { authorization },
    );
    expect(change.status, change.body).toBe(200);
    const changed = performance.now();
    let status = (await basket(second)).status;
    while (status !== 200 && performance.now() - changed < 1000) {
      await sleep(10);
      status = (await basket(second)).status;
    }
    expect(status).toBe(200);
    expect(performance.now() - changed).toBeLessThan(1000);

    // metrics: refused without the token, and the health requests of both workers summed
    const anyWorker = agents[0]!;
    expect((await request(anyWorker, 'GET', '/metrics')).status).toBe(401);
    const metrics = await request(anyWorker, 'GET', '/metrics', undefined, {
      authorization: `Bearer ${METRICS_TOKEN}`,
    });
    expect(metrics.status).toBe(200);
    const line = metrics.body
      .split('\n')
      .find((l) => l.startsWith('shop_http_requests_total{') && l.includes('route="/api/health"'));
    expect(line, metrics.body.slice(0, 2000)).toBeDefined();
    expect(Number(line!.split(' ').at(-1))).toBe(healthRequests);
    expect(metrics.body).toContain('shop_db_pool_connections');

    for (const agent of agents) agent.destroy();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
