import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { e2eServer } from './support/e2e-server.ts';
import { linkIn, mailCount, waitForMail } from './support/inbox.ts';
import { expectNoAxeViolations } from './support/axe.ts';

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in or register' });
  await expect(dialog.getByLabel('E-mail address')).toBeVisible();
  await expectNoAxeViolations(page);
  return dialog;
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

test.describe('logging in and out', () => {
  test('a retailer logs in, sees prices, and logs out again', async ({ page }) => {
    await page.goto('/de/en');
    await expect(page.getByRole('heading', { name: 'New articles' })).toBeVisible();
    // article prices, not the free-shipping threshold among the shop's selling points
    await expect(page.getByRole('article').getByText(/€/)).toHaveCount(0);
    const dialog = await logIn(page, 'demo@example.com', 'demo-shop');
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('article')
        .getByText(/\d,\d{2} €/)
        .first(),
    ).toBeVisible();

    await page.getByRole('button', { name: /My account/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('article').getByText(/\d,\d{2} €/)).toHaveCount(0);
  });

  test('a wrong password shows the login error and the button can be used again', async ({
    page,
  }) => {
    await page.goto('/de/en');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByText('Please enter your e-mail address.')).toBeVisible();
    await dialog.getByLabel('E-mail address').fill('demo@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      dialog.getByText('The e-mail address or the password is not correct.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  });

  test('an account that must set its password is sent to the password page first', async ({
    page,
  }) => {
    await page.goto('/de/en');
    await logIn(page, 'new@example.com', 'demo-shop');
    await expect(page).toHaveURL(/\/de\/en\/account\/password-change$/);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expectNoAxeViolations(page);

    // every other page answers 403 PASSWORD_CHANGE_REQUIRED: it leads back here, still logged in
    await page.goto('/de/en/basket');
    await expect(page).toHaveURL(/\/de\/en\/account\/password-change$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('button', { name: /My account/ })).toBeVisible();
  });
});

test.describe('password recovery', () => {
  test('a retailer recovers the password from the mailed link and logs in with the new one', async ({
    page,
  }) => {
    await page.goto('/de/en/forgot-password');
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await expect(dialog.getByLabel('E-mail address')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('E-mail address').fill('demo-uk@example.com');
    await dialog.getByRole('checkbox', { name: "I'm not a robot" }).click();
    await expect(dialog.getByText('Verified')).toBeVisible({ timeout: 20_000 });
    const before = mailCount();
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Please check your inbox')).toBeVisible({ timeout: 20_000 });

    const mail = await waitForMail('demo-uk@example.com', before, /password-recovery/);
    await page.goto(linkIn(mail));
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('recovered-password-1');
    await page.getByLabel(/Repeat|Confirm/).fill('recovered-password-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your new password is saved')).toBeVisible();

    await page.goto(linkIn(mail));
    await expect(page.getByRole('alert').getByText('This link is not valid')).toBeVisible();

    await page.goto('/uk/en');
    const login = await logIn(page, 'demo-uk@example.com', 'recovered-password-1');
    await expect(login).toBeHidden();
    await expect(page.getByText(/£\d/).first()).toBeVisible();
  });
});

test.describe('registration', () => {
  test('a new retailer applies in five steps, is approved, sets a password and logs in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `shop-${Date.now()}@example.com`;
    await page.goto('/de/en/register');
    const dialog = page.getByRole('dialog', { name: 'Apply for a trade account' });
    await expect(dialog.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Company name').fill('Kite & Comet Toys');
    await dialog.getByLabel('Type of business').selectOption({ label: 'Retail shop' });
    await dialog.getByLabel('VAT ID or tax number').fill('DE123456789');
    await dialog.getByRole('radio', { name: 'Ms' }).check();
    await dialog.getByLabel('First name').fill('Mara');
    await dialog.getByLabel('Last name').fill('Lindqvist');
    await dialog.getByLabel('E-mail address', { exact: true }).fill(email);
    await dialog.getByLabel('Repeat the e-mail address').fill(email);
    await dialog.getByLabel('Phone').fill('+49 30 1234567');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByRole('heading', { name: /Step 2 of 5/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const billing = dialog.getByRole('group', { name: 'Billing address' });
    await billing.getByLabel('Street and number').fill('Hafenstraße 12');
    await billing.getByLabel('Postcode').fill('20457');
    await billing.getByLabel('City').fill('Hamburg');
    await dialog.getByRole('checkbox', { name: 'Ship to the billing address' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByRole('heading', { name: /Step 3 of 5/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: 'Toys' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByRole('heading', { name: /Step 4 of 5/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: 'Prepayment' }).check();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await expect(dialog.getByText(/Uploaded:/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByRole('heading', { name: /Step 5 of 5/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await dialog.getByRole('checkbox', { name: "I'm not a robot" }).click();
    await expect(dialog.getByText('Verified')).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Thank you for your application')).toBeVisible();

    const before = mailCount();
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/operator/registrations-cli.ts', 'approve', email],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          DATA_DIR: e2eServer.dataDir,
          DATABASE_URL: '',
          PUBLIC_URL: e2eServer.baseUrl,
          SMTP_URL: process.env.E2E_SMTP_URL,
        },
      },
    );
    const mail = await waitForMail(email, before, /password-recovery/);
    await page.goto(linkIn(mail));
    await page.getByLabel('New password', { exact: true }).fill('kite-and-comet-2026');
    await page.getByLabel('Repeat the new password').fill('kite-and-comet-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your new password is saved')).toBeVisible();

    await page.goto('/de/en');
    const login = await logIn(page, email, 'kite-and-comet-2026');
    await expect(login).toBeHidden();
    await expect(
      page.getByRole('button', {
        name: /^My account, Kite & Comet Toys, customer number DE\/1/,
      }),
    ).toBeVisible();
  });
});
