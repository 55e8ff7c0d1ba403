import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * The login dialog's hidden key sequences (decision 099): off unless SIGN_ON_KEYS is set; the
 * client learns them from GET /auth/sign-on-keys; a wrong setting stops the start.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const sequencesOf = async (app: TestApp) => {
  const res = await app.app.inject({ method: 'GET', url: '/auth/sign-on-keys' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ sequences: { keys: string; target: string }[] }>().sequences;
};

describe('GET /auth/sign-on-keys', () => {
  it('answers no sequence while the operator has set none', async () => {
    t = await createTestApp();
    expect(await sequencesOf(t)).toEqual([]);
  });

  it('answers the configured sequences with their targets', async () => {
    t = await createTestApp({
      SIGN_ON_KEYS:
        'staff!=https://portal.example.com/sign-on, #idp#=https://idp.example.com/start?shop=x',
    });
    expect(await sequencesOf(t)).toEqual([
      { keys: 'staff!', target: 'https://portal.example.com/sign-on' },
      { keys: '#idp#', target: 'https://idp.example.com/start?shop=x' },
    ]);
  });
});

describe('SIGN_ON_KEYS', () => {
  const read = (value: string, env: 'production' | 'test' = 'test') =>
    readConfig({ NODE_ENV: env, SIGN_ON_KEYS: value, DATA_DIR: '/tmp/unused' });

  it.each([
    ['a sequence without address', 'staff!'],
    ['a too short sequence', 'ab=https://portal.example.com/'],
    ['an address that is none', 'staff!=portal'],
    ['an address of another scheme', 'staff!=javascript:alert(1)'],
    ['one sequence inside another', 'staff=https://a.example/ mystaff=https://b.example/'],
  ])('refuses %s', (_what, value) => {
    expect(() => read(value)).toThrow(ConfigError);
  });

  it('takes http addresses outside production only', () => {
    expect(read('staff!=http://localhost:4000/sign-on').signOnKeys).toHaveLength(1);
    expect(() => read('staff!=http://portal.example.com/', 'production')).toThrow(/https/);
  });
});
