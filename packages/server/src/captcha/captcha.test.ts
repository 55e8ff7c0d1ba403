import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallengeSchema } from '@shop/domain/api/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { serviceContext } from '#server/registration/registration.fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { readCaptchaSettings } from './captcha-settings.ts';
import { solveCaptchaChallenge, solvedCaptcha } from './captcha-solver.ts';
import {
  checkCaptcha,
  createCaptchaChallenge,
  requireCaptcha,
  useCaptcha,
} from './captcha.service.ts';

let t: TestApp;
let context: AppContext;
beforeAll(async () => {
  t = await createTestApp();
  context = serviceContext(t);
});
afterAll(async () => {
  await t.close();
});

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };

describe('the captcha challenge', () => {
  it('answers a signed PBKDF2 challenge that expires in ten minutes, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeSchema.parse(res.json());
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(590);
    expect(expiresIn).toBeLessThanOrEqual(600);
  });

  it('gives a different challenge each time', async () => {
    const a = await createCaptchaChallenge(t.database.handle.db, context);
    const b = await createCaptchaChallenge(t.database.handle.db, context);
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    expect(a.signature).not.toBe(b.signature);
  });

  it('keeps a generated key in app_settings, shared by every process on the database', async () => {
    const row = await t.database.handle.db
      .selectFrom('appSettings')
      .select('value')
      .where('key', '=', 'captcha.hmacKey')
      .executeTakeFirst();
    expect(row?.value).toMatch(/^[0-9a-f]{64}$/);

    // a second connection (another process) verifies what the first one issued
    const other = openDatabase({
      databaseUrl: t.database.databaseUrl,
      dataDir: t.database.dataDir,
    });
    try {
      const payload = await solvedCaptcha(t.app);
      const check = await checkCaptcha(other.db, context, payload);
      expect(check.ok).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('checking a solved captcha', () => {
  it('accepts a solved challenge once', async () => {
    const payload = await solvedCaptcha(t.app);
    const solved = await requireCaptcha(t.database.handle.db, context, payload);
    await t.database.handle.db.transaction().execute((trx) => useCaptcha(trx, solved));
    expect(await checkCaptcha(t.database.handle.db, context, payload)).toEqual({
      ok: false,
      reason: 'used',
    });
    await expect(
      t.database.handle.db.transaction().execute((trx) => useCaptcha(trx, solved)),
    ).rejects.toMatchObject({ statusCode: 400, code: 'CAPTCHA_INVALID' });
  });

  it('refuses a missing, malformed or wrong payload', async () => {
    const db = t.database.handle.db;
    const payload = await solvedCaptcha(t.app);
    const decoded = decode(payload);
    const other = decode(await solvedCaptcha(t.app));
    const cases: [string | undefined, string][] = [
      [undefined, 'missing'],
      ['', 'missing'],
      ['not base64 at all!', 'malformed'],
      [Buffer.from('{"challenge":').toString('base64'), 'malformed'],
      [base64({ challenge: null, solution: null, test: true }), 'malformed'],
      [
        base64({ ...decoded, solution: { ...decoded.solution, derivedKey: 'ab'.repeat(32) } }),
        'invalid',
      ],
      // the solution of another challenge
      [base64({ ...decoded, solution: other.solution }), 'invalid'],
      [
        base64({
          ...decoded,
          challenge: {
            ...decoded.challenge,
            parameters: { ...decoded.challenge.parameters, cost: 1_000_000 },
          },
        }),
        'invalid',
      ],
      [
        base64({
          ...decoded,
          challenge: { ...decoded.challenge, signature: '0'.repeat(64) },
        }),
        'invalid',
      ],
    ];
    for (const [value, reason] of cases) {
      expect(await checkCaptcha(db, context, value), String(value)).toEqual({ ok: false, reason });
    }
    await expect(requireCaptcha(db, context, 'garbage')).rejects.toMatchObject({
      statusCode: 400,
      code: 'CAPTCHA_INVALID',
    });
  });

  it('refuses a challenge signed with another key', async () => {
    const foreign = await createTestApp({}, undefined);
    try {
      const payload = await solvedCaptcha(foreign.app);
      expect(await checkCaptcha(t.database.handle.db, context, payload)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    } finally {
      await foreign.close();
    }
  });

  it('refuses an expired challenge', async () => {
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60 * 1000);
    const challenge = await createCaptchaChallenge(t.database.handle.db, context, elevenMinutesAgo);
    const payload = await solveCaptchaChallenge(challenge);
    expect(await checkCaptcha(t.database.handle.db, context, payload)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('forgets used solutions once their challenge has expired', async () => {
    const db = t.database.handle.db;
    await db
      .insertInto('captchaUses')
      .values({ signature: 'f'.repeat(64), expiresAt: '2000-01-01T00:00:00.000Z' })
      .execute();
    const solved = await requireCaptcha(db, context, await solvedCaptcha(t.app));
    await db.transaction().execute((trx) => useCaptcha(trx, solved));
    const old = await db
      .selectFrom('captchaUses')
      .select('signature')
      .where('signature', '=', 'f'.repeat(64))
      .executeTakeFirst();
    expect(old).toBeUndefined();
  });
});

describe('captcha settings', () => {
  const config = readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });

  it('defaults to a real cost outside tests and a low one in tests', () => {
    expect(readCaptchaSettings(config, {})).toEqual({
      hmacKey: undefined,
      cost: 5000,
      counterMin: 1000,
      counterMax: 2000,
      expiresInSeconds: 600,
    });
    expect(readCaptchaSettings(t.config, {}).cost).toBe(1);
  });

  it('reads CAPTCHA_* variables and refuses bad ones', () => {
    const settings = readCaptchaSettings(readConfig({ LOG_LEVEL: 'silent' }), {
      CAPTCHA_HMAC_KEY: 'a-long-enough-secret-key',
      CAPTCHA_COST: '10',
      CAPTCHA_MAX_COUNTER: '100',
      CAPTCHA_EXPIRES_SECONDS: '120',
    });
    expect(settings).toEqual({
      hmacKey: 'a-long-enough-secret-key',
      cost: 10,
      counterMin: 50,
      counterMax: 100,
      expiresInSeconds: 120,
    });
    for (const env of [{ CAPTCHA_COST: '0' }, { CAPTCHA_COST: '1e3' }, { CAPTCHA_HMAC_KEY: 'x' }]) {
      expect(() => readCaptchaSettings(readConfig({ LOG_LEVEL: 'silent' }), env)).toThrow(
        ConfigError,
      );
    }
  });
});
