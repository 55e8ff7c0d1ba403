import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, type AppRoute } from '#server/testing/app-routes.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * An account that must set a new password (passwordInitialization, the demo new@example.com) may
 * do nothing but that until it is done (decision 016). Every registered route is tried, so a
 * route added later is covered without changing this test.
 */
let t: TestApp;
let routes: AppRoute[];

/** The routes the password-change screen needs. */
const ALLOWED = new Set([
  'GET /intern/account',
  'POST /account/changePassword',
  'PUT /intern/setAccepmentPrivacyPolicy',
]);

function request(route: AppRoute, authorization: string): InjectOptions {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return {
    method: route.method as InjectOptions['method'],
    url: route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x'),
    headers: { authorization },
    ...(withBody ? { payload: {} } : {}),
  };
}

async function accessToken(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: email, password: 'demo-shop' },
  });
  return res.json<{ accessToken: string }>().accessToken;
}

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 10, referenceDate: '2026-11-25' }));
  routes = appRoutes(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('an account that must set a new password', () => {
  it('gets 403 PASSWORD_CHANGE_REQUIRED from every authenticated route but the password change', async () => {
    const token = await accessToken('new@example.com');
    const authenticated: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      // the operator API takes operator tokens only: a customer's token is refused with 401
      // whatever the account (operator-access/operator-access.test.ts)
      if (route.url.startsWith('/operator/')) continue;
      // a route reads the token when a broken one is refused
      const broken = await t.app.inject(request(route, 'Bearer broken.token.value'));
      if (broken.statusCode !== 401 || broken.json().error.code !== 'UNAUTHENTICATED') continue;
      authenticated.push(name);
      const res = await t.app.inject(request(route, `Bearer ${token}`));
      if (ALLOWED.has(name)) {
        expect(res.statusCode, name).not.toBe(403);
      } else {
        expect(res.statusCode, name).toBe(403);
        expect(res.json().error.code, name).toBe('PASSWORD_CHANGE_REQUIRED');
      }
    }
    // the enumeration found the routes that matter, those a visitor may call too among them
    expect(authenticated).toEqual(
      expect.arrayContaining([
        'POST /basket/order',
        'PUT /basket/add',
        'GET /intern/basket',
        'POST /api/articles',
        ...ALLOWED,
      ]),
    );
  });

  it('reads the public routes and refreshes and ends its session like anyone', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { name: 'new@example.com', password: 'demo-shop' },
    });
    const authorization = `Bearer ${login.json<{ accessToken: string }>().accessToken}`;
    const cookie = login.cookies.find((c) => c.name === 'shop_refresh')!.value;
    const translations = await t.app.inject({
      method: 'GET',
      url: '/loca/getLanguage/en',
      headers: { authorization },
    });
    expect(translations.statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { authorization },
      cookies: { shop_refresh: cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.cookies.find((c) => c.name === 'shop_refresh')!.value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization },
      cookies: { shop_refresh: next },
    });
    expect(out.statusCode).toBe(200);
  });

  it('may order once the new password is set, with the same token', async () => {
    const authorization = `Bearer ${await accessToken('new@example.com')}`;
    const basket = () =>
      t.app.inject({ method: 'GET', url: '/intern/basket', headers: { authorization } });
    expect((await basket()).statusCode).toBe(403);
    const change = await t.app.inject({
      method: 'POST',
      url: '/account/changePassword',
      headers: { authorization },
      payload: { newPassword: 'my-first-password', passwordInitialization: true },
    });
    expect(change.statusCode).toBe(200);
    expect((await basket()).statusCode).toBe(200);
  });
});
