import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { WrittenTablesRelay } from '#server/events/written-tables-relay.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { GUARD_TABLES } from './account-cache.ts';
import { logout } from './auth.service.ts';
import { REVOKED_SESSION_MS, RevokedSessions } from './revoked-sessions.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const queries: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { onQuery: (sql) => queries.push(sql) });
  await seedDatabase(t.database.handle, { articles: 5, referenceDate: '2026-11-25' });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
async function login(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: email, password: 'demo-shop', stayConnected: true },
    remoteAddress: `10.9.0.${++ipCounter}`,
  });
  expect(res.statusCode).toBe(200);
  const accessToken = res.json<{ accessToken: string }>().accessToken;
  return {
    accessToken,
    refresh: res.cookies.find((cookie) => cookie.name === 'shop_refresh')!.value,
    sessionId: (
      JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
        sid: string;
      }
    ).sid,
  };
}

async function statusWith(accessToken: string, url = '/intern/account'): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return res.statusCode;
}

describe("a revoked session's access token", () => {
  it('is refused on the very next call after a logout, on every route', async () => {
    const session = await login('demo@example.com');
    expect(await statusWith(session.accessToken)).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: { shop_refresh: session.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect(await statusWith(session.accessToken)).toBe(401);
    expect(await statusWith(session.accessToken, '/intern/basket')).toBe(401);
  });

  it("is refused for the account's other sessions after a password change, not for the changing one", async () => {
    const here = await login('taxfree@example.com');
    const elsewhere = await login('taxfree@example.com');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/account/changePassword',
      headers: { authorization: `Bearer ${here.accessToken}` },
      payload: { currentPassword: 'demo-shop', newPassword: 'a-changed-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusWith(elsewhere.accessToken)).toBe(401);
    expect(await statusWith(here.accessToken)).toBe(200);
  });

  it('costs no database read per request once the revoked sessions are read', async () => {
    const session = await login('demo@example.com');
    expect(await statusWith(session.accessToken)).toBe(200);
    queries.length = 0;
    expect(await statusWith(session.accessToken)).toBe(200);
    expect(queries.filter((sql) => /revoked_sessions/i.test(sql))).toEqual([]);
  });

  it("is refused within a second after another process's logout, heard through Redis", async () => {
    const other = openDatabase({
      databaseUrl: t.database.databaseUrl,
      dataDir: t.database.dataDir,
    });
    const prefix = `test-${Date.now()}-${Math.random()}:`;
    const relays = [t.database.handle.writes, other.writes].map(
      (writes) =>
        new WrittenTablesRelay(writes, GUARD_TABLES, {
          redisUrl,
          prefix,
          onError: () => undefined,
        }),
    );
    try {
      await Promise.all(relays.map((relay) => relay.subscribed));
      const session = await login('demo@example.com');
      expect(await statusWith(session.accessToken)).toBe(200);
      const started = performance.now();
      await logout(other.db, session.refresh);
      // the first message can come before the other process's commit; a later one follows it
      let status = await statusWith(session.accessToken);
      while (status !== 401 && performance.now() - started < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = await statusWith(session.accessToken);
      }
      expect(status).toBe(401);
    } finally {
      await Promise.all(relays.map((relay) => relay.close()));
      await other.close();
    }
  });

  it('is known to a process started after the logout, until no access token of it can be valid', async () => {
    const session = await login('demo@example.com');
    await logout(t.database.handle.db, session.refresh);
    let now = Date.now();
    const started = new RevokedSessions(t.database.handle.db, t.database.handle.writes, () => now);
    try {
      await started.settled();
      expect(started.isRevoked(session.sessionId)).toBe(true);
      now += REVOKED_SESSION_MS - 1000;
      expect(started.isRevoked(session.sessionId)).toBe(true);
      now += 1000;
      expect(started.isRevoked(session.sessionId)).toBe(false);
    } finally {
      started.close();
    }
  });
});
