import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe('the shop shell', () => {
  test('the bare address opens the German start page with header, articles and footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/de$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Großhandel für Spielwaren, Sammelartikel und Geschenke' }),
    ).toBeVisible();
    const novelties = page.getByRole('region', { name: /Neuheiten/ });
    await expect(novelties).toBeVisible();
    await expect(novelties.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Neu auf Lager' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vorbestellungen' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // visitors never see an article's price (the free-shipping threshold is no price)
    await expect(page.getByRole('article').getByText(/\d+,\d{2}\s?€/)).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Versandkostenfrei ab 250,00 €' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('beyond 242 px the header turns into the scrolled header and nothing below it moves', async ({
    page,
  }) => {
    await page.goto('/de/de/category/1');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const topBar = page.getByRole('navigation', { name: 'Service', exact: true });
    await expect(topBar).toBeVisible();
    const headingTop = () =>
      heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await headingTop();

    await page.evaluate(() => window.scrollTo(0, 240));
    await page.waitForTimeout(200);
    await expect(page.locator('header')).not.toHaveAttribute('data-compact');

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(page.locator('header')).toHaveAttribute('data-compact');
    // the top bar slides out of view and out of reach of the keyboard
    await expect(topBar).toBeHidden();
    await expect(page.getByRole('banner').getByRole('combobox')).toBeInViewport();
    expect(await headingTop()).toBe(before);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('header')).not.toHaveAttribute('data-compact');
    await expect(topBar).toBeVisible();
    expect(await headingTop()).toBe(before);
  });

  test('switching the language keeps the page and translates it', async ({ page }) => {
    await page.goto('/de/de');
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/de\/en$/);
    await expect(
      page.getByRole('heading', { name: 'Wholesale for toys, collectibles and gifts' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New articles' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown language falls back to the stored language', async ({ page, context }) => {
    await page.goto('/de/en');
    await expect(page.getByRole('heading', { name: 'New articles' })).toBeVisible();
    // kept in a cookie too, which the server reads for the page it renders
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'shop_language'))
      .toMatchObject({ value: 'en', sameSite: 'Lax', path: '/' });
    await page.goto('/de/xx/partner');
    await expect(page).toHaveURL(/\/de\/en\/partner$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown page shows notFound under the shop and language', async ({ page }) => {
    await page.goto('/de/de/gibt-es-nicht/wirklich/');
    await expect(page).toHaveURL(/\/de\/de\/notFound$/);
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(
      page.getByText('Die aufgerufene Seite gibt es nicht oder sie ist umgezogen.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/de\/de$/);
    await expect(
      page.getByRole('heading', { name: 'Großhandel für Spielwaren, Sammelartikel und Geschenke' }),
    ).toBeVisible();
  });

  test('the uk shop opens in English', async ({ page }) => {
    await page.goto('/uk');
    await expect(page).toHaveURL(/\/uk\/en$/);
    await expect(
      page.getByRole('heading', { name: 'Wholesale for toys, collectibles and gifts' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New articles' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
