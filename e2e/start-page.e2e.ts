import { expect, type Locator } from '@playwright/test';
import { test } from './support/test.ts';

/**
 * The start page (docs/product/content.md#content-start, decision 056) in a real browser, on a
 * clock the test moves.
 */
test('the banner rotates, stops on blur and advances on focus; sections show no article twice', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await page.goto('/de/en');
  const banner = page.getByRole('region', { name: 'Offers and news' });
  const slide = banner.getByRole('group');
  await expect(slide).toHaveAccessibleName(/^1 of \d+$/, { timeout: 40_000 });

  await page.clock.runFor(5_000);
  await expect(slide).toHaveAccessibleName(/^2 of /);

  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await page.clock.runFor(15_000);
  await expect(slide).toHaveAccessibleName(/^2 of /);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(slide).toHaveAccessibleName(/^3 of /);

  await banner.getByRole('button', { name: 'Pause the banner' }).press('Enter');
  await page.clock.runFor(10_000);
  await expect(slide).toHaveAccessibleName(/^3 of /);
  await banner.getByRole('button', { name: 'Previous banner' }).press('Enter');
  await expect(slide).toHaveAccessibleName(/^2 of /);

  for (const name of ['New articles', 'New in stock', 'Pre-orders', 'Hot deals']) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect(section.getByRole('link', { name: `Show all: ${name}` })).toBeVisible();
  }
  const articleLinks = await page
    .locator('main section article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a[href*="/product/"]')?.getAttribute('href')),
    );
  expect(articleLinks.length).toBeGreaterThan(8);
  expect(new Set(articleLinks).size).toBe(articleLinks.length);

  await expect(page.getByRole('heading', { name: 'Free shipping from 250,00 €' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main categories' })).toBeVisible();
  const partners = page.getByRole('region', { name: 'Our partners' });
  await partners.scrollIntoViewIfNeeded();
  await expect(partners.getByRole('link').first()).toBeVisible();
});

/** Every picture in `scope` has loaded and has a size (a broken or missing file has none). */
async function expectPicturesLoaded(scope: Locator, count: number) {
  const pictures = scope.locator('img');
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px a slide says what waits behind it and its button opens the listing; hot deals and partners show their pictures`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    // a clock that does not move: the first slide stays while the test reads it
    await page.clock.install();
    await page.goto('/de/en');
    const banner = page.getByRole('region', { name: 'Offers and news' });
    await expect(banner.getByText('New arrivals', { exact: true })).toBeVisible({
      timeout: 40_000,
    });
    await expect(banner.getByText(/^Just in stock: this week’s figures/)).toBeVisible();
    const button = banner.getByRole('link', { name: 'See new arrivals' });
    await expect(button).toBeVisible();
    // the words are never cut off or covered by the picture's controls
    const box = await button.boundingBox();
    expect(box !== null && box.x + box.width <= width).toBe(true);
    await expectPicturesLoaded(banner, 1);

    const hotDeals = page.getByRole('region', { name: 'Hot deals', exact: true });
    await expectPicturesLoaded(hotDeals, await hotDeals.getByRole('article').count());
    const partners = page.getByRole('region', { name: 'Our partners' });
    await partners.scrollIntoViewIfNeeded();
    await expect(partners.getByRole('img', { name: 'Aurora Toys' })).toBeVisible();

    await button.click();
    await expect(page).toHaveURL(/\/de\/en\/show\/FInS_Oa$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
