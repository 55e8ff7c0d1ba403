import type { TestApp } from './test-app.ts';

/** The demo accounts of the seed and how tests log in as them. */

export const DEMO = {
  de: 'demo@example.com',
  uk: 'demo-uk@example.com',
  blocked: 'blocked@example.com',
  taxFree: 'taxfree@example.com',
  console: 'console@example.com',
} as const;

/** Logs in through `POST /auth/login` with the demo password and returns the access token. */
export async function login(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: email, password: 'demo-shop' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json<{ accessToken: string }>().accessToken;
}

/** The id of the account with this email; throws when there is none. */
export async function accountIdOf(t: Pick<TestApp, 'database'>, email: string): Promise<number> {
  const row = await t.database.handle.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
