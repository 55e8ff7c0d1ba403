import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#server/app-context.ts';
import { solvedCaptcha } from '#server/captcha/captcha-solver.ts';
import {
  insertPaymentMethods,
  registrationBody,
  serviceContext,
} from '#server/registration/registration.fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { runRegistrationsCli } from './registrations-cli.ts';

let t: TestApp;
let capture: SmtpCapture;
let context: AppContext;
beforeAll(async () => {
  capture = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: capture.url });
  context = serviceContext(t);
  await insertPaymentMethods(t.database.handle.db);
  for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: registrationBody(email, await solvedCaptcha(t.app)),
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runRegistrationsCli(argv, context, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run registrations', () => {
  it('lists pending applications', async () => {
    const { code, out } = await run('list');
    expect(code).toBe(0);
    expect(out.split('\n')).toHaveLength(3);
    expect(out).toContain('one@example.com');
    expect(out).toContain('"Spielwaren Sonnenschein GmbH"');
    expect(out).toContain('pending');
  });

  it('approves one and mails the retailer', async () => {
    const { code, out } = await run('approve', 'one@example.com');
    expect(code).toBe(0);
    expect(out).toContain('Approved: account DE/100001 for one@example.com.');
    await capture.waitFor('one@example.com'); // confirmation
    expect((await capture.waitFor('one@example.com')).subject).toBe(
      'Ihr Kundenkonto ist freigeschaltet',
    );
    expect((await run('list', '--status', 'approved')).out).toContain('DE/100001');
  });

  it('rejects one and mails the applicant', async () => {
    const { code, out } = await run('reject', 'TWO@example.com');
    expect(code).toBe(0);
    expect(out).toContain('Rejected the registration of TWO@example.com.');
    await capture.waitFor('two@example.com');
    expect((await capture.waitFor('two@example.com')).subject).toBe('Ihre Registrierung');
    const all = await run('list', '--all');
    expect(all.out.split('\n')).toHaveLength(3);
    expect((await run('list')).out.split('\n')).toHaveLength(1);
  });

  it('reports an unknown application with exit code 1', async () => {
    const { code, err } = await run('approve', 'two@example.com');
    expect(code).toBe(1);
    expect(err).toContain('No pending registration');
  });

  it.each([
    [['approve']],
    [['approve', 'a@b.de', 'c@d.de']],
    [['approve', 'not-an-email']],
    [['list', '--status', 'open']],
    [['list', '--all', '--status', 'pending']],
    [['delete', 'a@b.de']],
    [['list', '--force']],
  ])('refuses bad usage %j with exit code 2', async (argv) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toContain('Usage: npm run registrations');
  });

  it('prints help', async () => {
    const { code, out } = await run();
    expect(code).toBe(0);
    expect(out).toContain('approve <email>');
  });

  it('runs as a command against the server database', async () => {
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      INIT_CWD: serverDir,
      DATA_DIR: t.database.dataDir,
      DATABASE_URL: t.database.databaseUrl ?? '',
      SMTP_URL: capture.url,
    };
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'src/operator/registrations-cli.ts', 'list', '--all'],
      { cwd: serverDir, env },
    );
    expect(stdout).toContain('three@example.com');
    expect(stdout.trim().split('\n')).toHaveLength(3);
  });

  it('prints stored control and bidi characters as escapes, never raw', async () => {
    // a row as an older version could store it: the API refuses such text now
    const email = 'evil\u001b]0;owned\u0007\u202egro.elpmaxe@x\r\nfake line';
    const { db } = t.database.handle;
    await db
      .insertInto('registrations')
      .values({
        email,
        shop: 'de',
        language: 'de',
        data: '{}',
        uploadReference: null,
        createdAt: new Date().toISOString(),
      })
      .execute();
    try {
      const { code, out } = await run('list');
      expect(code).toBe(0);
      expect(out).toContain('evil\\u{1b}]0;owned\\u{7}\\u{202e}gro.elpmaxe@x\\u{d}\\u{a}fake line');
      for (const line of out.split('\n')) expect(line).not.toMatch(/\p{Cc}|[\u202a-\u202e]/u);
    } finally {
      await db.deleteFrom('registrations').where('email', '=', email).execute();
    }
  });
});
