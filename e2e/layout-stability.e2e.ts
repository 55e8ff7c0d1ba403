import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';

/**
 * Layout stability on a phone (docs/product/quality.md#quality-layout-stability, target CLS ≤
 * 0.05): from the first byte until the page has its data, nothing that is already on screen moves.
 * Not a timing test: it adds up every layout shift Chromium reports (PerformanceObserver
 * 'layout-shift', the entries Lighthouse's CLS is made of) while a page loads at 390 px. The page
 * loads through the boot screen of index.html, the router's loading screen and the page's skeleton;
 * each hand-over must keep the boxes where they were
 * (docs/decisions/027-layout-stability-and-initial-javascript.md).
 */
interface Shift {
  value: number;
  sources: string[];
}

/** Chromium's LayoutShift entry (not in TypeScript's DOM types yet). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

const PHONE = { width: 390, height: 844 };
const CLS_LIMIT = 0.05;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

/** Records every layout shift of the page from its first byte (window.layoutShifts). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        // shifts right after a tap or key press are expected and not counted by CLS either
        if (entry.hadRecentInput) continue;
        window.layoutShifts!.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node;
            return node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80)
              : String(node?.nodeName);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads the page until its heading and data are there, then sums its shifts. */
async function expectStableLoad(
  page: Page,
  path: string,
  loading?: () => Promise<void>,
  limit = CLS_LIMIT,
) {
  await page.goto(path);
  await loading?.();
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // images and late answers have had their chance to move something
  await page.waitForTimeout(500);

  const shifts = await page.evaluate(() => window.layoutShifts ?? []);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts)).toBeLessThan(limit);
}

for (const { name, path } of [
  { name: 'the start page', path: '/de/en' },
  { name: 'a category listing', path: '/de/en/category/1' },
  { name: 'an article page', path: '/de/en/product/GG2001' },
]) {
  test(`${name} does not shift while it loads at 390 px`, async ({ page }) => {
    await recordShifts(page);
    await expectStableLoad(page, path);
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  // the desktop's top bar, main menu and a listing's filter column are in the server's page,
  // so the script moves nothing (decisions 151 and 153)
  for (const { name, path } of [
    { name: 'the start page', path: '/de/en' },
    { name: 'a category listing', path: '/de/en/category/1' },
  ]) {
    test(`${name} does not shift while it loads`, async ({ page }) => {
      await recordShifts(page);
      await expectStableLoad(page, path);
    });
  }
});

/**
 * A logged-in customer's listing and article page: the server sends the visitor's page, the
 * browser renders the customer's in its place once the session is back (decision 127); the
 * prices come where the visitor's page held their place.
 */
for (const { name, path } of [
  { name: 'a category listing', path: '/de/en/category/1' },
  { name: 'an article page', path: '/de/en/product/GG2001' },
]) {
  test(`${name} of a logged-in customer does not shift while it loads at 390 px`, async ({
    page,
  }) => {
    const login = await page.request.post('/auth/login', {
      data: { name: 'demo@example.com', password: 'demo-shop', stayConnected: true },
    });
    expect(login.status()).toBe(200);
    await page.addInitScript(() => window.localStorage.setItem('shop.sessionHint', '1'));
    await recordShifts(page);
    await expectStableLoad(page, path);
  });
}

/**
 * The basket page of a customer whose basket is empty: its skeleton is taller than the screen,
 * the empty basket is short; the footer, pinned to the bottom of a short page, jumped into view
 * when the basket arrived (0.079 in Lighthouse, decision 030).
 */
test('an empty basket does not shift while it loads at 390 px', async ({ page }) => {
  const login = await page.request.post('/auth/login', {
    data: { name: 'demo@example.com', password: 'demo-shop', stayConnected: true },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const cleared = await page.request.get('/basket/clear', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(cleared.status()).toBe(200);
  // the page restores the session from the refresh cookie (page.request shares the page's
  // cookies) and the session hint, as after an earlier visit
  await page.addInitScript(() => window.localStorage.setItem('shop.sessionHint', '1'));
  await recordShifts(page);
  // the basket answers once its skeleton has been on screen, as on a slow phone network
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/intern/basket?*', async (route) => {
    await held;
    await route.continue();
  });
  await expectStableLoad(page, '/de/en/basket', async () => {
    await expect(page.locator('main [aria-busy="true"]')).toBeVisible({ timeout: 20_000 });
    // two frames: the skeleton has been painted, not only laid out
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    answer();
  });
  await expect(page.getByText('Your basket is empty')).toBeVisible();
});

/**
 * The account pages of the demo customer. Their answers are held until the page's heading and
 * loading state have been painted, as on a slow phone network; the overview's cards, turnover
 * and credit line arrived into a spinner's place and pushed the back-order summary and the
 * footer down (0.760 in Lighthouse), the other pages let the footer jump from the middle of the
 * screen out of view (decision 047).
 */
for (const { name, path, limit } of [
  // every box of the overview is kept while its answers load: nothing may move (0.012 when the
  // company's name arrived into the customer-number line after the first paint, decision 068)
  { name: 'the account overview', path: '/de/en/account', limit: 0.001 },
  { name: 'the order list', path: '/de/en/account/orders' },
  { name: 'the open orders', path: '/de/en/account/reservation-preorder' },
  { name: 'the profile', path: '/de/en/account/profile' },
  { name: 'the product archive', path: '/de/en/account/product-archive' },
]) {
  test(`${name} does not shift while it loads at 390 px`, async ({ page }) => {
    const login = await page.request.post('/auth/login', {
      data: { name: 'demo@example.com', password: 'demo-shop', stayConnected: true },
    });
    expect(login.status()).toBe(200);
    await page.addInitScript(() => window.localStorage.setItem('shop.sessionHint', '1'));
    await recordShifts(page);
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    // the account's own answers (/intern/account, /account/...), not the page address itself
    await page.route(
      (url) => url.pathname === '/intern/account' || url.pathname.startsWith('/account/'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await expectStableLoad(
      page,
      path,
      async () => {
        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        answer();
      },
      limit,
    );
  });
}
