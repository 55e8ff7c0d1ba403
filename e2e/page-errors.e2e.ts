import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * The main pages, each opened as a new document, raise no uncaught error in the page: logged
 * out and logged in, on a desktop and a phone. A logged-in customer's fresh start page once
 * raised a pending import that escaped its Suspense boundary (shared/ui/loaded-part.tsx).
 */
const PAGES = [
  '/de/de',
  '/de/en',
  '/de/en/category/1',
  '/de/en/product/GG2001',
  '/de/en/search/figure',
  '/de/en/basket',
  '/de/en/account',
  '/de/en/account/invoices',
];
const WIDTHS = [1440, 390];

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${String(error)}`));
  return errors;
}

/** Resolves after the next frame and the tasks it queued: errors of late renders surface. */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );

async function walk(page: Page, loggedIn: boolean): Promise<void> {
  // behind the login dialog of a visitor's basket the header is hidden from the accessibility tree
  const header = page.getByRole('banner', { includeHidden: true });
  const sessionShown = loggedIn
    ? header.getByRole('button', { name: /My account|Mein Konto/, includeHidden: true })
    : header.getByRole('button', { name: /Log in|Anmelden/, includeHidden: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      // a visitor's basket and account ask for the login instead
      const shown = page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog'));
      await expect(shown.first()).toBeVisible({ timeout: 15_000 });
      // the session has arrived and the parts that come with it have rendered
      await expect(sessionShown.first()).toBeVisible({ timeout: 15_000 });
      await settled(page);
    }
  }
}

test.describe('no page error on the main pages', () => {
  test('logged out', async ({ page }) => {
    const errors = collectPageErrors(page);
    await walk(page, false);
    expect(errors).toEqual([]);
  });

  test('logged in', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    await logInThroughDialog(page);
    await walk(page, true);
    expect(errors).toEqual([]);
  });
});
