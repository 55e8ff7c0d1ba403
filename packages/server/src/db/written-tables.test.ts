import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { ANY_TABLE, tablesWrittenBy, type WriteOrigin } from './written-tables.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

/** What a listener of the accounts table heard while `work` ran, and when. */
async function heardDuring(work: (heard: WriteOrigin[]) => Promise<void>): Promise<WriteOrigin[]> {
  const heard: WriteOrigin[] = [];
  const stop = t.handle.writes.on(['accounts'], (origin) => heard.push(origin));
  try {
    await work(heard);
  } finally {
    stop();
  }
  return heard;
}

describe('the tables a statement writes', () => {
  it('are read from inserts, updates (aliased too), deletes and raw writing statements', () => {
    const { db } = t.handle;
    type Compiled = Parameters<typeof tablesWrittenBy>[0];
    const written = (query: Compiled | { compile(): Compiled }) => [
      ...tablesWrittenBy('compile' in query ? query.compile() : query),
    ];
    expect(written(db.selectFrom('accounts').select('id'))).toEqual([]);
    expect(written(db.updateTable('accounts').set({ active: 0 }).where('id', '=', 1))).toEqual([
      'accounts',
    ]);
    expect(written(db.updateTable('accounts as a').set({ active: 0 }))).toEqual(['accounts']);
    expect(written(db.deleteFrom('externalIdentities').where('accountId', '=', 1))).toEqual([
      'external_identities',
    ]);
    expect(written(db.insertInto('appSettings').values({ key: 'k', value: 'v' }))).toEqual([
      'app_settings',
    ]);
    expect(written(sql`update accounts set active = 0 where id = 0`.compile(db))).toEqual([
      ANY_TABLE,
    ]);
    expect(written(sql`select 1`.compile(db))).toEqual([]);
  });
});

describe("a handle's writes", () => {
  it('reach listeners of the written table after the statement, and nobody for a read', async () => {
    const { db } = t.handle;
    const heard = await heardDuring(async () => {
      await db.selectFrom('accounts').select('id').execute();
      await db.updateTable('appSettings').set({ value: 'x' }).where('key', '=', 'none').execute();
      await db.updateTable('accounts').set({ active: 1 }).where('id', '=', -1).execute();
    });
    expect(heard).toEqual(['here']);
  });

  it('are told again when the transaction commits or rolls back', async () => {
    const { db } = t.handle;
    const committed = await heardDuring(async (heard) => {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('accounts').set({ active: 1 }).where('id', '=', -1).execute();
        expect(heard).toHaveLength(1);
      });
    });
    expect(committed).toEqual(['here', 'here']);

    const rolledBack = await heardDuring(async () => {
      await expect(
        db.transaction().execute(async (tx) => {
          await tx.updateTable('accounts').set({ active: 1 }).where('id', '=', -1).execute();
          throw new Error('abandoned');
        }),
      ).rejects.toThrow('abandoned');
    });
    expect(rolledBack).toEqual(['here', 'here']);

    const readOnly = await heardDuring(async () => {
      await db.transaction().execute((tx) => tx.selectFrom('accounts').select('id').execute());
    });
    expect(readOnly).toEqual([]);
  });

  it('are relayed with every table written, and a stopped listener hears nothing', async () => {
    const relayed: string[][] = [];
    const stopRelay = t.handle.writes.onAny((tables) => relayed.push([...tables]));
    const heard = await heardDuring(async () => {
      await t.handle.db
        .updateTable('appSettings')
        .set({ value: 'x' })
        .where('key', '=', 'none')
        .execute();
      await sql`delete from accounts where id = -1`.execute(t.handle.db);
    });
    stopRelay();
    expect(heard).toEqual(['here']);
    expect(relayed).toEqual([['app_settings'], [ANY_TABLE]]);
    await t.handle.db.updateTable('accounts').set({ active: 1 }).where('id', '=', -1).execute();
    expect(relayed).toHaveLength(2);
  });
});
