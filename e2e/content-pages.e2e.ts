import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';

async function expectRealPage(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
}

test.describe('content pages', () => {
  test('the freight surcharge page lists the product types with a surcharge from the catalog', async ({
    page,
  }) => {
    await page.goto('/de/en/freight-surcharge');
    await expect(page.getByRole('heading', { level: 1, name: 'Freight surcharge' })).toBeVisible({
      timeout: 15_000,
    });
    const table = page.getByRole('table', { name: 'Product types with a freight surcharge' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(/\d+,\d\d €/);
  });

  test('the pages outside the footer open, and the vacancies lead to a position', async ({
    page,
  }) => {
    for (const path of [
      '/de/en/partner',
      '/de/en/poll/demo-poll',
      '/de/en/agbs',
      '/de/en/competition',
    ]) {
      await page.goto(path);
      await expectRealPage(page);
    }
    await page.goto('/de/de/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();

    await page.goto('/de/en');
    await page.getByRole('banner').getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await page.getByRole('link', { name: 'Frontend developer (m/f/d)' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frontend developer (m/f/d)' }),
    ).toBeVisible();
    await expect(page.locator('main img[src="/images/content/vacancy-office.svg"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your tasks' })).toBeVisible();
  });

  test('the FAQ groups open and close and are linked by their code', async ({ page }) => {
    await page.goto('/de/en/faq');
    const group = page.getByRole('button', { name: 'Ordering and delivery' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('From which order value is shipping free?')).toBeVisible();
    await expect(page).toHaveURL(/#ordering-delivery$/);
    await group.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('From which order value is shipping free?')).toBeHidden();

    await page.goto('/de/en/faq#ordering-delivery');
    await expect(page.getByText('From which order value is shipping free?')).toBeVisible();
  });

  test('the contact form is sent with the captcha', async ({ page }) => {
    await page.goto('/de/en/contact');
    await page.getByRole('combobox', { name: /Your question is about/ }).selectOption('article');
    await page.getByRole('textbox', { name: /E-mail/ }).fill('not an address');
    await page.getByRole('textbox', { name: /Your message/ }).fill('Is the dragon box back soon?');
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
    await expect(page.getByText('Verified')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('This e-mail address is not valid. Please correct it.'),
    ).toBeVisible();

    await page.getByRole('textbox', { name: /E-mail/ }).fill('e2e-contact@example.com');
    await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
    await expect(page.getByText('Verified')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
  });

  test('a visitor answers the poll once and sees the results', async ({ page }) => {
    await page.goto('/de/en/poll/demo-poll');
    await page.getByRole('radio', { name: 'Board and card games' }).check();
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByRole('heading', { name: /^Results: \d+ answers?$/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Results:/ })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  test('the analytics opt-out sets its cookie and says so', async ({ page, context }) => {
    await page.goto('/de/de/analytics-optout');
    await expect(page.getByText('Sie haben der Analyse widersprochen')).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'analytics_optout')?.value).toBe('1');
  });
});
