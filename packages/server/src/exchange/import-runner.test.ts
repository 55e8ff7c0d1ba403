import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '#server/testing/test-database.ts';
import { MAX_LISTED_PROBLEMS, runImport, type ImportRequest } from './import-runner.ts';
import type { RecordType } from './record-type.ts';

/** A record type over a real table (app settings), enough to drive the machinery. */
interface Setting {
  key: string;
  value: string;
}
const setting: RecordType<Setting> = {
  type: 'setting',
  csvName: 'settings',
  scope: 'catalog',
  order: 10,
  schema: z.strictObject({
    key: z.string().regex(/^[a-z0-9.]+$/),
    value: z
      .string()
      .max(100)
      .regex(/^[^\p{Cc}]*$/u, 'no control characters'),
  }),
  csv: {
    columns: ['key', 'value'],
    required: ['key'],
    fromRow: (cells) => ({ ...cells, value: cells.value ?? '' }),
    toRow: (record) => ({ ...record }),
  },
  key: (record) => record.key,
  check(_db, batch) {
    return Promise.resolve(
      batch
        .filter((item) => item.record.value === 'forbidden')
        .map((item) => ({
          file: item.file,
          line: item.line,
          type: 'setting',
          key: item.record.key,
          field: 'value',
          code: 'FORBIDDEN',
          message: 'not allowed',
        })),
    );
  },
  async apply(tx, batch, context) {
    for (const { record } of batch) {
      const stored = await tx
        .selectFrom('appSettings')
        .select('value')
        .where('key', '=', record.key)
        .executeTakeFirst();
      if (stored?.value === record.value) context.counts.unchanged++;
      else if (stored) {
        await tx
          .updateTable('appSettings')
          .set({ value: record.value })
          .where('key', '=', record.key)
          .execute();
        context.counts.updated++;
      } else {
        await tx.insertInto('appSettings').values(record).execute();
        context.counts.created++;
      }
      if (record.value === 'explode') throw new Error('the database refused');
      // a constraint no check foresaw: the key's row once more
      if (record.value === 'twice') await tx.insertInto('appSettings').values(record).execute();
    }
  },
  async finish(tx, seen, context) {
    const stale = (
      await tx.selectFrom('appSettings').select('key').where('key', 'like', 'import.%').execute()
    ).filter((row) => !seen.has(row.key));
    for (const row of stale)
      await tx.deleteFrom('appSettings').where('key', '=', row.key).execute();
    context.counts.removed += stale.length;
  },
  async *exportAll(db) {
    yield* await db
      .selectFrom('appSettings')
      .select(['key', 'value'])
      .where('key', 'like', 'import.%')
      .orderBy('key')
      .execute();
  },
};

let t: TestDatabase;
let dir: string;
beforeEach(async () => {
  t = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-'));
});
afterEach(async () => {
  await t.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function file(name: string, content: string | Buffer) {
  const full = path.join(dir, name);
  fs.writeFileSync(full, content);
  return { path: full, name };
}
const request = (
  files: ImportRequest['files'],
  extra: Partial<ImportRequest> = {},
): ImportRequest => ({ files, mode: 'delta', dryRun: false, scopes: ['catalog'], ...extra });
const stored = async () =>
  await t.handle.db
    .selectFrom('appSettings')
    .select(['key', 'value'])
    .where('key', 'like', 'import.%')
    .orderBy('key')
    .execute();

describe('the import runner', () => {
  it('reads JSON Lines and CSV (with a byte-order mark, either separator) and applies them; the same files again change nothing', async () => {
    const files = [
      file(
        'one.jsonl',
        '\uFEFF{"type":"setting","key":"import.a","value":"1"}\r\n\n{"type":"setting","key":"import.b","value":"2"}',
      ),
      file('settings.csv', '\uFEFFkey;value\nimport.c;"three; with ""quotes"""\n'),
      file('settings-2.csv', 'key,value\nimport.d,4\n'),
    ];
    const first = await runImport(t.handle.db, [setting], request(files));
    expect(first).toMatchObject({
      ok: true,
      records: 4,
      problemCount: 0,
      types: { setting: { records: 4, created: 4 } },
    });
    expect(await stored()).toEqual([
      { key: 'import.a', value: '1' },
      { key: 'import.b', value: '2' },
      { key: 'import.c', value: 'three; with "quotes"' },
      { key: 'import.d', value: '4' },
    ]);
    const second = await runImport(t.handle.db, [setting], request(files));
    expect(second.types.setting).toEqual({
      records: 4,
      created: 0,
      updated: 0,
      unchanged: 4,
      removed: 0,
    });
  });

  it('leaves the tables it filled analyzed on PostgreSQL, so what reads them next is planned on their real size', async () => {
    const lines = Array.from(
      { length: 20 },
      (_, i) => `{"type":"setting","key":"import.k${i}","value":"${i}"}`,
    );
    await runImport(t.handle.db, [setting], request([file('many.jsonl', lines.join('\n'))]));
    if (testDatabaseKind() === 'sqlite') return;
    const { rows } = await sql<{ reltuples: number }>`
      select reltuples from pg_class
      where relname = 'app_settings' and relnamespace = current_schema()::regnamespace`.execute(
      t.handle.db,
    );
    expect(Number(rows[0]!.reltuples)).toBeGreaterThanOrEqual(20);
  });

  it('refuses the whole input when any record is bad, and lists every problem by file, line and field', async () => {
    const files = [
      file('good.jsonl', '{"type":"setting","key":"import.a","value":"1"}\n'),
      file(
        'bad.jsonl',
        [
          '{"type":"setting","key":"import.b","value":"2"}',
          '{"type":"setting","key":"import.b","value":"again"}',
          '{"type":"setting","key":"import.c","value":"x","colour":"red"}',
          '{"type":"setting","key":"import.d","value":"nul\\u0000here"}',
          '{"type":"setting","key":42,"value":"2"}',
          '{"type":"gadget","key":"import.e"}',
          '["not","an","object"]',
          '{"type":"setting","key":"import.f","val',
        ].join('\n'),
      ),
      file('gadgets.csv', 'key\nx\n'),
      file('notes.txt', 'hello'),
    ];
    const outcome = await runImport(t.handle.db, [setting], request(files));
    expect(outcome.ok).toBe(false);
    const brief = outcome.problems.map((p) => [p.file, p.line, p.code, p.field]);
    expect(brief).toEqual([
      ['bad.jsonl', 2, 'DUPLICATE_KEY', null],
      ['bad.jsonl', 3, 'INVALID_FIELD', 'colour'],
      ['bad.jsonl', 4, 'INVALID_FIELD', 'value'],
      ['bad.jsonl', 5, 'INVALID_FIELD', 'key'],
      ['bad.jsonl', 6, 'UNKNOWN_TYPE', 'type'],
      ['bad.jsonl', 7, 'NO_TYPE', null],
      ['bad.jsonl', 8, 'BAD_JSON', null],
      ['gadgets.csv', 0, 'UNKNOWN_TYPE', null],
      ['notes.txt', 0, 'UNKNOWN_FILE', null],
    ]);
    expect(await stored()).toEqual([]);
  });

  it('names unknown and missing CSV columns, and a CSV cut off inside a quote', async () => {
    const outcome = await runImport(
      t.handle.db,
      [setting],
      request([
        file('settings.csv', 'value;colour\n1;red\n'),
        file('settings-cut.csv', 'key;value\nimport.a;"open quote\n'),
      ]),
    );
    expect(outcome.problems.map((p) => [p.file, p.code, p.field])).toEqual([
      ['settings.csv', 'UNKNOWN_COLUMN', 'colour'],
      ['settings.csv', 'MISSING_COLUMN', 'key'],
      ['settings-cut.csv', 'BAD_CSV', null],
    ]);
  });

  it('refuses text that is not UTF-8, records of a scope the caller lacks, and what the type checks against other data', async () => {
    const outcome = await runImport(
      t.handle.db,
      [setting, { ...setting, type: 'secret', csvName: 'secrets', scope: 'accounts' }],
      request([
        file(
          'latin1.jsonl',
          Buffer.from('{"type":"setting","key":"import.a","value":"caf\xe9"}\n', 'latin1'),
        ),
        file(
          'mixed.jsonl',
          '{"type":"secret","key":"import.s","value":"1"}\n{"type":"setting","key":"import.b","value":"forbidden"}\n',
        ),
      ]),
    );
    expect(outcome.problems.map((p) => [p.file, p.code])).toEqual([
      ['latin1.jsonl', 'NOT_UTF8'],
      ['mixed.jsonl', 'SCOPE_MISSING'],
    ]);
    // checks against other data run once every record passed its schema
    const checked = await runImport(
      t.handle.db,
      [setting],
      request([file('f.jsonl', '{"type":"setting","key":"import.b","value":"forbidden"}\n')]),
    );
    expect(checked.problems).toEqual([
      {
        file: 'f.jsonl',
        line: 1,
        type: 'setting',
        key: 'import.b',
        field: 'value',
        code: 'FORBIDDEN',
        message: 'not allowed',
      },
    ]);
  });

  it('lists at most a thousand problems but counts them all', async () => {
    const lines = Array.from(
      { length: 1500 },
      (_, i) => `{"type":"setting","key":"import.k${i}","value":1}`,
    );
    const outcome = await runImport(
      t.handle.db,
      [setting],
      request([file('many.jsonl', lines.join('\n'))]),
    );
    expect(outcome.problems).toHaveLength(MAX_LISTED_PROBLEMS);
    expect(outcome.problemCount).toBe(1500);
  });

  it('writes nothing when applying fails half-way, and nothing on a dry run', async () => {
    const files = [
      file(
        'a.jsonl',
        '{"type":"setting","key":"import.a","value":"1"}\n{"type":"setting","key":"import.b","value":"explode"}\n',
      ),
    ];
    await expect(runImport(t.handle.db, [setting], request(files))).rejects.toThrow(
      'the database refused',
    );
    expect(await stored()).toEqual([]);
    const dry = await runImport(
      t.handle.db,
      [setting],
      request([file('b.jsonl', '{"type":"setting","key":"import.a","value":"1"}\n')], {
        dryRun: true,
      }),
    );
    expect(dry).toMatchObject({ ok: true, dryRun: true, records: 1 });
    expect(await stored()).toEqual([]);
  });

  it('answers a constraint the database refused as a problem of the batch, writing nothing', async () => {
    const lines = Array.from(
      { length: 1_500 },
      (_, index) => `{"type":"setting","key":"import.k${index}","value":"1"}`,
    );
    lines.push('{"type":"setting","key":"import.last","value":"twice"}');
    const outcome = await runImport(
      t.handle.db,
      [setting],
      request([file('a.jsonl', lines.join('\n'))]),
    );
    expect(outcome).toMatchObject({
      ok: false,
      problemCount: 1,
      types: { setting: { records: 1_501, created: 0, updated: 0, unchanged: 0 } },
    });
    expect(outcome.problems).toEqual([
      expect.objectContaining({
        file: 'a.jsonl',
        line: 1_001,
        type: 'setting',
        code: 'DATABASE_REFUSED',
        message: expect.stringContaining('lines 1001 to 1501'),
      }),
    ]);
    expect(await stored()).toEqual([]);
  });

  it('takes away in replace mode what the import does not name', async () => {
    await runImport(
      t.handle.db,
      [setting],
      request([
        file(
          'a.jsonl',
          '{"type":"setting","key":"import.a","value":"1"}\n{"type":"setting","key":"import.b","value":"2"}\n',
        ),
      ]),
    );
    const replaced = await runImport(
      t.handle.db,
      [setting],
      request([file('b.jsonl', '{"type":"setting","key":"import.b","value":"2"}\n')], {
        mode: 'replace',
      }),
    );
    expect(replaced.types.setting).toMatchObject({ unchanged: 1, removed: 1 });
    expect(await stored()).toEqual([{ key: 'import.b', value: '2' }]);
  });

  it('hands each type what its schema made, a Date and a long text included, and leaves no records on disk, also when applying fails or is aborted', async () => {
    const seen: { key: string; at: Date; note: string }[] = [];
    const stamp: RecordType<{ key: string; at: Date; note: string }> = {
      ...(setting as unknown as RecordType<{ key: string; at: Date; note: string }>),
      type: 'stamp',
      csvName: 'stamps',
      schema: z.strictObject({
        key: z.string(),
        at: z.string().transform((text) => new Date(text)),
        note: z.string(),
      }),
      check: undefined,
      apply(_tx, batch) {
        for (const { record } of batch) {
          if (record.note === 'explode') throw new Error('the database refused');
          seen.push(record);
        }
        return Promise.resolve();
      },
    };
    const spoolParent = path.join(dir, 'spool');
    fs.mkdirSync(spoolParent);
    const long = 'x'.repeat(3_000_000);
    const line = (key: string, note: string) =>
      JSON.stringify({ type: 'stamp', key, at: '2026-12-01T10:00:00.000Z', note });
    const files = [file('a.jsonl', `${line('a', long)}\n${line('b', 'short')}\n`)];
    const outcome = await runImport(t.handle.db, [stamp], request(files), { spoolParent });
    expect(outcome).toMatchObject({ ok: true, records: 2 });
    expect(seen.map((record) => [record.key, record.at.toISOString(), record.note.length])).toEqual(
      [
        ['a', '2026-12-01T10:00:00.000Z', 3_000_000],
        ['b', '2026-12-01T10:00:00.000Z', 5],
      ],
    );
    expect(fs.readdirSync(spoolParent)).toEqual([]);
    const failing = [file('b.jsonl', `${line('c', 'explode')}\n`)];
    await expect(
      runImport(t.handle.db, [stamp], request(failing), { spoolParent }),
    ).rejects.toThrow('the database refused');
    expect(fs.readdirSync(spoolParent)).toEqual([]);
    const aborting = runImport(t.handle.db, [stamp], request(files), {
      spoolParent,
      signal: AbortSignal.abort(),
    });
    await expect(aborting).rejects.toThrow();
    expect(fs.readdirSync(spoolParent)).toEqual([]);
  });
});
