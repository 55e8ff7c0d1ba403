import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { consentStorageState } from './support/consent.ts';

/**
 * The login dialog's hidden key sequence (docs/decisions/099-sign-on-key-sequences.md), in a
 * shop started with SIGN_ON_KEYS. The portal is a stand-in answering its sign-on address: it
 * makes the customer's link as the real portal would (npm run portal-link) and sends the browser
 * back to the address the shop gave it.
 */
const root = path.resolve(import.meta.dirname, '..');
const PORTAL = 'https://portal.example.test/sign-on';
const PORTAL_SECRET = 'e2e-portal-secret-shared-with-the-stand-in';

// a shop of its own and the portal's link command: more than a page's work
test.describe.configure({ timeout: 120_000 });

let shop: ChildProcess | undefined;
let dataDir = '';
let baseUrl = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let tries = 0; tries < 480; tries += 1) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer ${url}`);
}

const shopEnv = () => ({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PUBLIC_URL: baseUrl,
  PORTAL_SECRET,
});

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-sign-on-'));
  baseUrl = `http://127.0.0.1:${port}`;
  shop = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...shopEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ARTICLES: '40',
      LOG_LEVEL: 'warn',
      SIGN_ON_KEYS: `staff!=${PORTAL}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${baseUrl}/api/health`);
});

test.afterAll(async () => {
  if (shop) {
    const stopped = new Promise((resolve) => shop!.once('exit', resolve));
    shop.kill('SIGTERM');
    await stopped;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A page of the shop under test, its consent already chosen like the shared shop's pages. */
async function shopPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: consentStorageState(baseUrl),
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}

async function openLoginDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Log in or register' });
  // a click before the page's script has started does nothing: click again until it opens
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    }
    await expect(dialog.getByLabel('E-mail address')).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

test('typing the sequence in the login dialog signs the customer in through the portal', async ({
  browser,
}) => {
  const page = await shopPage(browser);
  const asked: string[] = [];
  await page.route('https://portal.example.test/**', async (route) => {
    const back = new URL(route.request().url()).searchParams.get('return') ?? '';
    asked.push(back);
    const link = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/operator/portal-link-cli.ts', 'demo@example.com'],
      { cwd: root, env: shopEnv() },
    )
      .toString()
      .trim();
    await route.fulfill({ status: 302, headers: { location: `${back}${link.split('/').at(-1)}` } });
  });
  await page.goto(`${baseUrl}/de/en/partner`);
  await openLoginDialog(page);
  await page.keyboard.type('staff!');
  await expect(page.getByRole('button', { name: /My account/ })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`${baseUrl}/de/en`);
  expect(asked).toEqual([`${baseUrl}/de/en/loginPortal/`]);
});

test('the same keys in the password field, or in a shop without sequences, do nothing', async ({
  browser,
  page: sharedShopPage,
}) => {
  const page = await shopPage(browser);
  let portalAsked = false;
  await page.route('https://portal.example.test/**', async (route) => {
    portalAsked = true;
    await route.abort();
  });
  await page.goto(`${baseUrl}/de/en/partner`);
  const dialog = await openLoginDialog(page);
  const sequences = page.waitForResponse('**/auth/sign-on-keys');
  await page.keyboard.type('x');
  await sequences;
  await dialog.getByLabel('Password', { exact: true }).pressSequentially('staff!');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('staff!');
  await expect(dialog).toBeVisible();
  // the shared e2e shop has no SIGN_ON_KEYS: its dialog takes the keys as an e-mail address
  await sharedShopPage.route('https://portal.example.test/**', async (route) => {
    portalAsked = true;
    await route.abort();
  });
  await sharedShopPage.goto('/de/en/partner');
  const plain = await openLoginDialog(sharedShopPage);
  const none = sharedShopPage.waitForResponse('**/auth/sign-on-keys');
  await sharedShopPage.keyboard.type('staff!');
  expect(await (await none).json()).toEqual({ sequences: [] });
  await expect(plain.getByLabel('E-mail address')).toHaveValue('staff!');
  await expect(plain).toBeVisible();
  expect(portalAsked).toBe(false);
  await expect(sharedShopPage).toHaveURL(/\/de\/en\/partner$/);
});
