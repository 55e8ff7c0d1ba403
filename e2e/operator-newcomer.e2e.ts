import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { consentStorageState } from './support/consent.ts';
import { signatureHolds, startErpReceiver, type ErpReceiver } from './support/erp-receiver.ts';
import { linkIn, mailCount, waitForMail } from './support/inbox.ts';
import { DEMO_LOGIN, logInThroughDialog } from './support/login.ts';
import { freePort, runCommand, startOwnShop, type OwnShop } from './support/own-shop.ts';

/**
 * The README's "Operator data" section, followed step by step as someone new to the shop would:
 * import operator-example/ and its price update into a fresh data directory, start the shop on
 * it (no demo data), find the imported games, set the imported account's password from its mail,
 * see its prices, invoices and open orders and a shipping fee the ERP sent through the operator
 * API, order, and find the order in the ERP's feed (read with a token of the operator-token
 * command) and at the ERP's webhook, signed with the secret.
 * The shop of this test is its own process on its own data directory, not the shared one.
 */
const ACCOUNT = { email: 'einkauf@spielwaren-kiel.example', password: 'fjordland-kiel-1' };
const WEBHOOK_SECRET = 'a-webhook-secret-of-the-example-erp-0123456789';
const IMPORT = 'packages/server/src/operator/import-cli.ts';
const OPERATOR_TOKEN = 'packages/server/src/operator/operator-token-cli.ts';

/** `npm run operator-token -- create --name … --scopes …`: the token it prints. */
async function operatorToken(env: NodeJS.ProcessEnv, name: string, scopes: string) {
  const created = await runCommand(
    OPERATOR_TOKEN,
    ['create', '--name', name, '--scopes', scopes],
    env,
  );
  expect(created.code, created.stderr).toBe(0);
  const token = /^op_\S+$/m.exec(created.stdout)?.[0];
  expect(token, created.stdout).toBeDefined();
  return token!;
}

/** `npm run import -- operator-example`, then `… operator-example/price-update`. */
async function importTheExample(env: NodeJS.ProcessEnv) {
  const imported = await runCommand(IMPORT, ['operator-example'], env);
  expect(imported.code, imported.stderr).toBe(0);
  // every record of the example is new to the empty database
  const counted = (type: string, records: number) =>
    `${type}: ${records} records, ${records} new, 0 changed, 0 unchanged, 0 taken away`;
  const lines = imported.stdout.split('\n');
  for (const [type, records] of [
    ['producer', 2],
    ['productType', 2],
    ['category', 3],
    ['theme', 2],
    ['campaign', 1],
    ['article', 8],
    ['account', 2],
    ['invoice', 5],
    ['turnover', 2],
    ['openOrder', 2],
  ] as const) {
    expect(lines, imported.stdout).toContain(counted(type, records));
  }
  expect(lines).toContain('Imported.');

  const updated = await runCommand(IMPORT, ['operator-example/price-update'], env);
  expect(updated.code, updated.stderr).toBe(0);
  expect(updated.stdout.split('\n')).toEqual([
    'stockPrice: 3 records, 0 new, 3 changed, 0 unchanged, 0 taken away',
    'Imported.',
    '',
  ]);
}

async function search(page: Page, text: string) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the range' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/${text}$`));
  return page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
}

/** "Search for Fjordland"; and the shop holds no demo data: the demo login is refused. */
async function findTheGamesWithoutDemo(page: Page) {
  await page.goto('/de/en');
  const items = await search(page, 'Fjordland');
  for (const name of [
    'Fjordland – The Board Game',
    'Fjordland – The Expansion',
    "Fjordland – Collector's box",
  ]) {
    await expect(items.filter({ hasText: name })).toHaveCount(1);
  }
  // the dice set is sold out since the price update
  await expect(page.getByRole('status').filter({ hasText: /hits?$/ })).toHaveText('3 hits');
  await expect(items.filter({ hasText: 'Fjordland – Dice set' })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in or register' });
  await dialog.getByLabel('E-mail address').fill(DEMO_LOGIN.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_LOGIN.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    dialog.getByText('The e-mail address or the password is not correct.'),
  ).toBeVisible();
}

/** The account's mailed link sets its password, in the account's language (German). */
async function setThePasswordAndLogIn(page: Page, base: string, mailsBefore: number) {
  const mail = await waitForMail(ACCOUNT.email, mailsBefore, /password-recovery/);
  const link = linkIn(mail);
  expect(link).toMatch(/^\/de\/de\/password-recovery\//);
  expect(mail.text).toContain(`${base}${link}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill(ACCOUNT.password);
  await page.getByLabel('Neues Passwort wiederholen').fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.getByText('Ihr neues Passwort ist gespeichert')).toBeVisible();
  await logInThroughDialog(page, ACCOUNT);
}

/** "The prices, invoices and open orders of DE/900001", as operator-example/ holds them. */
async function seeTheAccountsData(page: Page) {
  // the board game's price is the price update's (22.95 a piece, was 24.95), sold in cases of 6
  const items = await search(page, 'Fjordland');
  const boardGame = items.filter({ hasText: 'Art. no. NLS1001' });
  await expect(boardGame.getByText('Price: 22,95 €')).toBeVisible();
  await expect(boardGame.getByText('per piece · case of 6: 137,70 €')).toBeVisible();

  await page.goto('/de/en/account/invoices');
  // the account pages are route chunks of their own, loaded on first use
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const invoices = page.getByRole('table').getByRole('row');
  await expect(invoices.filter({ hasText: 'R2690001' })).toContainText('598,80 €');
  await expect(invoices.filter({ hasText: 'R2690002' })).toContainText('284,40 €');
  // the invoice with its lines and the one with the ERP's own PDF
  await expect(invoices.filter({ hasText: 'R2690004' })).toContainText('245,97 €');
  await expect(invoices.filter({ hasText: 'R2690005' })).toContainText('119,00 €');
  // the British account's invoice is not this account's
  await expect(invoices.filter({ hasText: 'R2690003' })).toHaveCount(0);

  await page.goto('/de/en/account/reservation-preorder');
  const openOrders = page
    .getByRole('list', { name: 'Back orders and pre-orders' })
    .getByRole('listitem');
  await expect(openOrders.filter({ hasText: 'NLS1002' })).toContainText('Pre-order', {
    timeout: 15_000,
  });
  await expect(openOrders.filter({ hasText: 'NLS1004' })).toBeVisible();
  await expect(openOrders).toHaveCount(2);
}

/** The ERP's new terms for Austria: one shippingCountry record, posted to the operator API. */
const AUSTRIA = {
  type: 'shippingCountry',
  currency: 'EUR',
  country: 'AT',
  name: 'Austria',
  freeFrom: 30000,
  fee: 1990,
  service: 'DHL',
  duration: '1-3',
  sort: 2,
};

/** The upload answers a job; it has changed one row of the seeded table once it succeeded. */
async function importTheShippingTerms(base: string, env: NodeJS.ProcessEnv) {
  const headers = { Authorization: `Bearer ${await operatorToken(env, 'erp-terms', 'accounts')}` };
  const upload = await fetch(`${base}/operator/v1/imports/accounts`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-ndjson' },
    body: `${JSON.stringify(AUSTRIA)}\n`,
  });
  expect(upload.status, await upload.clone().text()).toBe(202);
  const { id } = (await upload.json()) as { id: number };
  const job = async () =>
    (await (
      await fetch(`${base}/operator/v1/imports/accounts/jobs/${id}`, { headers })
    ).json()) as {
      state: string;
      result: { types: Record<string, { updated: number }> } | null;
    };
  await expect.poll(async () => (await job()).state, { timeout: 20_000 }).toBe('succeeded');
  expect((await job()).result?.types.shippingCountry).toMatchObject({ updated: 1 });
}

/** The account's shipping page shows the imported fee, not the one the shop started with. */
async function seeTheImportedShippingTerms(page: Page) {
  await page.goto('/de/en/account/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping costs', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const austria = page.getByRole('table').getByRole('row', { name: /Austria/ });
  await expect(austria).toContainText('300,00 €');
  await expect(austria).toContainText('19,90 €');
  await expect(austria).toContainText('DHL');
  // the rows the import left alone keep the seeded terms
  await expect(page.getByRole('table').getByRole('row', { name: /Germany/ })).toContainText(
    '250,00 €',
  );
}

/** One case of the board game, ordered; answers the order number. */
async function orderTheBoardGame(page: Page): Promise<string> {
  const items = await search(page, 'NLS1001');
  const item = items.filter({ hasText: 'Art. no. NLS1001' });
  // with price tiers the field is a combobox
  const input = item
    .getByRole('combobox', { name: /^Quantity of / })
    .or(item.getByRole('textbox', { name: /^Quantity of / }));
  await input.fill('1');
  await input.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /added to the basket\./ })).toBeVisible();
  await page.goto('/de/en/basket');
  await expect(page.getByRole('article').filter({ hasText: 'NLS1001' })).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  const ordered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/basket/order') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place binding order' }).click();
  const { orderNumber } = (await (await ordered).json()) as { orderNumber: string };
  expect(orderNumber).toMatch(/^W\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
    timeout: 15_000,
  });
  return orderNumber;
}

interface FeedOrder {
  orderNumber: string;
  idempotencyKey: string;
  customerNumber: string;
  lines: unknown[];
}

/** "Orders the account places wait in the ERP's feed", read with the README's token. */
async function readTheFeed(base: string, env: NodeJS.ProcessEnv, orderNumber: string) {
  const token = await operatorToken(env, 'erp', 'orders');
  const feed = await fetch(`${base}/operator/v1/orders/feed`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(feed.status).toBe(200);
  const { orders } = (await feed.json()) as { orders: FeedOrder[] };
  const order = orders.find((o) => o.orderNumber === orderNumber);
  expect(order, JSON.stringify(orders)).toBeDefined();
  expect(order!.customerNumber).toBe('DE/900001');
  expect(order!.idempotencyKey).toBe(`order:${orderNumber}`);
  expect(order!.lines).toEqual([
    expect.objectContaining({
      articleNumber: 'NLS1001',
      quantity: 6,
      singlePrice: 2295,
      lineTotal: 13770,
    }),
  ]);
  return order!;
}

/** The order posted to the webhook, signed; the first post was refused, the retry taken. */
async function checkTheWebhook(receiver: ErpReceiver, order: FeedOrder) {
  await expect
    .poll(() => receiver.deliveries.filter((d) => d.answered === 200).length, { timeout: 20_000 })
    .toBe(1);
  const [refused, accepted] = receiver.deliveries;
  for (const delivery of [refused!, accepted!]) {
    expect(delivery.headers['content-type']).toMatch(/^application\/json/);
    expect(delivery.headers['shop-event-id']).toBe(order.idempotencyKey);
    expect(
      signatureHolds(delivery, WEBHOOK_SECRET),
      String(delivery.headers['shop-signature']),
    ).toBe(true);
  }
  expect(refused!.headers['shop-delivery-attempt']).toBe('1');
  expect(accepted!.headers['shop-delivery-attempt']).toBe('2');
  // the body is the feed's record
  expect(JSON.parse(accepted!.body)).toEqual(order);
}

test('a newcomer imports the example, starts the shop on it, logs in as its account and orders', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const smtpUrl = process.env.E2E_SMTP_URL;
  expect(smtpUrl, 'the global setup runs the SMTP server').toBeTruthy();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-newcomer-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: smtpUrl, PUBLIC_URL: base };
  // an ERP that is down at first: it refuses the first post
  const receiver = await startErpReceiver((index) => (index === 0 ? 503 : 200));
  let shop: OwnShop | undefined;
  try {
    const mailsBefore = mailCount();
    await importTheExample(env);
    shop = await startOwnShop(port, {
      ...env,
      // as `npm start` (not start:prod) runs it: production takes only an https webhook
      NODE_ENV: 'development',
      ERP_WEBHOOK_URL: receiver.url,
      ERP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ERP_WEBHOOK_RETRY_BASE_MS: '200',
    });
    expect(shop.output()).not.toContain('seeded');
    await importTheShippingTerms(base, env);

    const context = await browser.newContext({
      baseURL: base,
      storageState: consentStorageState(base),
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await findTheGamesWithoutDemo(page);
    await setThePasswordAndLogIn(page, base, mailsBefore);
    await seeTheAccountsData(page);
    await seeTheImportedShippingTerms(page);
    const orderNumber = await orderTheBoardGame(page);
    await context.close();

    const order = await readTheFeed(base, env, orderNumber);
    await checkTheWebhook(receiver, order);
  } catch (error) {
    if (shop) await test.info().attach('shop output', { body: shop.output() });
    throw error;
  } finally {
    await shop?.stop();
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
