import { expect, type Locator } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { NO_CONSENT } from './support/consent.ts';

/**
 * A first visit to /register (decision 118): the registration dialog and the consent bar are
 * both on the screen and neither covers the other; the dialog is filled in by keyboard, and
 * after it is closed the bar's buttons are reached and pressed by keyboard too.
 */
test.use({ storageState: NO_CONSENT });

/** Whether the element itself is what a pointer at its centre meets: nothing lies over it. */
const uncovered = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

for (const width of [390, 1440]) {
  test(`at ${width} px the registration dialog and the consent bar cover nothing of each other`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
    await page.goto('/de/en/register');
    const dialog = page.getByRole('dialog', { name: 'Apply for a trade account' });
    await expect(dialog.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
    // the bar is outside the modal dialog, hidden from the accessibility tree while it is open
    const bar = page.locator('section[data-beside-dialogs]');
    const buttons = ['Accept all', 'Reject all', 'Choose'].map((name) =>
      bar.getByRole('button', { name, includeHidden: true }),
    );
    const company = dialog.getByLabel('Company name');
    for (const control of [company, dialog.getByRole('button', { name: 'Close' }), ...buttons]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      expect(await uncovered(control), await control.evaluate((e) => e.outerHTML)).toBe(true);
    }
    // the field reached last by Tab in the first step is on screen and uncovered once scrolled to
    const next = dialog.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    expect(await uncovered(next)).toBe(true);
    await expectNoAxeViolations(page);

    // the dialog by keyboard: its first field has the focus, typing fills it
    await company.focus();
    await page.keyboard.type('Kite & Comet Toys');
    await expect(company).toHaveValue('Kite & Comet Toys');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // the bar by keyboard: the first stops of the page, then Enter decides
    const accept = bar.getByRole('button', { name: 'Accept all' });
    for (
      let presses = 0;
      presses < 10 && !(await accept.evaluate((e) => e === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('shop.consent'))).toContain(
      '"statistics":true',
    );
  });
}
