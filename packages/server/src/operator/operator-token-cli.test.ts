import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDatabaseKind } from '#server/testing/test-database.ts';
import { runOperatorTokenCli } from './operator-token-cli.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorTokenCli(
    argv,
    { db: t.database.handle.db },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function createToken(name: string, scopes: string): Promise<string> {
  const { code, out } = await cli('create', '--name', name, '--scopes', scopes);
  expect(code).toBe(0);
  return out.split('\n').at(-1)!;
}

const feed = (authorization: string) =>
  t.app.inject({
    method: 'GET',
    url: '/operator/v1/orders/feed?limit=1',
    headers: { authorization },
  });

describe('npm run operator-token', () => {
  it('creates a token, prints it once, lists it without it, and revokes it', async () => {
    const created = await cli('create', '--name', 'erp-main', '--scopes', 'orders,catalog');
    expect(created.code).toBe(0);
    expect(created.out).toContain('Created the operator token "erp-main" (catalog, orders).');
    const token = created.out.split('\n').at(-1)!;
    expect(token).toMatch(/^op_[A-Za-z0-9_-]{43}$/);

    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      /erp-main\s+catalog,orders\s+created \d{4}-\d\d-\d\d \d\d:\d\d\s+last used -\s+active/,
    );
    expect(listed.out).not.toContain(token);
    expect(listed.out).not.toContain(token.slice(3));

    expect((await feed(`Bearer ${token}`)).statusCode).toBe(200);
    const revoked = await cli('revoke', 'erp-main');
    expect(revoked).toMatchObject({ code: 0, out: 'Revoked the operator token "erp-main".' });
    expect((await cli('list')).out).toMatch(/erp-main.*REVOKED \d{4}-/);
    expect((await feed(`Bearer ${token}`)).statusCode).toBe(401);

    expect(await cli('revoke', 'erp-main')).toMatchObject({
      code: 1,
      err: 'This token is revoked already.',
    });
    expect(await cli('revoke', 'nobody')).toMatchObject({
      code: 1,
      err: 'No token with this name.',
    });
    const again = await cli('create', '--name', 'erp-main', '--scopes', 'orders');
    expect(again).toMatchObject({ code: 1 });
    expect(again.err).toContain('exists already');
  });

  it.each([
    [['create', '--name', 'x']],
    [['create', '--scopes', 'orders']],
    [['revoke']],
    [['revoke', 'a', 'b']],
    [['list', 'extra']],
    [['rotate', 'a']],
    [['create', '--name', 'x', '--scopes', 'orders', '--force']],
  ])('refuses bad usage %j with exit code 2', async (argv) => {
    const { code, err } = await cli(...argv);
    expect(code).toBe(2);
    expect(err).toContain('Usage: npm run operator-token');
  });

  it('refuses unknown scopes and bad names, storing nothing', async () => {
    const unknown = await cli('create', '--name', 'bad-scope', '--scopes', 'orders,everything');
    expect(unknown).toMatchObject({ code: 1, err: 'Unknown scope: everything' });
    const badName = await cli('create', '--name', 'Bad Name', '--scopes', 'orders');
    expect(badName.code).toBe(1);
    const rows = await t.database.handle.db
      .selectFrom('operatorTokens')
      .select('name')
      .where('name', 'in', ['bad-scope', 'Bad Name'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps only the SHA-256 of a token: its text is nowhere in the database', async () => {
    const token = await createToken('hash-check', 'orders');
    const { db } = t.database.handle;
    const row = await db
      .selectFrom('operatorTokens')
      .selectAll()
      .where('name', '=', 'hash-check')
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.parse(row.scopes)).toEqual(['orders']);
    expect(
      JSON.stringify(await db.selectFrom('operatorTokens').selectAll().execute()),
    ).not.toContain(token.slice(3));
    // a use leaves no trace of the text either (acknowledgements keep the token's name)
    await t.app.inject({
      method: 'POST',
      url: '/operator/v1/orders/acknowledgements',
      headers: { authorization: `Bearer ${token}` },
      payload: { orderNumbers: ['A-none'] },
    });
    if (testDatabaseKind() === 'sqlite') {
      for (const file of fs.readdirSync(t.database.dataDir)) {
        if (!file.startsWith('shop.sqlite')) continue;
        const bytes = fs.readFileSync(path.join(t.database.dataDir, file));
        expect(bytes.includes(token.slice(3)), file).toBe(false);
      }
    } else {
      // every text column of every table of the database, as PostgreSQL prints the rows
      const { rows } = await sql<{ dump: string }>`
        select string_agg(x.row_text, '') as dump from (
          select t::text as row_text from operator_tokens t
          union all select k::text from erp_acknowledgements k
        ) x`.execute(db);
      expect(rows[0]!.dump).toContain(row.tokenHash);
      expect(rows[0]!.dump).not.toContain(token.slice(3));
    }
  });

  it('prints help', async () => {
    const { code, out } = await cli();
    expect(code).toBe(0);
    expect(out).toContain('revoke <name>');
  });

  it('runs as a command against the server database', async () => {
    await createToken('from-test', 'documents');
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      INIT_CWD: serverDir,
      DATA_DIR: t.database.dataDir,
      DATABASE_URL: t.database.databaseUrl ?? '',
    };
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'src/operator/operator-token-cli.ts', 'list'],
      { cwd: serverDir, env },
    );
    expect(stdout).toMatch(/from-test\s+documents\s+created/);
  });
});
