import { expect, test } from '@playwright/test';

test.describe('article lists', () => {
  test('a search lists hits, a filter narrows them, and back restores the selection', async ({
    page,
  }) => {
    await page.goto('/de/en/search/figure');
    await expect(page.getByRole('heading', { name: /figure/ })).toBeVisible();
    const hits = page.getByRole('status').filter({ hasText: /\d+ hits/ });
    await expect(hits).toBeVisible();
    const before = Number((await hits.textContent())!.replace(/\D/g, ''));
    expect(before).toBeGreaterThan(0);
    await expect(
      page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first(),
    ).toBeVisible();

    await page.getByRole('checkbox', { name: /^In stock \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/de\/en\/show\/FInS\/figure$/);
    await expect(page.getByRole('checkbox', { name: /^In stock/ })).toBeChecked();
    await expect(async () => {
      const after = Number((await hits.textContent())!.replace(/\D/g, ''));
      expect(after).toBeLessThan(before);
    }).toPass();

    await page.goBack();
    await expect(page).toHaveURL(/\/de\/en\/search\/figure$/);
    await expect(page.getByRole('checkbox', { name: /^In stock/ })).not.toBeChecked();
  });

  test('a category page pages through its articles and visitors see no prices', async ({
    page,
  }) => {
    await page.goto('/de/en/category/1');
    await expect(page.getByRole('heading', { name: 'Toys' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(/\d,\d{2} €/)).toHaveCount(0);
  });
});

test.describe('article detail', () => {
  test('opens from a list, shows prices only after login, and an unknown number leads to the search', async ({
    page,
  }) => {
    await page.goto('/de/en/category/1');
    const first = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first();
    const name = (await first.getByRole('link').first().textContent())!.trim();
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/de\/en\/product\/[A-Z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();

    await page.getByRole('button', { name: 'Log in to see prices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in or register' });
    await dialog.getByLabel('E-mail address').fill('demo@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('demo-shop');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/\d,\d{2} €/).first()).toBeVisible();

    await page.goto('/de/en/product/NOPE4242');
    await expect(page).toHaveURL(/\/de\/en\/search\/NOPE4242$/);
  });
});
