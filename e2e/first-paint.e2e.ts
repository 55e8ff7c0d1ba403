import { expect, test, type Browser } from '@playwright/test';
import ja from '@shop/messages/ja.json' with { type: 'json' };
import { NO_CONSENT } from './support/consent.ts';

/**
 * A first visit's page arrives with the consent bar in its HTML (decision 071): a phone paints
 * it, the largest text of its first screen, before any script has run, and the client's bar
 * takes its place without a visible change. After a choice the server leaves it out.
 */
const PHONE = { width: 390, height: 844 };
const shell = ja.shell as Record<string, string>;

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

test('the consent bar shows without scripts, and the client’s bar replaces it in the same place', async ({
  browser,
}) => {
  const withoutScripts = await barBox(browser, false);
  const withScripts = await barBox(browser, true);
  expect(withoutScripts).not.toBeNull();
  expect(withScripts).toEqual(withoutScripts);
});

test('after a choice the page comes without the bar, and a choice of an earlier visit removes it', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: NO_CONSENT, viewport: PHONE });
  const page = await context.newPage();
  const first = await page.goto('/de/en');
  expect(await first!.text()).toContain('id="boot-consent-bar"');
  await page
    .getByRole('region', { name: 'Cookies and tracking' })
    .getByRole('button', { name: 'Reject all' })
    .click();
  await expect(page.getByRole('region', { name: 'Cookies and tracking' })).toBeHidden();
  const again = await page.reload();
  expect(await again!.text()).not.toContain('id="boot-consent-bar"');

  // the choice is stored but the cookie is gone (cleared, or from before the cookie existed)
  await context.clearCookies();
  const withoutCookie = await page.reload();
  expect(await withoutCookie!.text()).toContain('id="boot-consent-bar"');
  await expect(page.getByRole('heading', { name: 'Cookies and tracking' })).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('consent_decided');
  await context.close();
});

test('a first visit’s article page shows its article without asking for it; after a choice it asks', async ({
  browser,
  request,
}) => {
  const answer = await request.post('/api/article', {
    data: { articleNumber: 'GG2001', language: 'en' },
  });
  const { article } = (await answer.json()) as { article: { localization: { Name: string } } };
  const context = await browser.newContext({ storageState: NO_CONSENT, viewport: PHONE });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/article') asked.push(sent.method());
  });
  await page.goto('/de/en/product/GG2001');
  const heading = page.getByRole('heading', { level: 1, name: article.localization.Name });
  await expect(heading).toBeVisible();
  expect(asked).toEqual([]);
  // a phone shows the menu only in its drawer: asked for after the page's largest paint
  const [menuStart, largestPaint] = await page.evaluate(async () => {
    const largest = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    for (;;) {
      const menu = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.startsWith('/api/menu/'));
      if (menu) return [menu.startTime, largest];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  expect(menuStart).toBeGreaterThan(largestPaint);

  await page
    .getByRole('region', { name: 'Cookies and tracking' })
    .getByRole('button', { name: 'Reject all' })
    .click();
  await page.reload();
  await expect(heading).toBeVisible();
  expect(asked).toEqual(['POST']);
  await context.close();
});
