import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import AxeBuilder from '@axe-core/playwright';
import { WCAG_22_AA } from './support/axe.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * A retailer makes an API key on the profile and its ERP calls the shop with it
 * (docs/decisions/133-api-keys-for-a-retailers-erp.md): the catalog search answers with the
 * account's prices and the order list with its orders; a call outside the key's scopes and a
 * call of a session are refused; once revoked on the profile, the key is refused at once. The
 * section meets WCAG 2.2 AA.
 */
test('creates a key on the profile, searches and lists orders with it, and revokes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logInThroughDialog(page);
  await page.goto('/de/en/account/profile');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section).toBeVisible({ timeout: 30_000 });

  const name = `ERP ${Date.now()}`;
  await section.getByRole('textbox', { name: /Name/ }).fill(name);
  await section.getByRole('checkbox', { name: 'Read the catalogue' }).check();
  await section.getByRole('checkbox', { name: 'Basket and orders' }).check();
  await section.getByRole('button', { name: 'Create key' }).click();
  const shown = section.getByRole('textbox', { name: 'API key' });
  await expect(shown).toHaveValue(/^sk_[A-Za-z0-9_-]{43}$/);
  const key = await shown.inputValue();
  await expect(section.getByRole('rowheader', { name })).toBeVisible();
  // the section with its list and the key shown once meets WCAG 2.2 AA
  const axe = await new AxeBuilder({ page })
    .include('[aria-labelledby="profile-api-keys"]')
    .withTags(WCAG_22_AA)
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // the ERP: Playwright's request context, no browser cookie, only the key
  const authorization = { authorization: `Bearer ${key}` };
  const search = await request.post('/api/articles', {
    headers: authorization,
    data: { searchParams: '', offset: 0, limit: 5, language: 'en' },
  });
  expect(search.status()).toBe(200);
  const found = (await search.json()) as { hits: number; articles: { price?: number }[] };
  expect(found.hits).toBeGreaterThan(0);
  // a logged-in customer's answer: the demo account sees prices
  expect(found.articles[0]?.price).toEqual(expect.any(Number));

  const orders = await request.get('/account/orders/1', { headers: authorization });
  expect(orders.status()).toBe(200);
  const listed = (await orders.json()) as { orders: { orderNumber: string }[] };
  expect(listed.orders.length).toBeGreaterThan(0);

  const invoices = await request.post('/account/invoices', {
    headers: authorization,
    data: { search: {} },
  });
  expect(invoices.status()).toBe(403);
  expect(await invoices.json()).toMatchObject({ error: { code: 'API_KEY_SCOPE_MISSING' } });
  const keys = await request.get('/api/account/api-keys', { headers: authorization });
  expect(keys.status()).toBe(403);

  // the key's use shows on the profile
  await page.reload();
  const row = page
    .getByRole('region', { name: 'API keys' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Never')).toHaveCount(0);
  await row.getByRole('button', { name: `Revoke key ${name}` }).click();
  await expect(row).toBeHidden();
  const revoked = await request.get('/account/orders/1', { headers: authorization });
  expect(revoked.status()).toBe(401);
});
