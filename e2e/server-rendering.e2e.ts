import { expect, test, type Browser, type Page } from '@playwright/test';
import ja from '@shop/messages/ja.json' with { type: 'json' };
import { NO_CONSENT } from './support/consent.ts';

/**
 * Pages render on the server (decision 126): their HTML is the page, in its language, before any
 * script has run; the browser takes that markup over (hydrates) without changing it, and a
 * visitor without JavaScript reads, pages through a listing, follows its filters and opens
 * articles.
 */
const PHONE = { width: 390, height: 844 };
const shell = ja.shell as Record<string, string>;

/** Every kind of page the server renders. */
const SERVER_PAGES = [
  '/de/en',
  '/de/en/category/1',
  '/de/en/category/1?page=2',
  '/de/en/hotDeals',
  '/de/en/closeOut',
  '/de/en/preOrder',
  '/de/en/search/figure',
  '/de/en/product/GG2001',
  '/de/en/faq',
  '/de/en/impressum',
  '/de/en/partner',
  '/de/en/contact',
  '/de/en/vacancies',
  '/fr/ja/category/1',
  '/de/en/notFound',
];

/**
 * Watches the client's first render over the server's markup, which ends when main.tsx marks the
 * root data-hydrated: the root's HTML must be the same after it as the parser built it, and no
 * element of it may have been replaced (a render that does not match the markup builds nodes
 * anew). The parser joins neighbouring texts into one node, which the render splits again
 * without a change to the HTML; those text nodes alone may come and go.
 */
async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    let parsed: string | null = null;
    let done = false;
    document.addEventListener('DOMContentLoaded', () => {
      parsed = document.getElementById('root')?.innerHTML ?? null;
    });
    new MutationObserver((records) => {
      const root = document.getElementById('root');
      for (const record of records) {
        if (done || root === null || parsed === null) return;
        if (record.target === root && record.attributeName === 'data-hydrated') {
          done = true;
          if (root.innerHTML !== parsed) changes.push(`html ${parsed} → ${root.innerHTML}`);
          return;
        }
        if (!root.contains(record.target)) continue;
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element) changes.push(`replaced ${node.outerHTML.slice(0, 200)}`);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
    Object.assign(window, { hydrationChanges: changes });
  });
}

test('every server-rendered page is taken over by the client without a change or a warning', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await watchHydration(page);
  for (const path of SERVER_PAGES) {
    const answer = await page.goto(path);
    const html = await answer!.text();
    expect(html, path).toContain('id="server-data"');
    await expect(page.locator('#root[data-hydrated]'), path).toHaveCount(1);
    const changes = await page.evaluate(
      () => (window as unknown as { hydrationChanges: string[] }).hydrationChanges,
    );
    expect(changes, path).toEqual([]);
  }
  expect(messages.filter((text) => /hydrat|mismatch|did not match/i.test(text))).toEqual([]);
  // the notFound page's document itself answers 404, which the browser reports
  expect(messages.filter((text) => !text.includes('status of 404 (Not Found)'))).toEqual([]);
});

test('a page arrives complete, in the language of its address, with its own head', async ({
  request,
}) => {
  const listing = await (await request.get('/fr/ja/category/1')).text();
  expect(listing).toContain('<html lang="ja">');
  expect(listing).toMatch(/<title>[^<]+<\/title>/);
  expect(listing).toMatch(/<link rel="canonical" href="[^"]+\/fr\/ja\/category\/1"/);
  expect(listing).toContain('hreflang="x-default"');
  expect(listing).toContain('href="/fr/ja/category/1?page=2"');

  const article = await request.get('/de/en/product/GG2001');
  const answer = await request.post('/api/article', {
    data: { articleNumber: 'GG2001', language: 'en' },
  });
  const { article: detail } = (await answer.json()) as {
    article: { localization: { Name: string } };
  };
  const html = await article.text();
  expect(html).toContain(`>${detail.localization.Name}</h1>`);
  expect(html).toContain('type="application/ld+json"');
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);

  const missing = await request.get('/de/en/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('id="server-data"');
});

test('an article page shows its article without asking for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/article') asked.push(sent.method());
  });
  await page.goto('/de/en/product/GG2001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  expect(asked).toEqual([]);
});

async function barBox(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    storageState: NO_CONSENT,
    viewport: PHONE,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  await page.goto('/fr/ja');
  const bar = page.getByRole('region', { name: shell['consent.title'] });
  await expect(bar).toBeVisible();
  const accept = bar.getByRole('button', { name: shell['consent.acceptAll'] });
  if (javaScriptEnabled) await expect(accept).toBeEnabled();
  else await expect(accept).toBeDisabled();
  await expect(bar.getByRole('link', { name: shell['consent.privacy'] })).toHaveAttribute(
    'href',
    '/fr/ja/privacy-policy#cookies',
  );
  await expect(bar).toContainText(shell['consent.text']!);
  const box = await bar.boundingBox();
  await context.close();
  return box;
}

test('the consent bar is in the page before any script, and stays where it is once scripted', async ({
  browser,
}) => {
  const withoutScripts = await barBox(browser, false);
  const withScripts = await barBox(browser, true);
  expect(withoutScripts).not.toBeNull();
  expect(withScripts).toEqual(withoutScripts);
});

test('after a choice the page comes without the bar', async ({ browser }) => {
  const context = await browser.newContext({ storageState: NO_CONSENT, viewport: PHONE });
  const page = await context.newPage();
  const first = await page.goto('/de/en');
  expect(await first!.text()).toContain('>Cookies and tracking</h2>');
  await page
    .getByRole('region', { name: 'Cookies and tracking' })
    .getByRole('button', { name: 'Reject all' })
    .click();
  await expect(page.getByRole('region', { name: 'Cookies and tracking' })).toBeHidden();
  const again = await page.reload();
  expect(await again!.text()).not.toContain('>Cookies and tracking</h2>');
  await context.close();
});

test('without JavaScript a visitor pages through a listing, follows a filter and opens an article', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/en/category/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await main
    .getByRole('link', { name: /^(2|Page 2|Next)/ })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  const filter = main.locator('a[href*="/category/1/"], a[href*="/category/1?"]').filter({
    hasNotText: /^\d+$/,
  });
  const filterHref = await filter.first().getAttribute('href');
  expect(filterHref).not.toBeNull();
  await filter.first().click();
  await expect(page).toHaveURL(filterHref!);

  const article = main.locator('a[href*="/product/"]').first();
  const articleHref = await article.getAttribute('href');
  await article.click();
  await expect(page).toHaveURL(articleHref!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a page that needs JavaScript says so without it, in its language', async ({ request }) => {
  // Chromium without scripts still parses a noscript element as text, so the HTML is read
  const html = await (await request.get('/fr/ja/basket')).text();
  expect(html).toMatch(new RegExp(`<noscript><p[^>]*>${shell['needsJavaScript']}</p></noscript>`));
  expect(html).not.toContain('id="server-data"');
});
