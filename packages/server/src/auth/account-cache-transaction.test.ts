import { expect, it } from 'vitest';
import { demoCustomerForTheseTests, type DemoCustomer } from './account-cache.fixtures.ts';

/**
 * The guard's cache and a transaction still open on another connection (PostgreSQL only: SQLite
 * has one connection, so no request reads while another's transaction is open;
 * docs/decisions/078-account-cache.md).
 */
let customer: DemoCustomer;
demoCustomerForTheseTests({}, (demo) => {
  customer = demo;
});

it('forgets an account read while a transaction that deactivates it ran, once it commits', async () => {
  const { t, demoId, accountStatus } = customer;
  await t.database.handle.db.transaction().execute(async (tx) => {
    await tx.updateTable('accounts').set({ active: 0 }).where('id', '=', demoId).execute();
    // another connection still sees the committed row, and the cache keeps it
    expect(await accountStatus()).toBe(200);
  });
  try {
    expect(await accountStatus()).toBe(401);
  } finally {
    await customer.setActive(1);
  }
});
