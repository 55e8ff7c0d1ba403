import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogEvents } from './catalog-events.ts';
import { CatalogRelay } from './catalog-relay.ts';

/** Two processes' catalog events, joined by the relay over the machine's Redis. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const relays: CatalogRelay[] = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

function processEvents(prefix: string): { events: CatalogEvents; relay: CatalogRelay } {
  const events = new CatalogEvents();
  const relay = new CatalogRelay(events, { redisUrl, prefix, onError: () => undefined });
  relays.push(relay);
  return { events, relay };
}

describe('the catalog relay', () => {
  it("tells another process's listeners of a change once, and never echoes it back", async () => {
    const prefix = `test-${Date.now()}-${Math.random()}:`;
    const a = processEvents(prefix);
    const b = processEvents(prefix);
    await Promise.all([a.relay.subscribed, b.relay.subscribed]);
    const seenByA: number[][] = [];
    const seenByB: number[][] = [];
    a.events.onArticlesChanged((ids) => seenByA.push([...ids]));
    const arrived = new Promise<void>((resolve) =>
      b.events.onArticlesChanged((ids) => {
        seenByB.push([...ids]);
        resolve();
      }),
    );
    const started = performance.now();
    a.events.articlesChanged([7, 11]);
    await arrived;
    expect(performance.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenByB).toEqual([[7, 11]]);
    expect(seenByA).toEqual([[7, 11]]);
  });

  it('keeps shops with another prefix apart', async () => {
    const a = processEvents(`test-a-${Math.random()}:`);
    const b = processEvents(`test-b-${Math.random()}:`);
    await Promise.all([a.relay.subscribed, b.relay.subscribed]);
    const seenByB: number[][] = [];
    b.events.onArticlesChanged((ids) => seenByB.push([...ids]));
    a.events.articlesChanged([1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenByB).toEqual([]);
  });

  it('tells its listeners that changes may have been missed once a lost subscription stands again', async () => {
    const a = processEvents(`test-missed-${Math.random()}:`);
    await a.relay.subscribed;
    const missed = new Promise<void>((resolve) => a.events.onChangesMissed(resolve));
    const admin = new Redis(redisUrl);
    try {
      const clients = (await admin.client('LIST')) as string;
      const line = clients.split('\n').find((l) => l.includes(`name=${a.relay.connectionName} `));
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
      expect(id, clients).toBeDefined();
      await admin.client('KILL', 'ID', id!);
      await missed;
    } finally {
      await admin.quit();
    }
  });
});
