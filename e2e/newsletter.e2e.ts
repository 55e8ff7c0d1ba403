import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailCount, waitForMail, type ReceivedMail } from './support/inbox.ts';
import { createThrowawayAccount } from './support/throwaway-account.ts';
import { logInThroughApi } from './support/login.ts';

/** The path of the mailed link to the given newsletter page (the token is a signed JWT). */
function pageLinkIn(
  mail: ReceivedMail,
  page: 'newsletter-email-validation' | 'newsletter-unsubscribe',
) {
  const match = new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_.-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return new URL(match[0]).pathname;
}

async function addAddress(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Add an address' });
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form.getByRole('checkbox', { name: 'Toys' }).check();
  await form.getByRole('checkbox', { name: 'Manga and anime' }).check();
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByText(`${email} was added.`)).toBeVisible({ timeout: 15_000 });
}

test.describe('newsletters', () => {
  test('a buyer adds an address, confirms it from the mail, unsubscribes and reads the archive', async ({
    page,
  }) => {
    const account = createThrowawayAccount();
    await logInThroughApi(page, account.email);
    await page.goto('/de/en/account/newsletter-options');
    await expect(page.getByRole('heading', { name: 'Newsletter options', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoAxeViolations(page);

    const address = `letters-${Date.now()}@example.com`;
    const before = mailCount();
    await addAddress(page, address);
    const entry = page.getByRole('listitem').filter({ hasText: address });
    await expect(entry.getByText('Not confirmed')).toBeVisible();
    await expect(entry.getByText(/English · Toys, Manga and anime/)).toBeVisible();

    const mail = await waitForMail(address, before, /newsletter-email-validation/);
    await page.goto(pageLinkIn(mail, 'newsletter-email-validation'));
    await expect(page.getByText('Address confirmed')).toBeVisible();
    await expect(page.getByText(`Thank you: ${address} is confirmed`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`${address} was already confirmed.`)).toBeVisible();

    await page.goto(pageLinkIn(mail, 'newsletter-unsubscribe'));
    await expect(page.getByText('Unsubscribed', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Newsletter options' }).click();
    const confirmed = page.getByRole('listitem').filter({ hasText: address });
    await expect(confirmed.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(confirmed.getByText('Inactive')).toBeVisible();

    await page.goto('/de/en/newsletter-unsubscribe/not-a-link');
    await expect(page.getByText('This link is not valid')).toBeVisible();

    await page.goto('/de/en/account/newsletter-archiv');
    await page.getByRole('searchbox', { name: 'Search newsletters' }).fill('manga');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=manga/);
    const first = page.getByRole('main').locator('li h2 a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Show the \d+ articles? of this newsletter/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
