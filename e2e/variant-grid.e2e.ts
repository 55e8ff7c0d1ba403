import { expect, type Locator } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * The variant grid of the article page (docs/product/catalog.md#cat-variant-grid): a buyer gives
 * a quantity for three sizes and adds them in one step. In the deterministic e2e seed, LL1237
 * has sizes S and M sold out and L, XL and XXL in stock.
 */
const MAIN = 'LL1237';
const SIZES = ['L', 'XL', 'XXL'];

function quantityOf(grid: Locator, size: string): Locator {
  const name = `Quantity of ${size} pieces`;
  return grid
    .getByRole('combobox', { name, exact: true })
    .or(grid.getByRole('textbox', { name, exact: true }));
}

test('a buyer orders three sizes of an article in one step from its variant grid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInThroughDialog(page);
  await page.goto(`/de/en/product/${MAIN}`);
  const grid = page.getByRole('table', { name: 'Order variants' });
  await expect(grid).toBeVisible({ timeout: 15_000 });
  for (const size of ['S', 'M', ...SIZES])
    await expect(grid.getByRole('row').filter({ hasText: `${MAIN}-${size}` })).toHaveCount(1);
  await expectNoAxeViolations(page);

  for (const size of SIZES) {
    await quantityOf(grid, size).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByText('3 variants were added to the basket.')).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/de/en/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  for (const size of SIZES)
    await expect(page.getByRole('article').filter({ hasText: `${MAIN}-${size}` })).toHaveCount(1, {
      timeout: 15_000,
    });

  // leave the basket as the other tests expect it: empty
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Clear basket' }).click();
  const clearDialog = page.getByRole('dialog', { name: 'Clear the basket?' });
  await clearDialog.getByRole('button', { name: 'Clear basket' }).click();
  await expect(page.getByText('Your basket is empty')).toBeVisible();
});
