import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { CliContext } from './cli-context.ts';
import { runExportCli } from './export-cli.ts';
import { runImportCli } from './import-cli.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../../operator-example');

let t: TestApp;
let context: CliContext;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  context = {
    config: t.config,
    database: t.database.handle,
    mailer: t.mailer,
    catalogEvents: t.catalogEvents,
    close: () => Promise.resolve(),
  };
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cli-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function run(command: typeof runImportCli | typeof runExportCli, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(argv, context, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const counts = async () => {
  const db = t.database.handle.db;
  const count = async (table: 'articles' | 'accounts' | 'invoices' | 'openOrders') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    articles: await count('articles'),
    accounts: await count('accounts'),
    invoices: await count('invoices'),
    openOrders: await count('openOrders'),
  };
};

describe('npm run import and npm run export', () => {
  it('imports the example folder into an empty shop, and a second time changes nothing', async () => {
    const first = await run(runImportCli, EXAMPLE);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('article: 8 records, 8 new');
    expect(first.out).toContain('account: 2 records, 2 new');
    expect(await counts()).toEqual({ articles: 8, accounts: 2, invoices: 5, openOrders: 2 });
    const again = await run(runImportCli, EXAMPLE);
    expect(again.code).toBe(0);
    expect(again.out).not.toMatch(/[1-9]\d* (new|changed)/);
    const update = await run(runImportCli, path.join(EXAMPLE, 'price-update'));
    expect(update.out).toContain('stockPrice: 3 records, 0 new, 3 changed');
  });

  it('prints every problem of a bad file and changes nothing; a dry run checks only', async () => {
    const before = await counts();
    const bad = path.join(dir, 'bad.jsonl');
    fs.writeFileSync(
      bad,
      '{"type":"account","customerNumber":"DE/1","email":"not an address"}\n{"type":"nothing"}\n',
    );
    const refused = await run(runImportCli, bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('bad.jsonl · line 1 · account · DE/1 · email');
    expect(refused.err).toContain('bad.jsonl · line 2');
    expect(refused.err).toMatch(/\d+ problems; nothing was changed\./);
    const dry = await run(runImportCli, path.join(EXAMPLE, 'price-update'), '--dry-run');
    expect(dry.out).toContain('nothing was changed (dry run)');
    expect(await counts()).toEqual(before);
  });

  it('answers wrong arguments with its usage and exit code 2', async () => {
    expect((await run(runImportCli)).code).toBe(2);
    expect((await run(runImportCli, EXAMPLE, '--mode', 'all')).code).toBe(2);
    expect((await run(runImportCli, path.join(dir, 'missing'))).code).toBe(2);
    expect((await run(runExportCli, 'everything', 'x.jsonl')).code).toBe(2);
  });

  it('exports a group as JSON Lines or one CSV file per type, and importing either changes nothing', async () => {
    const jsonl = path.join(dir, 'catalog.jsonl');
    expect((await run(runExportCli, 'catalog', jsonl)).code).toBe(0);
    expect(fs.readFileSync(jsonl, 'utf8').split('\n').filter(Boolean)).toHaveLength(18);
    const folder = path.join(dir, 'accounts');
    expect((await run(runExportCli, 'accounts', folder)).code).toBe(0);
    expect(fs.readdirSync(folder).sort()).toEqual(['accounts.csv', 'shippingCountries.csv']);
    for (const target of [jsonl, folder]) {
      const again = await run(runImportCli, target);
      expect(again.code, again.err).toBe(0);
      expect(again.out).not.toMatch(/[1-9]\d* (new|changed)/);
    }
  });
});
