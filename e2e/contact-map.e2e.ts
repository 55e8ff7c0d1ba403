import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * The contact page's map (decision 101): the drawing and a question until the visitor agrees,
 * no request to the tile server before that, the operator's tiles after it, by keyboard too,
 * and the choice remembered. The tile server runs on this machine (support/tile-server.ts).
 */
const tileOrigin = new URL(process.env.E2E_TILE_URL!.replace(/\{[zxy]\}/g, '0')).origin;

function watchRequests(page: Page): { tiles: string[]; leaflet: string[] } {
  const seen = { tiles: [] as string[], leaflet: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(tileOrigin)) seen.tiles.push(new URL(url).pathname);
    if (url.includes('/assets/contact-live-map-')) seen.leaflet.push(url);
  });
  return seen;
}

/** Tiles the browser shows: loaded images in Leaflet's tile pane. */
const loadedTiles = (page: Page) =>
  page
    .locator('.leaflet-tile-pane img')
    .evaluateAll(
      (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 256).length,
    );

test('the contact map loads no tile before the visitor agrees, and the map after', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const seen = watchRequests(page);
  await page.goto('/de/en/contact');
  const drawing = page.getByRole('img', { name: /Map of our location: Musterkai 12/ });
  await expect(drawing).toBeVisible();
  const show = page.getByRole('button', { name: 'Show the map' });
  await expect(show).toBeVisible();
  await expect(page.getByText(`The map comes from ${new URL(tileOrigin).host}.`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.tiles).toEqual([]);
  expect(seen.leaflet).toEqual([]);

  // by keyboard: the button takes the focus and Enter presses it
  await show.focus();
  await page.keyboard.press('Enter');
  const map = page.getByRole('region', { name: /Map of our location: Musterkai 12/ });
  await expect(map).toBeVisible();
  await expect.poll(() => loadedTiles(page)).toBeGreaterThan(0);
  expect(seen.tiles.every((path) => path.startsWith('/tiles/15/'))).toBe(true);
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();

  // the map itself takes the focus; + zooms in, as its zoom button does
  await map.focus();
  await page.keyboard.press('+');
  await expect.poll(() => seen.tiles.some((path) => path.startsWith('/tiles/16/'))).toBe(true);
  await expect(map.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  await expectNoAxeViolations(page);

  // remembered: after a reload the map comes without the question
  seen.tiles.length = 0;
  await page.reload();
  await expect(map).toBeVisible();
  await expect(show).toHaveCount(0);
  await expect.poll(() => loadedTiles(page)).toBeGreaterThan(0);

  // taken back: the drawing again, and no tile from then on
  await page.getByRole('button', { name: 'Do not load the map any more' }).click();
  await expect(drawing).toBeVisible();
  await page.reload();
  await expect(show).toBeVisible();
  seen.tiles.length = 0;
  await page.waitForLoadState('networkidle');
  expect(seen.tiles).toEqual([]);
});
