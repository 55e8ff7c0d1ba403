import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * Every footer entry works (docs/product/shell.md#shell-footer): a business-console customer sees
 * them all; each shop page opens with its heading, not the not-found page, the complaint form is a
 * PDF, and the company's other sites are https addresses (not opened: they are outside the shop).
 */
test('every footer link opens a page, the complaint form or another site', async ({ page }) => {
  test.setTimeout(60_000); // some twenty pages, one after the other
  await logInThroughDialog(page, { email: 'console@example.com', password: 'demo-shop' });
  await page.goto('/de/en');
  // the browser of a session draws the customer's page over the server's visitor page
  // (docs/decisions/127-customers-get-the-visitors-page-first.md): the footer is then a new one
  await expect(page.getByRole('button', { name: /My account/ })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Footer' });
  // the footer asks whether the FAQ is on once it comes near the screen, as a reader scrolls down
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: 'FAQ' })).toBeVisible();
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(21);

  for (const href of hrefs) {
    expect(href.startsWith('/') || href.startsWith('https://'), href).toBe(true);
    if (href.startsWith('https://')) continue;
    if (href.startsWith('/api/document/')) {
      const pdf = await page.request.get(href);
      expect(pdf.headers()['content-type'], href).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
      continue;
    }
    await footer.locator(`a[href="${href}"]`).click();
    const path = href.split('#')[0];
    await page.waitForURL((url) => url.pathname === path);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1 }).first(),
      href,
    ).toBeVisible();
    await expect(page.getByText('Page not found'), href).toHaveCount(0);
  }
});
