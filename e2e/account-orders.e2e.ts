import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * The orders pages of the account area (docs/product/account.md#account-open-orders): open orders
 * filtered by state and producer (the filters kept in the address) and exported as the open-orders
 * CSV; the past orders paged and one of them put into the basket again after the replace-or-add
 * question; the past orders searched by a reference and sorted by total
 * (docs/product/account.md#account-orders-search).
 */

/** Opens an account page from the account menu, inside the running app. */
async function openFromAccountMenu(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /My account/ })
    .click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

test('filters open orders by state and producer and exports them', async ({ page }) => {
  test.setTimeout(90_000);
  await logInThroughDialog(page);
  await openFromAccountMenu(page, 'Pre-orders and back orders');
  await expect(page).toHaveURL(/\/de\/en\/account\/reservation-preorder$/);
  // the page's code and list load on a shared, busy machine: a generous first wait
  await expect(page.getByRole('heading', { name: 'Back orders and pre-orders' })).toBeVisible({
    timeout: 30_000,
  });
  const lines = page
    .getByRole('list', { name: 'Back orders and pre-orders' })
    .getByRole('listitem');
  await expect(lines.first()).toBeVisible({ timeout: 20_000 });

  await page.getByLabel('Status').selectOption({ label: 'Pre-order' });
  await expect(page).toHaveURL(/state=preOrder/);
  await expect(page.getByText(/^\d+ open lines?$/)).toBeVisible();
  // the lines of every state stay until the filtered answer replaces them (a race that runs
  // under load showed): wait until no line of another state is left, then for the lines
  const states = lines.locator('span.rounded-md');
  await expect(states.filter({ hasNotText: 'Pre-order' })).toHaveCount(0);
  await expect(states.first()).toBeVisible();

  // the first producer of the list, by its option (name and count of lines)
  const producer = page.getByLabel('Producer');
  const option = producer.locator('option').nth(1);
  const optionText = (await option.textContent()) ?? '';
  const producerName = optionText.replace(/\s*\(\d+\)$/, '');
  await producer.selectOption({ index: 1 });
  await expect(page).toHaveURL(/producer=\d+/);
  await expect(page).toHaveURL(/state=preOrder/);
  const first = lines.first();
  await expect(first.or(page.getByText('No open order matches these filters.'))).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'All states' });
  await expect(page).not.toHaveURL(/state=/);
  await expect(lines.first()).toContainText(producerName);
  const articleNumber = ((await lines.first().locator('p').first().textContent()) ?? '').split(
    ' · ',
  )[0]!;

  // English writes commas; the buyer chooses the continental format (decision 122)
  await page
    .getByRole('combobox', { name: 'Spreadsheet format' })
    .selectOption({ label: 'Semicolon + decimal comma' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('open-orders.csv');
  const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [head, ...rows] = csv.split('\r\n').filter((row) => row !== '');
  expect(head!.split(';').slice(0, 3)).toEqual(['Article number', 'Name', 'Producer']);
  const row = rows.find((r) => r.startsWith(`${articleNumber};`));
  expect(row, csv).toBeDefined();
  expect(row!.split(';')[2]).toBe(producerName);
  expect(rows.every((r) => r.includes(producerName))).toBe(true);
});

test('pages the orders and repeats one into the basket', async ({ page }) => {
  test.setTimeout(90_000);
  await logInThroughDialog(page);
  await openFromAccountMenu(page, 'Orders');
  await expect(page).toHaveURL(/\/de\/en\/account\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const paging = page.getByRole('navigation', { name: 'Pages of orders' });
  await expect(paging.getByRole('button', { name: 'Page 1 of' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstOnPage = page.getByRole('link', { name: /^Show order / }).first();
  const newest = await firstOnPage.textContent();
  await paging.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(firstOnPage).not.toHaveText(newest ?? '');
  const orderNumber = (await firstOnPage.textContent())!.trim();

  await page.getByRole('button', { name: `Put order ${orderNumber} into the basket` }).click();
  const question = page.getByRole('dialog', { name: 'Replace or add?' });
  await question.getByRole('button', { name: 'Add to basket' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /added to the basket/ })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the basket' }).click();
  await expect(page).toHaveURL(/\/basket$/);

  // the repeated articles are in the basket; emptied again, the demo basket is as it was for
  // the other tests that share this account
  await page.getByRole('button', { name: 'More actions' }).click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Clear basket' }).click();
  await page
    .getByRole('dialog', { name: 'Clear the basket?' })
    .getByRole('button', { name: 'Clear basket' })
    .click();
  await expect(page.getByText('Your basket is empty')).toBeVisible();
});

test('finds a demo order by its reference and sorts the orders by total', async ({ page }) => {
  test.setTimeout(90_000);
  await logInThroughDialog(page);
  await openFromAccountMenu(page, 'Orders');
  const table = page.getByRole('table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  const rows = table.locator('tbody tr');
  // cells after the order number: date, state, reference, lines, total, the repeat button
  const referenceOf = (row: ReturnType<typeof rows.nth>) => row.locator('td').nth(2);

  // a demo order with a reference (PO number), from the first pages
  const paging = page.getByRole('navigation', { name: 'Pages of orders' });
  let reference = '';
  let orderNumber = '';
  for (let tries = 0; reference === '' && tries < 5; tries++) {
    for (const row of await rows.all()) {
      const text = ((await referenceOf(row).textContent()) ?? '').trim();
      if (text !== '') {
        reference = text;
        orderNumber = ((await row.locator('th a').textContent()) ?? '').trim();
        break;
      }
    }
    if (reference === '') await paging.getByRole('button', { name: 'Next' }).click();
  }
  expect(reference).not.toBe('');

  const search = page.getByRole('search', { name: 'Search orders' });
  await search.getByLabel('Order, PO or article number').fill(reference);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(reference)}`));
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('link', { name: `Show order ${orderNumber}` })).toBeVisible();
  const found = await rows.count();
  await expect(
    page.getByText(found === 1 ? '1 order' : `${found} orders`, { exact: true }),
  ).toBeVisible();
  for (const row of await rows.all()) await expect(referenceOf(row)).toHaveText(reference);
  // a reload keeps the search
  await page.reload();
  await expect(page.getByLabel('Order, PO or article number')).toHaveValue(reference, {
    timeout: 30_000,
  });
  await expect(rows).toHaveCount(found);

  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page).not.toHaveURL(/q=/);
  const total = page.getByRole('columnheader', { name: 'Total' });
  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=total&dir=desc/);
  const cents = async () =>
    (await rows.locator('td:nth-child(6)').allTextContents()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );
  await expect
    .poll(async () => {
      const values = await cents();
      return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! >= v);
    })
    .toBe(true);
  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const values = await cents();
      return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! <= v);
    })
    .toBe(true);
});
