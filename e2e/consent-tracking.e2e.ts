import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { NO_CONSENT } from './support/consent.ts';

/**
 * The consent banner and the tracking behind it (docs/product/tracking.md#track-consent, decision
 * 058): nothing reaches the data layer or the server before a choice, the shop's events after
 * "Accept all", none after "Reject all", and the footer's "Cookie settings" changes the choice.
 */
test.use({ storageState: NO_CONSENT });

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer ?? []);
const events = async (page: Page) => (await dataLayer(page)).map((entry) => entry.event);

/** Counts the calls to the tracking endpoints. */
function trackingCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tracking/')) calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

async function search(page: Page, term: string) {
  const box = page.getByRole('combobox', { name: 'Search the range' });
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/de/en/search/${term}$`));
  await expect(page.getByRole('list', { name: 'Articles' })).toBeVisible();
}

test.describe('consent banner and tracking', () => {
  test('tracks nothing before consent and the shop events after "Accept all"', async ({ page }) => {
    test.setTimeout(120_000);
    const calls = trackingCalls(page);
    await page.goto('/de/en?utm_source=newsletter&utm_campaign=spring');
    const banner = page.getByRole('region', { name: 'Cookies and tracking' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await search(page, 'figure');
    expect(await dataLayer(page)).toEqual([]);
    expect(calls).toEqual([]);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => events(page)).toEqual(['consent', 'pageView']);
    expect((await dataLayer(page))[1]).toMatchObject({
      event: 'pageView',
      path: '/de/en/search/figure',
      eventTrackingId: expect.any(String),
      utm: { source: 'newsletter', campaign: 'spring' },
    });

    const stored = page.waitForResponse((res) => res.url().endsWith('/api/tracking/events'));
    await search(page, 'shirt');
    expect((await stored).status()).toBe(200);
    await page.getByRole('list', { name: 'Articles' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/de\/en\/product\//);
    // the article's view may come before its debounced page view
    await expect
      .poll(async () => (await events(page)).sort())
      .toEqual(['articleView', 'consent', 'pageView', 'pageView', 'pageView', 'search']);
    // a reload keeps the choice: no banner
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('"Reject all" keeps the data layer empty; the footer changes the choice', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const calls = trackingCalls(page);
    await page.goto('/de/en');
    const banner = page.getByRole('region', { name: 'Cookies and tracking' });
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    await search(page, 'figure');
    expect(await dataLayer(page)).toEqual([]);
    expect(calls).toEqual([]);

    const settings = page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: 'Statistics' }).check();
    await dialog.getByRole('button', { name: 'Save choice' }).click();
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
    await expect.poll(() => events(page)).toEqual(['consent', 'pageView']);
    expect((await dataLayer(page))[0]).toEqual({
      event: 'consent',
      statistics: true,
      marketing: false,
    });
  });
});
