import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORTS, SORT_IDS } from '@shop/domain/rules/sort-ids.ts';
import { CatalogEvents } from '#server/events/catalog-events.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import {
  decodeSnapshot,
  encodeSnapshot,
  IndexSnapshotFile,
  SNAPSHOT_FORMAT,
} from './index-snapshot.ts';
import type { IndexQuery, SearchIndex } from './search-index.ts';
import { buildSearchIndex, SearchIndexKeeper } from './search-index-keeper.ts';
import { everyArticle } from './index-query.fixtures.ts';

let database: TestDatabase;
const SOURCE = 'test-database';

beforeAll(async () => {
  database = await createTestDatabase({ level: 'migrated' });
  await seedDatabase(database.handle, { articles: 150, referenceDate: '2026-11-25' });
});
afterAll(async () => {
  await database.drop();
});

const everything = everyArticle('de', { currency: 'EUR' });

/** A spread of what the index answers: searches under every sort, counts, look-ups. */
function answers(index: SearchIndex): unknown[] {
  const producer = index.entities.producers[0]!.id;
  const category = index.entities.categories[0]!.id;
  const queries: IndexQuery[] = [
    everything,
    { ...everything, text: 'figur' },
    { ...everything, text: 'figr' },
    { ...everything, language: 'ja', text: 'フィギュア' },
    { ...everything, producers: [producer], filters: ['stock'] },
    { ...everything, categories: [category], minPrice: 500, maxPrice: 5000 },
    { ...everything, articleNumbers: ['kw'], currency: null },
  ];
  const found: unknown[] = [];
  for (const query of queries) {
    for (const id of SORT_IDS) found.push(index.search(query, SORTS[id], 0, 20, true));
    found.push(index.search(query, SORTS[1], 40, 20, true));
  }
  const first = index.search(everything, SORTS[1], 0, 5, true).page;
  found.push(
    index.correct('de', 'figr'),
    first.map((id) => index.priceOf(id, 'EUR')),
    index.rowIdsByNumberPrefix('kw1', 10),
    index.namePrefixIds('de', 'br', 10),
    index.nameWordIds('en', 'fig', 10),
    index.nameCompletions('de', 'ki', 5),
    index.groupCompletions('en', 'fig', 5),
    index.size,
    index.marks,
  );
  return found;
}

/** The frames of a snapshot file: a four-byte length, then the bytes, each. */
function framesOf(buffer: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  for (let at = 0; at < buffer.length; at += 4 + buffer.readUInt32BE(at)) {
    frames.push(buffer.subarray(at + 4, at + 4 + buffer.readUInt32BE(at)));
  }
  return frames;
}

function messages() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (message: string) => lines.push(message),
      error: (_error: unknown, message: string) => lines.push(message),
    },
  };
}

describe('the search index snapshot', () => {
  it('answers every search as the index it was taken of', async () => {
    const built = await buildSearchIndex(database.handle);
    const loaded = decodeSnapshot(encodeSnapshot(built, SOURCE), SOURCE);
    expect(loaded).not.toBeNull();
    expect(answers(loaded!)).toEqual(answers(built));
  });

  it('is written by a worker thread, frame for frame the data serialised on this one', async () => {
    const built = await buildSearchIndex(database.handle);
    const directory = path.join(database.dataDir, 'search-index-thread');
    const file = new IndexSnapshotFile(directory, SOURCE);
    await file.save(built);
    const written = fs.readFileSync(file.file);
    // the same values; the bytes may differ where an array had room for holes it never got
    const here = framesOf(encodeSnapshot(built, SOURCE));
    const there = framesOf(written);
    expect(there).toHaveLength(here.length);
    expect(there[0]).toEqual(here[0]);
    for (let i = 1; i < here.length; i++) {
      expect(v8.deserialize(there[i]!)).toEqual(v8.deserialize(here[i]!));
    }
    expect(answers(decodeSnapshot(written, SOURCE)!)).toEqual(answers(built));
    // renamed into place: no temporary file left
    expect(fs.readdirSync(directory)).toEqual([path.basename(file.file)]);
  });

  it('removes the file of an earlier format once a new one is written', async () => {
    const built = await buildSearchIndex(database.handle);
    const directory = path.join(database.dataDir, 'search-index-upgrade');
    const file = new IndexSnapshotFile(directory, SOURCE);
    fs.mkdirSync(directory, { recursive: true });
    const earlier = path.join(directory, `search-index-${SNAPSHOT_FORMAT - 1}.snapshot`);
    fs.writeFileSync(earlier, 'an index of an earlier format');
    fs.writeFileSync(path.join(directory, 'notes.txt'), 'not ours');
    await file.save(built);
    expect(fs.readdirSync(directory).sort()).toEqual(
      [path.basename(file.file), 'notes.txt'].sort(),
    );
  });

  it("fails the save with the thread's error when the file cannot be written", async () => {
    const built = await buildSearchIndex(database.handle);
    const directory = path.join(database.dataDir, 'search-index-blocked');
    const file = new IndexSnapshotFile(directory, SOURCE);
    // a directory where the temporary file would go
    fs.mkdirSync(`${file.file}.${process.pid}.tmp`, { recursive: true });
    await expect(file.save(built)).rejects.toThrow(/EISDIR/);
    expect(fs.existsSync(file.file)).toBe(false);
  });

  it('is not used for another database', async () => {
    const built = await buildSearchIndex(database.handle);
    expect(decodeSnapshot(encodeSnapshot(built, SOURCE), 'another-database')).toBeNull();
    expect(decodeSnapshot(Buffer.from('not a snapshot'), SOURCE)).toBeNull();
  });

  it('starts a keeper without a build, and the keeper applies what changed since', async () => {
    const directory = path.join(database.dataDir, 'search-index-restart');
    const file = new IndexSnapshotFile(directory, SOURCE);
    const events = new CatalogEvents();
    const count = async (keeper: SearchIndexKeeper) =>
      (await keeper.current()).search(everything, SORTS[1], 0, 1, false).filterCounts.preOrder;

    const first = messages();
    const building = SearchIndexKeeper.open(database.handle, events, {
      snapshot: file,
      log: first.log,
    });
    const before = await count(building);
    await building.close();
    expect(first.lines.some((line) => line.startsWith('search index built'))).toBe(true);
    expect(fs.existsSync(file.file)).toBe(true);

    // changed while no process ran, and told to none
    const db = database.handle.db;
    const article = await db
      .selectFrom('articles')
      .select(['id', 'state'])
      .where('state', '=', 'inStock')
      .where('mainArticleNumber', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('articles')
      .set({ state: 'preorder', updatedAt: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', article.id)
      .execute();

    const second = messages();
    const restarted = SearchIndexKeeper.open(database.handle, events, {
      snapshot: file,
      log: second.log,
    });
    try {
      await restarted.ready;
      expect(second.lines).toEqual([
        expect.stringMatching(/^search index loaded from its snapshot: \d+ articles/),
      ]);
      expect(await count(restarted)).toBe(before + 1);
    } finally {
      await restarted.close();
      await db
        .updateTable('articles')
        .set({ state: article.state, updatedAt: new Date(Date.now() + 2000).toISOString() })
        .where('id', '=', article.id)
        .execute();
    }
  });

  it('builds instead when the file was cut short', async () => {
    const directory = path.join(database.dataDir, 'search-index-damaged');
    const file = new IndexSnapshotFile(directory, SOURCE);
    const built = await buildSearchIndex(database.handle);
    const whole = encodeSnapshot(built, SOURCE);
    fs.mkdirSync(directory, { recursive: true });
    // a file cut short, as a full disk would leave it
    fs.writeFileSync(file.file, whole.subarray(0, whole.length >>> 1));
    const log = messages();
    const keeper = SearchIndexKeeper.open(database.handle, new CatalogEvents(), {
      snapshot: file,
      log: log.log,
    });
    try {
      await keeper.ready;
      expect(log.lines).toEqual([expect.stringMatching(/^search index built/)]);
      expect((await keeper.current()).size).toBe(built.size);
    } finally {
      await keeper.close();
    }
    // the build wrote a whole one again
    expect(decodeSnapshot(fs.readFileSync(file.file), SOURCE)?.size).toBe(built.size);
  });
});
