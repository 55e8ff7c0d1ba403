import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import type { Language } from '@shop/domain/shops.ts';
import de from '@shop/messages/de.json' with { type: 'json' };
import en from '@shop/messages/en.json' with { type: 'json' };
import es from '@shop/messages/es.json' with { type: 'json' };
import fr from '@shop/messages/fr.json' with { type: 'json' };
import it from '@shop/messages/it.json' with { type: 'json' };
import ja from '@shop/messages/ja.json' with { type: 'json' };
import pl from '@shop/messages/pl.json' with { type: 'json' };
import { logInThroughDialog } from './support/login.ts';

/**
 * Scrolling short pages on a phone (docs/product/shell.md#shell-scroll-header): the header turns
 * compact beyond 242 px. It used to be shorter then, so a page whose scroll range ends just past
 * 242 px shrank under the scroll position, which turned the header back, and so on until React gave
 * up (error #185); it keeps its height now (decision 086), and this stays the guard that no turn
 * loops again. Every page is scrolled at 390x844, then once more with the viewport height chosen so
 * the scroll range ends at 248 px, where the loop happened: font metrics differ between phones, so
 * that page height is what some phone sees for each of these pages.
 */
const ERROR_TITLES: Record<Language, string> = {
  de: de.errors.title,
  en: en.errors.title,
  es: es.errors.title,
  fr: fr.errors.title,
  it: it.errors.title,
  ja: ja.errors.title,
  pl: pl.errors.title,
};
const LANGUAGES = Object.keys(ERROR_TITLES) as Language[];
const PHONE = { width: 390, height: 844 };
/** Where the scroll range ends in the second pass: past 242 px by less than the header shrank. */
const CRITICAL_SCROLL_END = 248;

test.use({ viewport: PHONE });
// pages load their code on demand: a busy machine needs longer than the default 5 s
const slow = expect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function scrollToEnd(page: Page) {
  for (let step = 0; step < 5; step++) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(40);
  }
}

async function expectIntact(page: Page, language: Language, errors: string[]) {
  await expect(page.getByText(ERROR_TITLES[language])).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(errors).toEqual([]);
}

/** Scrolls the page at 390x844, then with the scroll range ending at the critical height. */
async function scrollBothWays(page: Page, language: Language, errors: string[]) {
  await slow(page.locator('main h1').first()).toBeVisible();
  await scrollToEnd(page);
  await expectIntact(page, language, errors);
  await page.evaluate(() => window.scrollTo(0, 0));
  // the login dialog hides the banner from the accessibility tree, not from the page
  await expect(page.locator('header')).not.toHaveAttribute('data-compact');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height - CRITICAL_SCROLL_END > 400) {
    await page.setViewportSize({ width: PHONE.width, height: height - CRITICAL_SCROLL_END });
    await scrollToEnd(page);
    await expectIntact(page, language, errors);
    await page.setViewportSize(PHONE);
  }
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const language of LANGUAGES) {
  test(`short pages scroll on a phone without breaking (${language})`, async ({ page }) => {
    const errors = collectErrors(page);
    // a search without hits
    await page.goto(`/de/${language}/search/qqxxzzyy`);
    await scrollBothWays(page, language, errors);
    // an unknown article number leads to the search for it
    await page.goto(`/de/${language}/product/NOPE4242`);
    await slow(page).toHaveURL(/\/search\/NOPE4242$/);
    await scrollBothWays(page, language, errors);
    // a listing with one article
    await page.goto(`/de/${language}/search/GG2001`);
    await slow(page.locator('main').getByText('GG2001', { exact: false }).first()).toBeVisible();
    await scrollBothWays(page, language, errors);
    // the basket of a visitor: the login page behind the login dialog
    await page.goto(`/de/${language}/basket`);
    await scrollBothWays(page, language, errors);
  });
}

test('the basket scrolls on a phone without breaking in every language', async ({ page }) => {
  const errors = collectErrors(page);
  await logInThroughDialog(page);
  for (const language of LANGUAGES) {
    await page.goto(`/de/${language}/basket`);
    await scrollBothWays(page, language, errors);
  }
});

test('no page is wider than a phone, so the phone shows it at its own width', async ({ page }) => {
  // a phone zooms out to fit a page wider than its screen: the start page's entry rows once
  // widened their grid column to every entry side by side
  for (const path of ['/de/de', '/de/en/search/figur', '/de/ja', '/de/de/basket']) {
    await page.goto(path);
    await slow(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(PHONE.width);
  }
});
