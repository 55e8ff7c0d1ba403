import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountIdOf, DEMO } from '#server/basket/basket.fixtures.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { accessTokenFor } from '#server/testing/test-tokens.ts';

/**
 * The guard's cache and a transaction still open on another connection (PostgreSQL only: SQLite
 * has one connection, so no request reads while another's transaction is open;
 * docs/decisions/078-account-cache.md).
 */
let t: TestApp;
let demoId: number;
let authorization: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.handle, { articles: 5, referenceDate: '2026-11-25' });
  demoId = await accountIdOf(t, DEMO.de);
  authorization = `Bearer ${await accessTokenFor(t, demoId)}`;
});
afterAll(async () => {
  await t.close();
});

async function accountStatus(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/intern/account',
    headers: { authorization },
  });
  return res.statusCode;
}

it('forgets an account read while a transaction that deactivates it ran, once it commits', async () => {
  await t.database.handle.db.transaction().execute(async (tx) => {
    await tx.updateTable('accounts').set({ active: 0 }).where('id', '=', demoId).execute();
    // another connection still sees the committed row, and the cache keeps it
    expect(await accountStatus()).toBe(200);
  });
  try {
    expect(await accountStatus()).toBe(401);
  } finally {
    await t.database.handle.db
      .updateTable('accounts')
      .set({ active: 1 })
      .where('id', '=', demoId)
      .execute();
  }
});
