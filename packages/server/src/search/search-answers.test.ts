import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * In production the answers are sent as built, without the contract's check
 * (docs/decisions/067-search-new-cheaper.md); they must be the answers the checked test app
 * gives, which the check would strip of any field outside the contract.
 */
let checked: TestApp;
let production: TestApp;
const tokens = new Map<TestApp, string>();

async function prepare(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  await seedDatabase(t.database.handle, { articles: 40, referenceDate: '2026-11-25' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: 'demo@example.com', password: 'demo-shop' },
  });
  tokens.set(t, login.json<{ accessToken: string }>().accessToken);
  return t;
}

beforeAll(async () => {
  checked = await prepare({});
  production = await prepare({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await checked.close();
  await production.close();
});

async function answer(t: TestApp, url: string, body: object, loggedIn: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    ...(loggedIn ? { headers: { authorization: `Bearer ${tokens.get(t)!}` } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<unknown>();
}

const searches: [string, object, boolean][] = [
  ['a visitor', { searchParams: '', offset: 0, limit: 60, language: 'de' }, false],
  [
    'a customer with a price sort and range',
    {
      searchParams: encodeSearchParams({ sort: 13, minPrice: 1, maxPrice: 80 }),
      offset: 0,
      limit: 20,
      language: 'en',
    },
    true,
  ],
  [
    'free text with a typo',
    { searchParams: '', search: 'figre', offset: 0, limit: 10, language: 'de' },
    false,
  ],
];

describe('answers in production', () => {
  it.each(searches)(
    'answers the search of %s as the checked app does',
    async (_, body, loggedIn) => {
      const expected = await answer(checked, '/api/articles', body, loggedIn);
      expect(expected).toHaveProperty('articles');
      expect(await answer(production, '/api/articles', body, loggedIn)).toEqual(expected);
    },
  );

  it('answers suggestions as the checked app does', async () => {
    for (const value of ['fig', 'a', 'pokmon']) {
      const body = { value, language: 'de' };
      const expected = await answer(checked, '/api/search', body, false);
      expect(await answer(production, '/api/search', body, false)).toEqual(expected);
    }
  });
});
