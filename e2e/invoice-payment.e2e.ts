import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createThrowawayAccount } from './support/throwaway-account.ts';
import { logInThroughApi } from './support/login.ts';

/**
 * Paying invoices by card with the offline test gateway in the invoice's dialog
 * (docs/decisions/044-card-payment.md, 096), on a throwaway account with its own open invoices, so
 * the demo account's invoices stay payable for other tests.
 */

async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Cardholder').fill('Tilda Throwaway');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Month').fill('12');
  await form.getByLabel('Year').fill(String(new Date().getFullYear() + 3));
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: /^Pay / }).click();
}

test.describe('invoice payment', () => {
  test('pays an invoice, shows it paid on reopening, and fails with a declined card', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const paid = `E2E-${stamp}-1`;
    const declined = `E2E-${stamp}-2`;
    const account = createThrowawayAccount([
      { invoiceNumber: paid, total: 12_345 },
      { invoiceNumber: declined, total: 5_000 },
    ]);
    await logInThroughApi(page, account.email);

    await page.goto(`/de/en/account/invoices/${paid}`);
    await expect(page.getByRole('dialog', { name: `Invoice ${paid}` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Cardholder')).toBeVisible();
    await expectNoAxeViolations(page);
    await payWith(page, '4111 1111 1111 1111');
    await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
    await expect(page.getByText(/123,45\s€ were charged to your card/)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/This payment was made on \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();

    await page.goto(`/de/en/account/invoices/${declined}`);
    await payWith(page, '4000 1111 1111 1115');
    const failure = page.getByRole('alert').filter({ hasText: 'The payment failed' });
    // the shop's sentence and what to do next; the provider's English text only as a detail
    await expect(failure).toContainText('Your bank declined the card.');
    await expect(failure).toContainText('Please pay with another card');
    await expect(failure).toContainText('Details: Do Not Honor');
    await page.reload();
    await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible({ timeout: 20_000 });
  });

  test('pays two invoices at once', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const numbers = [`E2E-${stamp}-A`, `E2E-${stamp}-B`];
    const account = createThrowawayAccount([
      { invoiceNumber: numbers[0]!, total: 1_000 },
      { invoiceNumber: numbers[1]!, total: 2_550 },
    ]);
    await logInThroughApi(page, account.email);
    await page.goto(`/de/en/account/invoices/pay?invoices=${numbers.join(',')}`);
    const dialog = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(dialog.getByText(`Invoice ${numbers[1]}`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Pay 35,50\s€$/ })).toBeVisible();
    await payWith(page, '5555 5555 5555 4444');
    await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
    await page.goto(`/de/en/account/invoices/pay?invoices=${numbers.join(',')}`);
    await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible({
      timeout: 20_000,
    });
  });
});
