import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { accountIdOf, DEMO } from '#server/testing/demo-logins.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { WrittenTablesRelay } from '#server/events/written-tables-relay.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { demoCustomerForTheseTests, type DemoCustomer } from './account-cache.fixtures.ts';
import { AccountCache, GUARD_TABLES } from './account-cache.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const queries: string[] = [];
const readsAccount = (sql: string) => /from "accounts"/i.test(sql);
let t: TestApp;
let demoId: number;
let accountStatus: DemoCustomer['accountStatus'];
let setActive: DemoCustomer['setActive'];
demoCustomerForTheseTests({ onQuery: (sql) => queries.push(sql) }, (customer) => {
  ({ t, demoId, accountStatus, setActive } = customer);
});

/** Another process's connection to the same database: its writes are not this handle's. */
function otherProcessHandle(): DatabaseHandle {
  return openDatabase({ databaseUrl: t.database.databaseUrl, dataDir: t.database.dataDir });
}

describe("the guard's account cache", () => {
  it('checks a logged-in customer without reading the account again', async () => {
    expect(await accountStatus()).toBe(200);
    queries.length = 0;
    expect(await accountStatus()).toBe(200);
    expect(queries.filter(readsAccount)).toHaveLength(1); // the answer's own read, not the guard's
  });

  it("refuses a deactivated account's token at the next request, whichever statement wrote it", async () => {
    expect(await accountStatus()).toBe(200);
    await setActive(0);
    try {
      expect(await accountStatus()).toBe(401);
    } finally {
      await setActive(1);
    }
    expect(await accountStatus()).toBe(200);
  });

  it("hears another process's writes through Redis within a second", async () => {
    const other = otherProcessHandle();
    const cache = new AccountCache(t.database.handle.db, t.database.handle.writes);
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
      expect((await cache.byId(demoId))?.priceCurrency).toBe('EUR');
      const heard = new Promise<void>((resolve) => {
        const stop = t.database.handle.writes.on(['accounts'], (origin) => {
          if (origin === 'elsewhere') {
            stop();
            resolve();
          }
        });
      });
      const started = performance.now();
      await other.db
        .updateTable('accounts')
        .set({ showPrices: 0 })
        .where('id', '=', demoId)
        .execute();
      await heard;
      expect(performance.now() - started).toBeLessThan(1000);
      expect((await cache.byId(demoId))?.priceCurrency).toBeNull();
    } finally {
      await other.db
        .updateTable('accounts')
        .set({ showPrices: 1 })
        .where('id', '=', demoId)
        .execute();
      await Promise.all(relays.map((relay) => relay.close()));
      cache.close();
      await other.close();
    }
  });

  it('reads again after its TTL what a writer outside the shop changed', async () => {
    const other = otherProcessHandle();
    let now = 1_000_000;
    const cache = new AccountCache(t.database.handle.db, t.database.handle.writes, {
      ttlMs: 30_000,
      now: () => now,
    });
    try {
      expect((await cache.byId(demoId))?.usable).toBe(true);
      await other.db.updateTable('accounts').set({ active: 0 }).where('id', '=', demoId).execute();
      now += 29_000;
      expect((await cache.byId(demoId))?.usable).toBe(true);
      now += 1_000;
      expect((await cache.byId(demoId))?.usable).toBe(false);
    } finally {
      await other.db.updateTable('accounts').set({ active: 1 }).where('id', '=', demoId).execute();
      cache.close();
      await other.close();
    }
  });

  it('keeps no password hash and at most its number of entries', async () => {
    const cache = new AccountCache(t.database.handle.db, t.database.handle.writes, {
      maxEntries: 1,
    });
    const other = await accountIdOf(t, DEMO.uk);
    try {
      const account = await cache.byId(demoId);
      expect(Object.keys(account ?? {})).not.toContain('passwordHash');
      await cache.byId(other);
      queries.length = 0;
      await cache.byId(other);
      expect(queries).toEqual([]);
      await cache.byId(demoId);
      expect(queries.filter(readsAccount)).toHaveLength(1);
    } finally {
      cache.close();
    }
  });
});

describe('after the Redis subscription was lost', () => {
  it('forgets every account, as writes published meanwhile are lost', async () => {
    const cache = new AccountCache(t.database.handle.db, t.database.handle.writes);
    const prefix = `test-${Date.now()}-${Math.random()}:`;
    const relay = new WrittenTablesRelay(t.database.handle.writes, GUARD_TABLES, {
      redisUrl,
      prefix,
      onError: () => undefined,
    });
    const admin = new Redis(redisUrl);
    try {
      await relay.subscribed;
      await cache.byId(demoId);
      queries.length = 0;
      await cache.byId(demoId);
      expect(queries).toEqual([]);

      const heard = new Promise<void>((resolve) => {
        const stop = t.database.handle.writes.on(['accounts'], (origin) => {
          if (origin !== 'elsewhere') return;
          stop();
          resolve();
        });
      });
      const clients = (await admin.client('LIST')) as string;
      const line = clients.split('\n').find((l) => l.includes(`name=${relay.connectionName} `));
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
      expect(id, clients).toBeDefined();
      await admin.client('KILL', 'ID', id!);
      await heard;
      await cache.byId(demoId);
      expect(queries.filter(readsAccount)).toHaveLength(1);
    } finally {
      await admin.quit();
      await relay.close();
      cache.close();
    }
  });
});
