import type { Registration } from '@shop/domain/api/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/** Test support for the registration, upload and recovery tests: rows and request bodies. */

/** The demo seed's payment methods (pay types with their country rules). */
export const TEST_PAYMENT_METHODS = [
  { value: 4, restricted: [], exclusive: [] },
  { value: 2, restricted: [], exclusive: ['DE', 'AT'] },
  { value: 13, restricted: [], exclusive: ['DE', 'AT', 'NL', 'BE', 'LU'] },
  { value: 5, restricted: ['GB', 'GI', 'GG', 'JE', 'CH', 'NO'], exclusive: [] },
  { value: 8, restricted: [], exclusive: [] },
  { value: 11, restricted: [], exclusive: [] },
];

export async function insertPaymentMethods(db: DbOrTx): Promise<void> {
  await db
    .insertInto('paymentMethods')
    .values(
      // stored in reverse, so the answer's order can only come from `sort`
      [...TEST_PAYMENT_METHODS].reverse().map((method, index) => ({
        value: method.value,
        restricted: JSON.stringify(method.restricted),
        exclusive: JSON.stringify(method.exclusive),
        sort: TEST_PAYMENT_METHODS.length - index,
      })),
    )
    .execute();
}

export async function insertTestAccount(
  db: DbOrTx,
  account: { email: string; customerNumber: string; shop?: string; active?: number },
): Promise<number> {
  const shop = account.shop ?? 'de';
  const row = await db
    .insertInto('accounts')
    .values({
      customerNumber: account.customerNumber,
      shop,
      email: account.email,
      currency: shop === 'uk' ? 'GBP' : 'EUR',
      active: account.active ?? 1,
      passwordHash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function serviceContext(t: TestApp): AppContext {
  return {
    config: t.config,
    database: t.database.handle,
    mailer: t.mailer,
    rateLimiter: t.rateLimiter,
    catalogEvents: t.catalogEvents,
    paymentGateway: t.paymentGateway,
    shopEvents: t.shopEvents,
    startup: t.startup,
    metrics: t.metrics,
    jobs: t.jobs,
  };
}

/** A complete, valid registration body for `email`. */
export function registrationBody(
  email: string,
  captchaHash: string,
  overrides: Partial<Registration> = {},
): Registration {
  return {
    companyName: 'Spielwaren Sonnenschein GmbH',
    shopType: 2,
    gender: 'female',
    firstName: 'Anna',
    lastName: 'Berger',
    taxIdentificationNumber: 'DE123456789',
    contact: { email, emailRepeat: email, phone: '+49 30 1234567' },
    billing: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
    shipping: { isBillingAddress: true },
    newsletter: {
      toys: true,
      collectibles: false,
      fashion: false,
      gifts: false,
      manga: true,
      games: false,
      storage: false,
      hentai: false,
      receiving: false,
    },
    payment: 4,
    terms: true,
    privacy: true,
    language: 'de',
    shop: 'de',
    captchaHash,
    ...overrides,
  };
}
