import { seedDatabase } from '#server/seed/seed.ts';
import { caller, type Caller } from './calls.ts';
import { login } from './demo-logins.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface SeededAppOptions<Logins extends readonly string[]> {
  /** main articles of the demo seed */
  articles: number;
  /** 'YYYY-MM-DD' the seed's dates are relative to; default today (UTC) */
  referenceDate?: string;
  /** settings of the app on top of the test defaults (an SMTP capture's SMTP_URL) */
  env?: Record<string, string>;
  /** demo accounts to log in as, in the order of the callers handed back */
  logins?: Logins;
}

/**
 * The test set-up most server tests begin with: the app on a fresh database seeded with the
 * demo data, and a caller logged in for each demo account asked for.
 */
export async function seededApp<const Logins extends readonly string[] = []>(
  options: SeededAppOptions<Logins>,
): Promise<{ t: TestApp; callers: { -readonly [K in keyof Logins]: Caller } }> {
  const t = await createTestApp(options.env);
  try {
    await seedDatabase(t.database.handle, {
      articles: options.articles,
      ...(options.referenceDate === undefined ? {} : { referenceDate: options.referenceDate }),
    });
    const callers: Caller[] = [];
    for (const email of options.logins ?? []) callers.push(caller(t, await login(t, email)));
    return { t, callers: callers as { -readonly [K in keyof Logins]: Caller } };
  } catch (error) {
    // the test file never gets the app to close in its afterAll
    await t.close();
    throw error;
  }
}
