import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * WCAG 2.2 AA with axe (docs/product/quality.md#quality-accessibility) on the screens and menus the
 * other e2e files do not open; those check theirs where they open them.
 */

test.describe('a visitor', () => {
  test('content, overview and offer pages, a search without hits', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [path, heading] of [
      ['/de/en/agb', /terms/i],
      ['/de/en/contact', /contact/i],
      // a main-menu entry by its name ("Toys" in the demo catalog)
      ['/de/en/overview/toys', /toys/i],
      ['/de/en/hotDeals', /hot deals/i],
      ['/de/en/preOrder', /pre-orders/i],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
        timeout: 15_000,
      });
      await expectNoAxeViolations(page);
    }

    await page.goto('/de/en/search/zzzqqqxxy');
    await expect(page.getByRole('status').filter({ hasText: /0 hits/ })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoAxeViolations(page);
  });

  test('the article gallery in its enlarged view, and the language menu', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/de/en/search/figure');
    await page
      .getByRole('list', { name: 'Articles' })
      .getByRole('link')
      .first()
      .click({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    const enlarge = page
      .getByRole('main')
      .getByRole('button', { name: /^Enlarge image 1 of \d+$/ });
    await enlarge.click();
    const lightbox = page.getByRole('dialog', { name: /^Images: / });
    await expect(lightbox).toBeVisible();
    // its code loads when it first opens (decision 073): the focus is inside all the same
    await expect(lightbox).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(enlarge).toBeFocused();

    await page.getByRole('banner').getByRole('button', { name: /^EN, / }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a customer', () => {
  test('account pages, the account menu and the basket preview', async ({ page }) => {
    test.setTimeout(120_000);
    await logInThroughDialog(page);
    for (const path of [
      '/de/en/account',
      '/de/en/account/shipping',
      '/de/en/account/import-cart',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page);
    }

    await page.getByRole('button', { name: /My account/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Basket, / })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Go to the basket' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
