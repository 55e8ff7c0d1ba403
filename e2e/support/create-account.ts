import { openDatabase } from '../../packages/server/src/db/database.ts';

/**
 * Run by throwaway-account.ts: node --import tsx create-account.ts <email> <customerNumber>
 * [<invoices as JSON: [{invoiceNumber, total}]>]
 */
const [email, customerNumber, invoicesJson] = process.argv.slice(2);
if (!email || !customerNumber) throw new Error('usage: create-account.ts <email> <customerNumber>');
const handle = openDatabase({ databaseUrl: undefined, dataDir: process.env.DATA_DIR ?? '' });
const { db } = handle;
const demo = await db
  .selectFrom('accounts')
  .select('passwordHash')
  .where('email', '=', 'demo@example.com')
  .executeTakeFirstOrThrow();
const { id } = await db
  .insertInto('accounts')
  .values({
    customerNumber,
    shop: 'de',
    email,
    passwordHash: demo.passwordHash,
    language: 'en',
    currency: 'EUR',
    creditLine: 200_000,
    privacyAcceptedAt: new Date().toISOString(),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('accountContacts')
  .values({
    accountId: id,
    isPrimary: 1,
    email,
    firstName: 'Tilda',
    lastName: 'Throwaway',
    phone: '+49 30 5550000',
  })
  .execute();
await db
  .insertInto('accountAddresses')
  .values({
    accountId: id,
    kind: 'billing',
    company: 'Throwaway Toys',
    street: 'Testweg 1',
    zip: '10115',
    location: 'Berlin',
    country: 'DE',
  })
  .execute();
await db
  .insertInto('accountMessages')
  .values({ accountId: id, elsId: 'welcome', text: 'Welcome, Throwaway Toys!', showOneTime: 1 })
  .execute();
// open invoices paid by card (payment method id 8), due in two weeks
const invoices = JSON.parse(invoicesJson ?? '[]') as { invoiceNumber: string; total: number }[];
const today = new Date().toISOString().slice(0, 10);
const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
for (const invoice of invoices) {
  await db
    .insertInto('invoices')
    .values({
      accountId: id,
      invoiceNumber: invoice.invoiceNumber,
      date: today,
      dueDate: due,
      total: invoice.total,
      currency: 'EUR',
      paymentMethodId: 8,
    })
    .execute();
}
await handle.close();
