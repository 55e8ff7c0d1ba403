import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * The product archive and the GPSR page of the account area
 * (docs/product/account.md#account-archive, docs/product/account.md#account-gpsr): filters kept in
 * the address, paging, and the CSV downloads.
 */

const results = (page: Page) => page.getByText(/^Results: \d+$/);

const resultCount = async (page: Page) => {
  const text = await results(page).textContent({ timeout: 20_000 });
  return Number(/\d+/.exec(text ?? '')![0]);
};

/** Waits until the list answers `count` results (a loaded page on a busy machine may take a while). */
const expectCount = (page: Page, count: number) =>
  expect(results(page)).toHaveText(`Results: ${count}`, { timeout: 20_000 });

test('the product archive filters, pages and downloads its CSV', async ({ page }) => {
  test.setTimeout(240_000);
  await logInThroughDialog(page);
  await page.goto('/de/en/account/product-archive');
  // the first visit loads the page's chunk and the session; give a busy machine time
  await expect(page.getByRole('heading', { level: 1, name: 'Product archive' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^Results: \d+$/)).toBeVisible({ timeout: 15_000 });
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(20);
  const items = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Art. no.' });
  await expect(items).toHaveCount(20);

  // paging: the selector shows at most five pages
  const paging = page.getByRole('navigation', { name: 'Pages' });
  await expect(paging.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(
    Math.min(5, Math.ceil(total / 20)),
  );
  await paging.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(paging.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await paging.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=3/);

  // time period: a shorter period keeps fewer articles and starts again at page 1
  await page.getByLabel('Sold out within').selectOption({ label: 'Last 28 days' });
  await expect(page).toHaveURL(/timePeriod=28/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(results(page)).not.toHaveText(`Results: ${total}`, { timeout: 20_000 });
  expect(await resultCount(page)).toBeLessThan(total);
  await page.getByLabel('Sold out within').selectOption({ label: 'All time' });
  await expectCount(page, total);

  // producer: every row then shows that producer, and the filter survives a reload
  const producer = page.getByLabel('Producer');
  const option = producer.locator('option').nth(1);
  const label = (await option.textContent())!;
  const [, name, count] = /^(.*) \((\d+)\)$/.exec(label)!;
  await producer.selectOption({ label });
  await expect(page).toHaveURL(/producer=\d+/);
  await expectCount(page, Number(count));
  await page.reload();
  await expectCount(page, Number(count));
  await expect(page.getByLabel('Producer')).not.toHaveValue('0');
  await expect(items.first()).toContainText(name!);
  await page.getByRole('button', { name: 'Reset filters' }).click();
  // the reset has reached the address before the search box is typed in: a later sync of the
  // box with the address would empty it again (seen once under load)
  await expect(page).not.toHaveURL(/producer=/);
  await expectCount(page, total);

  // search by an article number: that one article, which links to its page
  const href = (await items.nth(3).getByRole('link').getAttribute('href'))!;
  const number = href.split('/').pop()!;
  await page.getByRole('searchbox', { name: 'Name or article number' }).fill(number);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  await expectCount(page, 1);
  await expect(items.first().getByRole('link')).toHaveAttribute('href', `/de/en/product/${number}`);
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expectCount(page, total);

  // the CSV holds every item of all pages
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^product-archive-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  // English: comma-separated (docs/decisions/122-csv-in-the-buyers-spreadsheet.md)
  expect(lines[0]).toBe('Article number,Name,Producer,EAN,Sold out on');
  expect(lines).toHaveLength(total + 1);
});

test('the GPSR page shows the FAQ in the chosen language and downloads the GPSR CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInThroughDialog(page);
  await page.goto('/de/en/account/gpsr');
  await expect(page.getByRole('heading', { level: 1, name: 'Product safety (GPSR)' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('What is the GPSR?')).toBeVisible();
  await page.getByLabel('Language of the answers').selectOption('fr');
  await expect(page.getByText('Qu’est-ce que le GPSR ?')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download GPSR data (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('gpsr.csv');
  const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Article number,EAN,Name,Manufacturer,Responsible person in the EU,Safety warnings,Safety images',
  );
  expect(lines.length).toBeGreaterThan(100);
});
