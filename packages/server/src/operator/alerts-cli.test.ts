import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { runAlertsCli } from './alerts-cli.ts';

/** `npm run alerts -- --send [--at <ISO time>]` (docs/decisions/150-article-alerts.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALERT_DIGEST_SWEEP_MS: '0' });
});
afterAll(async () => {
  await t.close();
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAlertsCli(
    argv,
    { db: t.database.handle.db, services: t },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out, err };
}

describe('the alerts command', () => {
  it('runs the digest once, now or at the time given, and says how many mails went out', async () => {
    expect(await run('--send')).toEqual({
      code: 0,
      out: ['0 alert digest mail(s) sent.'],
      err: [],
    });
    expect((await run('--send', '--at', '2026-12-05T07:00:00Z')).code).toBe(0);
  });

  it('refuses anything else with its usage', async () => {
    for (const argv of [[], ['--sent'], ['--send', '--at'], ['--send', 'x', 'y']]) {
      expect(await run(...argv)).toEqual({
        code: 2,
        out: [],
        err: ['Usage: npm run alerts -- --send [--at <ISO time>]'],
      });
    }
    expect((await run('--send', '--at', 'tomorrow')).err).toEqual([
      'The time after --at is not readable.',
    ]);
  });
});
