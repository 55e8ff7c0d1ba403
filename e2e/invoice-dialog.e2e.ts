import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO_LOGIN, logInThroughDialog } from './support/login.ts';
import { createThrowawayAccount } from './support/throwaway-account.ts';

/**
 * An invoice opens as a dialog over the invoice list, at its own address, and Escape goes back
 * to the list; a payment whose provider does not answer opens the error dialog with the
 * server's message (docs/decisions/096-invoice-dialog-and-inline-variants.md). The demo
 * account is only read; the payment is a throwaway account's.
 */

async function openInvoices(page: Page) {
  await page.goto('/de/en/account/invoices');
  // the page's code and list load on a shared, busy machine: a generous first wait
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
}

test.describe('the invoice dialog', () => {
  test('opens an invoice over the list at its address, and Escape goes back to the list', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInThroughDialog(page, DEMO_LOGIN);
    await openInvoices(page);
    const pay = page.getByRole('link', { name: /^Pay invoice \S+ by card$/ }).first();
    const label = (await pay.getAttribute('aria-label'))!;
    const number = /^Pay invoice (\S+) by card$/.exec(label)![1]!;
    await pay.click();

    const dialog = page.getByRole('dialog', { name: `Invoice ${number}` });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/de/en/account/invoices/${number}$`));
    await expect(dialog.getByRole('heading', { name: 'Payments' })).toBeVisible();
    await expect(dialog.getByRole('form', { name: 'Card payment' })).toBeVisible({
      timeout: 20_000,
    });
    // the list stays behind the dialog
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.locator('table')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/de\/en\/account\/invoices$/);
    await expect(page.getByRole('link', { name: label })).toBeFocused();
  });

  test('a payment whose provider does not answer opens the error dialog with its message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const invoiceNumber = `E2E-${Date.now()}-T`;
    const account = createThrowawayAccount([{ invoiceNumber, total: 4_200 }]);
    await logInThroughDialog(page, { email: account.email, password: DEMO_LOGIN.password });
    // a deep link: the list with the dialog over it
    await page.goto(`/de/en/account/invoices/${invoiceNumber}`);
    const dialog = page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('No card payment is recorded for this invoice.')).toBeVisible();

    const form = dialog.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Cardholder').fill('Tilda Throwaway');
    // the test gateway's number whose charge times out (README, "Card payment")
    await form.getByLabel('Card number').fill('4000 0000 0000 0309');
    await form.getByLabel('Month').fill('12');
    await form.getByLabel('Year').fill(String(new Date().getFullYear() + 3));
    await form.getByLabel('Security code').fill('123');
    await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    await form.getByRole('button', { name: /^Pay / }).click();

    const alert = page.getByRole('alertdialog', { name: 'The payment failed' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('The payment provider did not answer in time.');
    await expect(alert).toContainText('Error code: PAYMENT_PROVIDER_TIMEOUT');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeFocused();
    await expect(alert.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expectNoAxeViolations(page);

    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/de/en/account/invoices/${invoiceNumber}$`));
  });
});
