import fs from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO_LOGIN, logInThroughDialog } from './support/login.ts';
import { createThrowawayAccount } from './support/throwaway-account.ts';

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
    await expectNoAxeViolations(page);

    await page.getByRole('checkbox', { name: /^In stock \(\d+\)$/ }).click();
    // the filter keeps the search's best-match sort (O + 15 in hex) instead of falling back
    // to the /show default, name A–Z
    await expect(page).toHaveURL(/\/de\/en\/show\/FInS_Of\/figure$/);
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
    await expectNoAxeViolations(page);
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

  // docs/product/catalog.md#cat-listing-name, decision 123
  test('a category keeps its name when a filter is added, and the pager jumps to first, last and a typed page', async ({
    page,
  }) => {
    await page.goto('/de/en/category/1');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Toys/);
    const hits = page.getByText(/^\d+ hits?$/);
    const allHits = await hits.textContent();
    await page.getByRole('checkbox', { name: /^In stock/ }).check();
    await expect(page).toHaveURL(/from=C1/);
    // the pager is read once the filtered answer is there, not the whole category's before it
    await expect(hits).not.toHaveText(allHits!);
    await expect(heading).toHaveText(/^Toys/);
    await expect(heading).not.toHaveText(/Search results/);

    const pager = page.getByRole('navigation', { name: 'Pages' });
    const count = pager.getByText(/^Page 1 of (\d+)$/);
    await expect(count).toBeVisible();
    const pages = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
    expect(pages).toBeGreaterThan(2);
    await pager.getByRole('link', { name: 'Last page' }).click();
    await expect(pager.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
    await expect(heading).toHaveText(/^Toys/);

    const jump = pager.getByRole('spinbutton', { name: 'Go to page' });
    await jump.fill(String(pages + 5));
    await jump.press('Enter');
    await expect(pager.getByText(`Please enter a page from 1 to ${pages}.`)).toBeVisible();
    await jump.fill('2');
    await jump.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await pager.getByRole('link', { name: 'First page' }).click();
    await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(heading).toHaveText(/^Toys/);
  });
});

test.describe('article detail', () => {
  test('opens from a list, shows prices only after login, and an unknown number leads to the search', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/de/en/category/1');
    const first = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first();
    const name = (await first.getByRole('link').first().textContent())!.trim();
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/de\/en\/product\/[A-Z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Log in to see prices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in or register' });
    await expect(dialog.getByLabel('E-mail address')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('E-mail address').fill('demo@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('demo-shop');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/\d,\d{2} €/).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/de/en/product/NOPE4242');
    await expect(page).toHaveURL(/\/de\/en\/search\/NOPE4242$/);
  });
});

// docs/product/catalog.md#cat-breadcrumb, docs/product/catalog.md#cat-suggestion-prices
test.describe('article page for a customer', () => {
  test('its breadcrumb leads back to its listing, and a related article is added with its price and case', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = createThrowawayAccount();
    await logInThroughDialog(page, { email: account.email, password: DEMO_LOGIN.password });
    // a customer's page is drawn by the script (decision 127): its prices show it has run
    await page.goto('/de/en/product/GG2001');
    await expect(page.getByRole('region', { name: 'Prices' })).toContainText(/\d,\d{2} €/, {
      timeout: 15_000,
    });
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect(trail.getByText(name)).toHaveAttribute('aria-current', 'page');
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/de/en');

    const related = page.getByRole('region', { name: 'Related articles' });
    const card = related.getByRole('listitem').first();
    await expect(card.getByText(/\d,\d{2} €/).first()).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(/case of \d+/)).toBeVisible();
    await card.getByRole('button', { name: /^Add .+ to the basket$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /added to the basket\./ })).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Basket, 1 article$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const listing = trail.getByRole('link').nth(1);
    const listingName = (await listing.textContent())!.trim();
    await listing.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${listingName}`));
    await expect(trail.getByText(listingName)).toHaveAttribute('aria-current', 'page');
  });
});

/** Euro amounts as the list shows them, e.g. "1.234,50 €" → 123450 cents. */
function cents(text: string): number {
  const match = /([\d.]+),(\d{2})\s*€/.exec(text);
  if (match === null) throw new Error(`no price in ${text}`);
  return Number(match[1]!.replaceAll('.', '')) * 100 + Number(match[2]);
}

test.describe('search-result screen for a customer', () => {
  test('a visitor sees no prices; a customer filters, sorts, pages, exports, saves and reopens a search, and opens an article', async ({
    page,
  }) => {
    // the longest walk of the suite, with several accessibility scans
    test.setTimeout(90_000);
    // a visitor: hits, but no price anywhere and no price filter
    await page.goto('/de/en/search/figure');
    const hits = page.getByRole('status').filter({ hasText: /\d+ hits?/ });
    await expect(hits).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem')).toHaveCount(
      20,
    );
    expect(await page.locator('body').innerText()).not.toMatch(/€|EUR/);
    await expect(page.getByLabel('Minimum price')).toHaveCount(0);

    // log in from the header
    await logInThroughDialog(page, DEMO_LOGIN, 'here');
    const sidebar = page.getByRole('complementary', { name: 'Refine results' });
    await expect(sidebar.getByLabel('Minimum price')).toBeVisible();
    const list = page.getByRole('list', { name: 'Articles' });
    await expect(list.getByText(/\d,\d{2} €/).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // filter by the producer with the most hits
    const producers = sidebar.getByRole('group', { name: 'Producer' }).getByRole('checkbox');
    const labels = await producers.evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    );
    const counts = labels.map((label) => Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? 0));
    const busiest = counts.indexOf(Math.max(...counts));
    const producerName = labels[busiest]!.replace(/\s*\(\d+\)\s*$/, '').trim();
    const producer = sidebar
      .getByRole('group', { name: 'Producer' })
      .getByRole('checkbox', { name: producerName });
    await producer.click();
    // the search's best-match sort (O + 15 in hex) stays with the filter
    await expect(page).toHaveURL(/\/show\/M[0-9a-f]+_Of\/figure$/);
    await expect(producer).toBeChecked();
    await expect(hits).toHaveText(`${counts[busiest]} hits`);

    // a price range: from the lowest price to the middle of the range
    const range = sidebar.getByText(/^Prices from \d+ to \d+ EUR$/);
    await expect(range).toBeVisible();
    const [low, high] = (await range.textContent())!.match(/\d+/g)!.map(Number);
    const max = Math.max(low! + 1, Math.ceil((low! + high!) / 2));
    await sidebar.getByLabel('Minimum price').fill(String(low));
    await sidebar.getByLabel('Maximum price').fill(String(max));
    await sidebar.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(new RegExp(`_L${low!.toString(16)}_H${max.toString(16)}/figure$`));
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // the piece prices alone (each card also names the price of a case)
    const piecePrices = list.getByText(/^Price:\s*[\d.]+,\d{2}\s€$/);
    // the list is replaced once the filtered answer arrives
    await expect(async () => {
      const filtered = (await piecePrices.allTextContents()).map(cents);
      expect(filtered.length).toBeGreaterThan(0);
      for (const price of filtered) {
        expect(price).toBeGreaterThanOrEqual(low! * 100);
        expect(price).toBeLessThanOrEqual(max * 100);
      }
    }).toPass();

    // sort by price, lowest first
    await page.getByLabel('Sort by').selectOption({ label: 'Price, lowest first' });
    await expect(page).toHaveURL(/_Od_/);
    await expect(async () => {
      const sorted = (await piecePrices.allTextContents()).map(cents);
      expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    }).toPass();

    // a larger page size is remembered
    await page.getByLabel('Articles per page').selectOption('60');
    await expect(page.getByLabel('Articles per page')).toHaveValue('1');
    expect(await page.evaluate(() => localStorage.getItem('shop.pageLimit'))).toBe('1');

    // the CSV export holds exactly the rows shown, with the customer's prices
    const shown = await list
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => /Art\. no\. (\S+)/.exec(item.textContent ?? '')?.[1] ?? ''),
      );
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^articles-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const rows = csv.trim().split(/\r\n/);
    expect(rows[0]).toBe(
      'Article number,EAN,Name,Producer,Availability,Release date,Pre-order date,Price,Currency',
    );
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(shown);
    expect(rows.slice(1).every((row) => row.endsWith(',EUR'))).toBe(true);
    await expect(page.getByText(`${shown.length} article`)).toBeVisible();

    // save the search under a unique name, then reopen it from another search
    const savedUrl = page.url().replace(/\?.*$/, '');
    const saved = sidebar.getByRole('region', { name: 'Saved searches' });
    await saved.getByLabel('Save this search as').fill('Busy producer, cheap half');
    await saved.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saved.getByRole('link', { name: 'Busy producer, cheap half' })).toBeVisible();
    await saved.getByLabel('Save this search as').fill('Busy producer, cheap half');
    await expect(saved.getByText('A saved search already has this name.')).toBeVisible();
    await expect(saved.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    await page.goto('/de/en/search/shirt');
    await expect(hits).toBeVisible();
    await saved.getByRole('link', { name: 'Busy producer, cheap half' }).click();
    await expect(page).toHaveURL(savedUrl);
    await expect(producer).toBeChecked();

    // open an article with sizes from a result and switch the size
    const headerSearch = page.getByRole('combobox', { name: 'Search the range' });
    await headerSearch.fill('shirt');
    await headerSearch.press('Enter');
    await expect(page).toHaveURL(/\/de\/en\/search\/shirt$/);
    // click the first article only once the list sorted by name has arrived
    const sortedByName = page.waitForResponse(
      (res) =>
        res.url().endsWith('/api/articles') && res.request().postData()?.includes('O1') === true,
    );
    await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' });
    await expect(page).toHaveURL(/\/de\/en\/show\/O1\/shirt$/);
    await sortedByName;
    await list.getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/de\/en\/product\/[A-Z0-9-]+$/);
    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes).toBeVisible();
    const other = sizes.locator('button[aria-pressed="false"]').first();
    const size = (await other.textContent())!.replace(/\s*\(.*\)$/, '').trim();
    await other.click();
    await expect(sizes.getByRole('button', { name: new RegExp(`^${size}\\b`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(new RegExp(`-${size}$`)).first()).toBeVisible();
    await expect(page.getByText(/\d,\d{2} €/).first()).toBeVisible();
  });
});

test.describe('page size and view', () => {
  test('a smaller page size trims the loaded list without a request; size and view are remembered', async ({
    page,
  }) => {
    await page.goto('/de/en/search/figure');
    const list = page.getByRole('list', { name: 'Articles' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await page.getByLabel('Articles per page').selectOption('60');
    await expect(list.getByRole('listitem')).toHaveCount(60);

    let searches = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/articles')) searches += 1;
    });
    await page.getByLabel('Articles per page').selectOption('20');
    await expect(list.getByRole('listitem')).toHaveCount(20);
    expect(searches).toBe(0);

    await page.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/type=gallery/);
    await expectNoAxeViolations(page);
    await page.goto('/de/en/search/figur');
    await expect(page.getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByLabel('Articles per page')).toHaveValue('0');
    await page.getByLabel('Articles per page').selectOption('100');
    await page.reload();
    await expect(page.getByLabel('Articles per page')).toHaveValue('2');
  });

  test('header suggestions open an article with the keyboard', async ({ page }) => {
    await page.goto('/de/en/');
    const box = page.getByRole('combobox', { name: 'Search the range' });
    await expect(box).toBeEditable();
    await box.fill('clockwork');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    // suggestions wait for a 1.75 s typing pause before they ask the server
    await expect(options.first()).toBeVisible({ timeout: 15_000 });
    expect(await options.count()).toBeLessThanOrEqual(10);
    const article = options.filter({ has: page.locator('img') }).first();
    const index = await options.evaluateAll(
      (all, target) => all.findIndex((option) => option.textContent === target),
      await article.textContent(),
    );
    for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
    await expect(article).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/de\/en\/product\/[A-Z0-9-]+$/);

    await box.fill('clockwork');
    await expect(options.first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  });
});
