import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_LINES, importAnswerSchema } from '@shop/domain/api/basket-imports.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { DEMO, login } from '#server/testing/demo-logins.ts';

/**
 * Imports share the process with every other request: two customers importing the most lines
 * at once must leave the shop answering (docs/security.md, Limits). A regression guard with a
 * generous bound for a busy test machine, not a benchmark: an import in one transaction held
 * SQLite's one connection, and health waited for both imports, seconds (decision 018).
 */
const HEALTH_LATENCY_BOUND_MS = 2000;

let t: TestApp;
let base: string;
let tokens: string[];
let articleNumbers: string[];
function importLines(token: string, lines: number) {
  const text = Array.from(
    { length: lines },
    (_, i) => `${articleNumbers[i % articleNumbers.length]} 1`,
  ).join('\n');
  return fetch(`${base}/basket/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ basket: text }),
  });
}

// SQLite only (vitest.config.ts leaves it out of the PostgreSQL project): there every query
// waits for the one connection, which is what stalled the shop; on PostgreSQL an import holds
// one pooled connection of ten, and 4,000 lines of round trips take minutes (decision 018)
describe('basket import under load', () => {
  beforeAll(async () => {
    ({ t } = await seededApp({ articles: 60, referenceDate: '2026-11-25' }));
    tokens = [await login(t, DEMO.de), await login(t, DEMO.uk)];
    articleNumbers = (
      await t.database.handle.db.selectFrom('articles').select('articleNumber').limit(50).execute()
    ).map((row) => row.articleNumber);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('leaves health answering while two customers import the most lines at once', async () => {
    let running = true;
    const latencies: number[] = [];
    const poll = (async () => {
      while (running) {
        const started = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.text();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(tokens.map((token) => importLines(token, MAX_IMPORT_LINES)));
    const importMs = performance.now() - started;
    running = false;
    await poll;
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(importAnswerSchema.parse(await res.json()).lines).toHaveLength(MAX_IMPORT_LINES);
    }
    const worst = Math.max(...latencies);
    expect(
      worst,
      `health took up to ${Math.round(worst)} ms during ${Math.round(importMs)} ms of imports`,
    ).toBeLessThan(HEALTH_LATENCY_BOUND_MS);
  }, 300_000);
});
