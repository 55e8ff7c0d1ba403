import { expect } from '@playwright/test';
import { test } from './support/test.ts';

/**
 * Details of the storefront (docs/product/quality.md#quality-storefront) that only a real browser
 * shows.
 */
test('a visitor’s start page makes no token call and logs no error', async ({ page }) => {
  const tokenCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/token')) tokenCalls.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/de/de');
  await expect(page.getByRole('heading', { name: 'Neu auf Lager' })).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  expect(tokenCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('the Japanese sidebar search button keeps its word on one line', async ({ page }) => {
  await page.goto('/de/ja/search/figure');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('checkbox', { disabled: false }).first()).toBeVisible({
    timeout: 15_000,
  });
  const button = sidebar.getByRole('search').getByRole('button');
  await expect(button).toBeVisible();
  // box and line height read at once, from the same element
  const { height, lineHeight } = await button.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(lineHeight).toBeGreaterThan(0);
  // one line of text plus the padding; a word broken per character is several lines tall
  expect(height).toBeLessThan(lineHeight * 2);
});

test('pages load without a single CSP violation', async ({ page }) => {
  // zod probed `new Function` on every page load, which the CSP refuses (zod-without-eval.ts)
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of [
    '/de/en',
    '/de/en/category/1',
    '/de/en/product/GG2001',
    '/de/en/search/figure',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
