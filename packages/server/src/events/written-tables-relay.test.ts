import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { WrittenTables, type WriteOrigin } from '#server/db/written-tables.ts';
import { WrittenTablesRelay } from './written-tables-relay.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

it('ignores hostile messages on its channel and still hears a proper one', async () => {
  const prefix = `test-hostile-${Date.now()}-${Math.random()}:`;
  const writes = new WrittenTables();
  const heard: WriteOrigin[] = [];
  writes.on(['accounts'], (origin) => heard.push(origin));
  const relay = new WrittenTablesRelay(writes, ['accounts'], {
    redisUrl,
    prefix,
    onError: () => undefined,
  });
  const publisher = new Redis(redisUrl);
  try {
    await relay.subscribed;
    const channel = `${prefix}tables-written`;
    for (const message of [
      'not json',
      'null',
      '"accounts"',
      JSON.stringify({ origin: 'x', tables: 'accounts' }),
      JSON.stringify({ origin: 'x', tables: [1, 2] }),
      JSON.stringify({ origin: 'x', tables: ['accounts\u0000', 'accounts\n'] }),
      JSON.stringify({ origin: 'x', tables: ['a'.repeat(101)] }),
      JSON.stringify({ origin: 'x', tables: Array.from({ length: 101 }, () => 'accounts') }),
    ]) {
      await publisher.publish(channel, message);
    }
    await publisher.publish(channel, JSON.stringify({ origin: 'x', tables: ['accounts'] }));
    const deadline = Date.now() + 1000;
    while (heard.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // messages arrive in order: only the last, proper one reached the listener
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['elsewhere']);
  } finally {
    await publisher.quit();
    await relay.close();
  }
});
