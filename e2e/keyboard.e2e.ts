import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * A customer who uses only the keyboard (docs/product/quality.md#quality-keyboard, WCAG 2.1.1 and
 * 2.4.7): after the login, search, open an article, put it into the basket, go to the basket,
 * accept the terms and place the order, with Tab, Shift+Tab, Enter, Space, the arrow keys and
 * Escape, never the mouse.
 */
const ARTICLE = 'GG2001';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times, and checks
 * that a focus ring shows: a control the keyboard cannot reach, or reaches unseen, fails here.
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  await expect(target).toBeVisible({ timeout: 15_000 });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  // the ring is on the control, or on the card or row it stands for (has-[a:focus-visible])
  const ringed = await target.evaluate((element) => {
    for (let node: Element | null = element, level = 0; node && level < 6; level += 1) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' || style.boxShadow !== 'none') return true;
      node = node.parentElement;
    }
    return false;
  });
  expect(ringed, 'a visible focus ring').toBe(true);
}

test('a customer searches, orders and sees the confirmation with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInThroughDialog(page);

  // search from the header field
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the range' });
  await tabTo(page, search);
  await page.keyboard.type(ARTICLE);
  // Escape closes the suggestions and keeps the text
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(search).toHaveValue(ARTICLE);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/${ARTICLE}$`), { timeout: 15_000 });

  // open the article from the result list
  const result = page.getByRole('list', { name: 'Articles' }).getByRole('link').first();
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${ARTICLE}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  // put two into the basket: the quantity field, then its button
  const main = page.getByRole('main');
  const quantity = main.getByRole('textbox', { name: /^Quantity/ }).first();
  await tabTo(page, quantity);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  const add = main.getByRole('button', { name: /Add to basket/ }).first();
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /added to the basket\./ })).toBeVisible({
    timeout: 15_000,
  });

  // back up to the header's basket menu, open it with Enter, the arrow key to its link
  const preview = page.getByRole('banner').getByRole('button', { name: /^Basket, \d+ articles?$/ });
  await tabTo(page, preview, { back: true });
  await page.keyboard.press('Enter');
  const toBasket = page.getByRole('menuitem', { name: 'Go to the basket' });
  await expect(toBasket).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(toBasket).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/en\/basket$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: ARTICLE })).toBeVisible({
    timeout: 15_000,
  });

  // accept terms and privacy policy with Space, order with Enter
  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const privacy = page.getByRole('checkbox', { name: /privacy policy/ });
  await tabTo(page, privacy);
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  const order = page.getByRole('button', { name: 'Place binding order' }).first();
  await tabTo(page, order);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/de\/en\/account\/confirm/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/^Your order number:/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an article added from a list by keyboard keeps the focus in its card and is announced once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInThroughDialog(page);
  await page.goto('/de/en/category/1');
  const card = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').nth(2);
  const quantityOf = { name: /^Quantity of / };
  const field = card.getByRole('combobox', quantityOf).or(card.getByRole('textbox', quantityOf));
  await tabTo(page, field, { limit: 200 });
  // the field's label names the article: "Quantity of <name>"
  const label = await field.evaluate(
    (el) => document.getElementById(`${el.id}-label`)?.textContent,
  );
  const name = label?.replace(/^Quantity of /, '');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  const before = { scroll: await page.evaluate(() => scrollY), box: await card.boundingBox() };
  await page.keyboard.press('Enter');
  const note = page.getByRole('status').filter({ hasText: /added to the basket\./ });
  await expect(note).toHaveText(`2 × ${name} added to the basket.`, { timeout: 15_000 });
  // the focus stayed in the card, the page did not move and the card did not grow
  expect(await card.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => scrollY)).toBe(before.scroll);
  expect(await card.boundingBox()).toEqual(before.box);
  await expect(page.getByText(`2 × ${name} added to the basket.`)).toHaveCount(1);

  // the button too keeps the focus while and after it adds
  const add = card.getByRole('button', { name: /^Add .+ to the basket$/ });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(note).toHaveText(/^\d+ × .+ added to the basket\.$/);
  await expect(add).toBeFocused();
  await expectNoAxeViolations(page);
});
