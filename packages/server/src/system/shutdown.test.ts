import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

/** The real process: starts on an empty database, seeds it, serves, and stops cleanly on SIGTERM. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('the shop process', () => {
  it('seeds an empty database, answers health, and exits 0 on SIGTERM', async () => {
    const port = 30_000 + Math.floor(Math.random() * 10_000);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../main.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.databaseUrl ?? '',
          SEED_ARTICLES: '20',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let healthy = false;
    // up to a minute: a loaded CI machine compiles and seeds slowly
    for (let i = 0; i < 240 && !healthy; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
    }
    expect(healthy).toBe(true);
    expect(output).toContain('demo@example.com');
    const accounts = await database.handle.db
      .selectFrom('accounts')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(accounts.n)).toBe(6);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);
});
