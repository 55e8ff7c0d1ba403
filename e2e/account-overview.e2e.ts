import zlib from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createThrowawayAccount } from './support/throwaway-account.ts';
import { logInThroughApi } from './support/login.ts';

/** A small valid PNG (red square). */
function png(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer: Buffer) => {
    let c = ~0;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x33)]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('account overview', () => {
  test('shows the figures, navigates the years and links to the filtered lists', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await logInThroughApi(page, 'demo@example.com');
    await page.goto('/de/en/account');
    // the first account page of the run loads its chunks and restores the session
    await expect(page.getByRole('heading', { name: 'Account overview', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page
        .getByRole('navigation', { name: 'Account pages' })
        .getByRole('link', { name: 'Overview' }),
    ).toHaveAttribute('aria-current', 'page');

    const turnover = page.getByRole('region', { name: 'Turnover per year' });
    const year = new Date().getFullYear();
    // the figures arrive after the page: give them the time a loaded machine needs
    await expect(turnover.getByText(`Turnover ${year}`)).toBeVisible({ timeout: 20_000 });
    await expect(turnover.getByText(/Cancellation quota \d/).first()).toBeVisible();
    await turnover.getByRole('button', { name: 'Previous year' }).click();
    await expect(turnover.getByText(`Turnover ${year - 1}`)).toBeVisible();
    await expect(turnover.getByText(`Turnover ${year - 2}`)).toBeVisible();
    await turnover.getByRole('button', { name: 'Next year' }).click();
    await expect(turnover.getByText(`Turnover ${year}`)).toBeVisible();
    await expect(page.getByRole('meter', { name: /of the credit line used/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent invoices' }).getByRole('row'),
    ).toHaveCount(6);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Show unpaid invoices' }).click();
    await expect(page).toHaveURL(/\/de\/en\/account\/invoices\?type=notPaid$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Show overdue invoices' }).click();
    await expect(page).toHaveURL(/\/de\/en\/account\/invoices\?type=overdue$/);
    await page.goBack();

    // the back-order summary comes from the open-orders calls; without them the page still stands
    const ready = page.getByRole('link', { name: 'Show ready articles' });
    const unavailable = page.getByText('The back-order summary cannot be shown right now.');
    await expect(ready.or(unavailable)).toBeVisible();
    if (await ready.isVisible()) {
      await ready.click();
      await expect(page).toHaveURL(/\/account\/reservation-preorder\?state=inStock$/);
      await page.goBack();
    }
  });

  test('shows a one-time message once and marks it seen', async ({ page }) => {
    test.setTimeout(90_000);
    // an account of its own: the demo account's message is seen by whichever test opens first
    const account = createThrowawayAccount();
    await logInThroughApi(page, account.email);
    await page.goto('/de/en/account');
    const heading = page.getByRole('heading', { name: 'Account overview', level: 1 });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Welcome, Throwaway Toys!')).toBeVisible();

    // seen once: the next visit no longer shows the message
    await page.reload();
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Turnover per year' })).toBeVisible();
    await expect(page.getByText('Welcome, Throwaway Toys!')).toHaveCount(0);
  });

  test('rejects the shop-mode pages and keeps the account pages reachable on a phone', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInThroughApi(page, 'demo@example.com');
    await page.goto('/de/en/account/shop-mode');
    await expect(page).toHaveURL(/\/de\/en\/account$/);
    await page.getByText('Account pages: Overview').click();
    const nav = page.getByRole('navigation', { name: 'Account pages' }).first();
    await nav.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
  });
});

test.describe('profile', () => {
  test('a customer uploads a logo, deletes the account and cannot log in afterwards', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { email, customerNumber } = createThrowawayAccount();
    await logInThroughApi(page, email);
    await page.goto('/de/en/account/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByRole('region', { name: 'Company and addresses' }).getByText('Throwaway Toys'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Upload logo' }).click();
    const logo = page.getByRole('dialog', { name: 'Upload logo' });
    await logo.getByLabel('Image file').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(logo.getByText('This file is not a PNG or JPEG image.')).toBeVisible();
    await expect(logo.getByRole('button', { name: 'Save logo' })).toBeDisabled();
    await logo
      .getByLabel('Image file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(40) });
    await expect(logo.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
    await expectNoAxeViolations(page);
    await logo.getByRole('button', { name: 'Save logo' }).click();
    await expect(logo).toBeHidden();
    await expect(page.getByRole('img', { name: 'Your current logo' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete account…' }).click();
    const removal = page.getByRole('dialog', { name: 'Delete your account?' });
    const submit = removal.getByRole('button', { name: 'Delete account for good' });
    await expect(submit).toBeDisabled();
    await removal
      .getByLabel(`Type your customer number ${customerNumber} to confirm`)
      .fill(customerNumber);
    await submit.click();
    const done = page.getByRole('dialog', { name: 'Your account is deleted' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'To the start page' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

    const again = await page.request.post('/auth/login', {
      data: { name: email, password: 'demo-shop' },
    });
    expect(again.status()).toBe(401);
  });
});
