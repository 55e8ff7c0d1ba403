import fs from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * The invoice list (docs/product/invoices.md#inv-list): the overview's link arrives pre-filtered,
 * the filters live in the address, an invoice downloads as its PDF (by keyboard) and the filtered
 * list exports as invoices.csv; the page has no axe violations. Reads the demo account only.
 */

test('filters invoices, downloads one as PDF and exports the list', async ({ page }) => {
  test.setTimeout(90_000);
  await logInThroughDialog(page);
  await page.goto('/de/en/account');
  await page.getByRole('link', { name: 'Show overdue invoices' }).click();
  await expect(page).toHaveURL(/\/de\/en\/account\/invoices\?type=overdue$/);
  // the page's code and list load on a shared, busy machine: a generous first wait
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Show', { exact: true })).toHaveValue('overdue');
  await expectNoAxeViolations(page);
  const overdueRows = (await rows.allInnerTexts()).slice(1);
  expect(overdueRows.length).toBeGreaterThan(0);
  expect(overdueRows.every((row) => row.includes('Overdue'))).toBe(true);

  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Paid' });
  await expect(page).toHaveURL(/type=paid/);
  await expect(rows.nth(1)).toContainText('Paid on');
  const number = (await rows.nth(1).getByRole('rowheader').textContent())!.slice(0, 8);
  expect(number).toMatch(/^R\d{7}$/);

  const filters = page.getByRole('search', { name: 'Filter invoices' });
  await filters.getByRole('textbox', { name: 'Invoice or PO number' }).fill(number);
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await expect(page.getByText('1 invoice', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);

  const pdfDownload = page.waitForEvent('download');
  // by keyboard, as a buyer without a mouse would
  await page.getByRole('button', { name: `Download invoice ${number} as PDF` }).focus();
  await page.keyboard.press('Enter');
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const bytes = await fs.readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toBe('invoices.csv');
  const csv = (await fs.readFile((await csvFile.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [head, ...lines] = csv.split('\r\n').filter((line) => line !== '');
  // English: comma-separated (docs/decisions/122-csv-in-the-buyers-spreadsheet.md)
  expect(head!.split(',').slice(0, 4)).toEqual([
    'Invoice number',
    'Invoice date',
    'Due date',
    'Status',
  ]);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.split(',').slice(0, 1)).toEqual([number]);
  expect(lines[0]!.split(',')[3]).toBe('Paid');
});
