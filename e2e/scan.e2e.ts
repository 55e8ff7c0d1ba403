import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { chromiumLaunch } from './support/chromium.ts';
import { fakeCameraArgs, filmBarcode } from './support/fake-camera.ts';
import { DEMO_LOGIN, logInThroughDialog } from './support/login.ts';

/**
 * The scan page (docs/product/account.md#account-scan, decisions 145 and 146): the camera (a
 * film of a demo article's EAN-13 in Chromium's fake camera), a scanner's typing, and a scan
 * round without a connection that the installed shop's service worker carries through a reload.
 */

// the browser starts with a camera that films nothing; each test films its own code
filmBarcode(null);
test.use({ launchOptions: chromiumLaunch(fakeCameraArgs) });

interface DemoArticle {
  articleNumber: string;
  barcode: string;
  name: string;
}

/** Orderable demo articles with an EAN, as the demo customer's look-up names them. */
async function demoArticles(request: APIRequestContext): Promise<DemoArticle[]> {
  const login = await request.post('/auth/login', {
    data: { name: DEMO_LOGIN.email, password: DEMO_LOGIN.password, stayConnected: false },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const lookup = await request.post('/api/articles/lookup', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { codes: ['CK1335', 'GG2001', 'LL1237', 'GS1557'], language: 'en' },
  });
  expect(lookup.status()).toBe(200);
  const { results } = (await lookup.json()) as {
    results: {
      article: (DemoArticle & { barcode: string | null; refusal: string | null }) | null;
    }[];
  };
  const articles = results.flatMap(({ article }) =>
    article !== null && article.barcode !== null && article.refusal === null
      ? [{ articleNumber: article.articleNumber, barcode: article.barcode, name: article.name }]
      : [],
  );
  expect(articles.length).toBeGreaterThanOrEqual(2);
  return articles;
}

async function openScanPage(page: Page): Promise<void> {
  await page.goto('/de/en/account/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan to reorder' })).toBeVisible();
}

const line = (page: Page, code: string) => page.getByRole('listitem', { name: `Scanned ${code}` });

async function typeCode(page: Page, code: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Barcode or article number' });
  await field.click();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('a barcode held in front of the camera adds its article, and shown again one more case', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [article] = await demoArticles(request);
  filmBarcode(article!.barcode);
  await logInThroughDialog(page);
  await openScanPage(page);

  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByText('Hold a barcode in front of the camera.')).toBeVisible();
  const scanned = line(page, article!.barcode);
  await expect(scanned.getByText(article!.name, { exact: true })).toBeVisible({ timeout: 20_000 });
  const cases = scanned.getByRole('spinbutton', { name: 'Cases' });
  await expect(cases).toHaveValue('1');
  // the film shows nothing for 2.5 s, then the barcode again: a second scan
  await expect(cases).toHaveValue('2', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop the camera' }).click();
  await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
});

test("a scanner's typed code adds its article, and an unknown code stays listed with why", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [article] = await demoArticles(request);
  await logInThroughDialog(page);
  await openScanPage(page);

  await typeCode(page, article!.barcode);
  const scanned = line(page, article!.barcode);
  await expect(scanned.getByText(article!.name, { exact: true })).toBeVisible({ timeout: 15_000 });
  await typeCode(page, article!.barcode);
  await expect(scanned.getByRole('spinbutton', { name: 'Cases' })).toHaveValue('2');

  await typeCode(page, '4000000000006');
  await expect(
    line(page, '4000000000006').getByText('Unknown: no article has this barcode or number.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Scanned: 2 lines' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('scans made offline wait on the device through a reload and go into the basket once online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await demoArticles(request);
  await logInThroughDialog(page);
  await openScanPage(page);
  // the service worker runs and keeps the scan page and its texts
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        const pages = await (await caches.open('shop-scan-page')).keys();
        const texts = await (await caches.open('shop-texts')).keys();
        return pages.length > 0 && texts.length > 0;
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await typeCode(page, first!.barcode);
  await typeCode(page, first!.barcode);
  await typeCode(page, second!.barcode);
  await expect(page.getByText('2 codes are waiting to be looked up.')).toBeVisible();
  await expect(
    line(page, first!.barcode).getByText('Waiting: looked up when online'),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Scan to reorder' })).toBeVisible();
  // read back from the device's store once the offline page has restored its session
  await expect(page.getByText('2 codes are waiting to be looked up.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(line(page, first!.barcode).getByRole('spinbutton', { name: 'Cases' })).toHaveValue(
    '2',
  );
  await expect(page.getByRole('button', { name: /into the basket$/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(line(page, first!.barcode).getByText(first!.name, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(line(page, second!.barcode).getByText(second!.name, { exact: true })).toBeVisible();
  await expect(page.getByText(/waiting to be looked up/)).toBeHidden();
  await page.getByRole('button', { name: 'Put 2 articles into the basket' }).click();
  await expect(page.getByText('2 articles are in the basket.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Nothing scanned yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to the basket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  for (const article of [first!, second!]) {
    await expect(
      page.getByRole('article').filter({ hasText: article.articleNumber }).first(),
    ).toBeVisible({ timeout: 15_000 });
  }
  // leave the basket as the other tests expect it: empty
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Clear basket' }).click();
  const clearDialog = page.getByRole('dialog', { name: 'Clear the basket?' });
  await clearDialog.getByRole('button', { name: 'Clear basket' }).click();
  await expect(page.getByText('Your basket is empty')).toBeVisible();
});

/** The width and height a PNG's header names. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the shop is installable: its manifest names the shop and language, and the worker runs', async ({
  page,
  context,
}) => {
  await page.goto('/uk/en');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifests/uk-en.webmanifest',
  );
  const answer = await page.request.get('/manifests/uk-en.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Wholesale Shop',
    start_url: '/uk/en',
    display: 'standalone',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(worker).toMatch(/\/sw\.js$/);
  // a storefront page never comes from the worker's caches: without a connection it fails
  await context.setOffline(true);
  await expect(page.goto('/uk/en/contact')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});
