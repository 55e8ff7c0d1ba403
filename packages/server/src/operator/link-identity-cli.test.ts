import { spawn } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { runLinkIdentityCli } from './link-identity-cli.ts';

const ISSUER = 'https://id.example.com/realms/shop';
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.handle, { articles: 1, referenceDate: '2026-11-25' });
});
afterAll(async () => {
  await database.drop();
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLinkIdentityCli(
    argv,
    { db: database.handle.db, config: { oidc: { issuer: ISSUER, audience: 'shop' } } },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function linksOf(email: string) {
  return database.handle.db
    .selectFrom('externalIdentities')
    .innerJoin('accounts', 'accounts.id', 'externalIdentities.accountId')
    .select(['issuer', 'subject', 'linkedBy'])
    .where('accounts.email', '=', email)
    .execute();
}

describe('npm run link-identity', () => {
  it('links an identity to the account with the e-mail, in any letter case', async () => {
    const { code, out } = await run('Demo@Example.com', ISSUER, 'user-1');
    expect(code).toBe(0);
    expect(out).toContain('DE/100001');
    expect(await linksOf('demo@example.com')).toEqual([
      { issuer: ISSUER, subject: 'user-1', linkedBy: 'operator' },
    ]);
    expect((await run('demo@example.com', ISSUER, 'user-1')).code).toBe(0);
  });

  it('never moves an identity to another account', async () => {
    const { code, err } = await run('demo-uk@example.com', ISSUER, 'user-1');
    expect(code).toBe(1);
    expect(err).toMatch(/linked to another account/);
    expect(await linksOf('demo-uk@example.com')).toEqual([]);
  });

  it('replaces the identity of an account only with --replace', async () => {
    const refused = await run('demo@example.com', ISSUER, 'user-2');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/--replace/);
    expect((await run('demo@example.com', ISSUER, 'user-2', '--replace')).code).toBe(0);
    expect(await linksOf('demo@example.com')).toEqual([
      { issuer: ISSUER, subject: 'user-2', linkedBy: 'operator' },
    ]);
  });

  it('refuses an unknown e-mail and wrong usage, and notes another issuer', async () => {
    expect((await run('nobody@example.com', ISSUER, 'user-3')).code).toBe(1);
    expect((await run('demo@example.com', ISSUER)).code).toBe(2);
    expect((await run('demo@example.com', ISSUER, 'x', '--force')).code).toBe(2);
    const other = await run('taxfree@example.com', 'https://other.example.com', 'user-4');
    expect(other.code).toBe(0);
    expect(other.err).toMatch(/OIDC_ISSUER is https:\/\/id\.example\.com/);
  });
});

describe('the command in its own process', () => {
  it("tells the running shop's processes through Redis that the links changed", async () => {
    const prefix = `link-identity-test-${Date.now()}-${Math.random()}:`;
    const subscriber = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      await subscriber.subscribe(`${prefix}tables-written`);
      const messages: string[] = [];
      subscriber.on('message', (_channel: string, text: string) => messages.push(text));
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(import.meta.dirname, 'link-identity-cli.ts'),
          'demo-uk@example.com',
          ISSUER,
          'subject-from-its-own-process',
        ],
        {
          env: {
            ...process.env,
            DATA_DIR: database.dataDir,
            DATABASE_URL: database.databaseUrl ?? '',
            OIDC_ISSUER: ISSUER,
            OIDC_AUDIENCE: 'shop',
            REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
            REDIS_PREFIX: prefix,
            LOG_LEVEL: 'silent',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, output).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const tables = messages.flatMap((text) => (JSON.parse(text) as { tables: string[] }).tables);
      expect(tables).toContain('external_identities');
    } finally {
      await subscriber.quit();
    }
  }, 60_000);
});
