import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import AxeBuilder from '@axe-core/playwright';
import { XMLParser } from 'fast-xml-parser';
import { WCAG_22_AA } from './support/axe.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * A retailer makes a product feed and an API key on the profile and its systems fetch both
 * (docs/decisions/130-product-feeds.md, 133): the feed's address, shown once, answers the
 * Google Merchant Center XML with prices and absolute picture addresses, its ETag a 304, and
 * once deleted 404; the key searches the catalog. The section is used by keyboard, fits a
 * phone and meets WCAG 2.2 AA.
 */
test('makes a feed and an API key on the profile and fetches both', async ({ page, request }) => {
  test.setTimeout(120_000);
  await logInThroughDialog(page);
  await page.goto('/de/en/account/profile');
  const feeds = page.getByRole('region', { name: 'Product feeds' });
  await expect(feeds).toBeVisible({ timeout: 30_000 });
  await expect(feeds.getByRole('group', { name: 'Producers' })).toBeVisible();

  const name = `Webshop ${Date.now()}`;
  // a producer ticked by keyboard, the form sent with Enter
  await feeds.getByRole('group', { name: 'Producers' }).getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await feeds.getByRole('textbox', { name: /^Name/ }).fill(name);
  await feeds.getByRole('combobox', { name: 'Format' }).selectOption('google');
  await feeds.getByRole('combobox', { name: 'Price in the feed' }).selectOption('markup');
  await feeds.getByRole('textbox', { name: /Markup in percent/ }).fill('25');
  await feeds.getByRole('button', { name: 'Create feed' }).focus();
  await page.keyboard.press('Enter');
  const shown = feeds.getByRole('textbox', { name: 'Feed address' });
  await expect(shown).toHaveValue(/\/api\/feeds\/fd_[A-Za-z0-9_-]{43}$/);
  const address = new URL(await shown.inputValue());
  await expect(feeds.getByRole('rowheader', { name })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('[aria-labelledby="profile-feeds"]')
    .withTags(WCAG_22_AA)
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  const apiKeys = page.getByRole('region', { name: 'API keys' });
  const keyName = `ERP ${Date.now()}`;
  await apiKeys.getByRole('textbox', { name: /Name/ }).fill(keyName);
  await apiKeys.getByRole('checkbox', { name: 'Read the catalogue' }).check();
  await apiKeys.getByRole('button', { name: 'Create key' }).click();
  const key = await apiKeys.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^sk_/);

  // the retailer's shop system: no cookie, only the feed's address
  const fetched = await request.get(address.pathname);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toContain('application/xml');
  const doc = new XMLParser({ isArray: (tag) => tag === 'item' }).parse(await fetched.text()) as {
    rss: { channel: { item: Record<string, string>[] } };
  };
  const items = doc.rss.channel.item;
  expect(items.length).toBeGreaterThan(0);
  expect(items[0]!['g:price']).toMatch(/^\d+\.\d{2} EUR$/);
  expect(items[0]!['g:image_link']).toMatch(/^https?:\/\//);
  const etag = fetched.headers().etag!;
  const again = await request.get(address.pathname, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);

  const search = await request.post('/api/articles', {
    headers: { authorization: `Bearer ${key}` },
    data: { searchParams: '', offset: 0, limit: 5, language: 'en' },
  });
  expect(search.status()).toBe(200);
  const found = (await search.json()) as { articles: { articleNumber: string }[] };
  expect(items.map((item) => String(item['g:id']))).toEqual(
    expect.arrayContaining([expect.any(String)]),
  );
  expect(found.articles.length).toBeGreaterThan(0);

  // on a phone the section fits the screen's width
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  const row = page
    .getByRole('region', { name: 'Product feeds' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await row.getByRole('button', { name: `Delete feed ${name}` }).click();
  await expect(row).toBeHidden();
  expect((await request.get(address.pathname)).status()).toBe(404);
});
