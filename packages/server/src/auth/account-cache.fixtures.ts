import { afterAll, beforeAll } from 'vitest';
import { accountIdOf, DEMO } from '#server/testing/demo-logins.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { accessTokenFor } from '#server/testing/test-tokens.ts';

export interface DemoCustomer {
  t: TestApp;
  demoId: number;
  /** The status of the demo customer's GET /intern/account with its access token. */
  accountStatus(): Promise<number>;
  /** Sets the demo account's `active` through the app's own database handle. */
  setActive(active: number): Promise<unknown>;
}

/**
 * For the tests of one file: before them the app on a seeded database and an access token of the
 * demo customer, handed to `use`; after them the app closed.
 */
export function demoCustomerForTheseTests(
  options: { onQuery?: (sql: string) => void },
  use: (customer: DemoCustomer) => void,
) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    const app = await createTestApp({}, undefined, options);
    t = app;
    await seedDatabase(app.database.handle, { articles: 5, referenceDate: '2026-11-25' });
    const demoId = await accountIdOf(app, DEMO.de);
    const authorization = `Bearer ${await accessTokenFor(app, demoId)}`;
    use({
      t: app,
      demoId,
      async accountStatus() {
        const res = await app.app.inject({
          method: 'GET',
          url: '/intern/account',
          headers: { authorization },
        });
        return res.statusCode;
      },
      setActive: (active) =>
        app.database.handle.db
          .updateTable('accounts')
          .set({ active })
          .where('id', '=', demoId)
          .execute(),
    });
  });
  afterAll(async () => {
    await t?.close();
  });
}
