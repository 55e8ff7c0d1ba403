import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * The basket's quick order (docs/product/basket.md#basket-quick-order): a trade buyer types an
 * article number as a scanner would, Enter, the quantity, Enter, and sees the line in the basket;
 * an unknown number stays listed with its reason; the paste-in import is a link away. CK1335 of
 * the deterministic e2e seed is in stock and comes in cases of 24.
 */
const ARTICLE = 'CK1335';

test('a buyer orders by article number with the keyboard and keeps an unknown number listed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInThroughDialog(page);
  await page.goto('/de/en/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();

  const quick = page.getByRole('region', { name: 'Quick order' });
  const code = quick.getByRole('textbox', { name: 'Article number or EAN' });
  await code.click();
  await page.keyboard.type(ARTICLE);
  await expect(quick.getByText(`Art. no. ${ARTICLE}`, { exact: false })).toBeVisible({
    timeout: 15_000,
  });
  await expect(quick.getByText('Pieces per case: 24')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  const quantity = quick.getByRole('textbox', { name: /^Quantity cases? of 24$/ });
  await expect(quantity).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(quick.getByText(/is in the basket\.$/)).toBeVisible({ timeout: 15_000 });
  await expect(code).toBeFocused();
  await expect(code).toHaveValue('');

  const line = page.getByRole('article').filter({ hasText: ARTICLE });
  const lineField = { name: /^Quantity of .* cases? of 24$/ };
  await expect(
    line.getByRole('combobox', lineField).or(line.getByRole('textbox', lineField)),
  ).toHaveValue('2', { timeout: 15_000 });

  // an unknown number is listed with its reason, and still after a reload
  await page.keyboard.type('NO-SUCH-1');
  await page.keyboard.press('Enter');
  const problems = quick.getByRole('region', { name: 'Not added: 1' });
  await expect(problems.getByText('NO-SUCH-1')).toBeVisible({ timeout: 15_000 });
  await expect(problems.getByText('Unknown: no article has this number or EAN.')).toBeVisible();
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Not added: 1' }).getByText('NO-SUCH-1'),
  ).toBeVisible({ timeout: 15_000 });

  // leave the basket as the other tests expect it: empty
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Clear basket' }).click();
  const clearDialog = page.getByRole('dialog', { name: 'Clear the basket?' });
  await clearDialog.getByRole('button', { name: 'Clear basket' }).click();
  await expect(page.getByText('Your basket is empty')).toBeVisible();

  // the paste-in import, from the basket
  await page.getByRole('link', { name: 'Paste a list of articles' }).click();
  await expect(page).toHaveURL(/\/de\/en\/account\/import-cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('navigation')
      .getByRole('link', { name: 'Paste articles into the basket' })
      .first(),
  ).toHaveAttribute('aria-current', 'page');
});
