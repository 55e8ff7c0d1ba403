import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('the connection for reads of the whole catalog', () => {
  it('sees what the shop has written', async () => {
    const { db } = t.handle;
    await db
      .insertInto('producers')
      .values({ id: 9901, name: 'Bulk Reads Ltd', names: '{}' })
      .execute();
    const row = await t.handle
      .bulkReads()
      .selectFrom('producers')
      .select('name')
      .where('id', '=', 9901)
      .executeTakeFirst();
    expect(row?.name).toBe('Bulk Reads Ltd');
  });

  it('writes nothing, and on SQLite keeps a page cache of 2 MB beside the main 16 MB', async () => {
    const bulk = t.handle.bulkReads();
    if (t.handle.kind === 'postgres') {
      expect(bulk).toBe(t.handle.db);
      return;
    }
    expect(bulk).not.toBe(t.handle.db);
    await expect(
      bulk.updateTable('producers').set({ name: 'changed' }).where('id', '=', 9901).execute(),
    ).rejects.toThrow(/readonly/i);
    const cache = await sql<{ cacheSize: number }>`pragma cache_size`.execute(bulk);
    expect(cache.rows[0]?.cacheSize).toBe(-2048);
    expect(t.handle.sqlite?.pragma('cache_size', { simple: true })).toBe(-16000);
  });
});
