import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { logInThroughDialog } from './support/login.ts';

/**
 * How many zod schemas a first page builds (decision 076). Building the contracts cost a phone
 * about a third of its blocking time at the start: a contract module builds all its schemas when
 * anything of it is imported, a type through `import { type … }` included. zod calls
 * `globalThis.__zod_globalConfig.postProcessor` for every schema it builds, so a script that runs
 * before the page's counts them in the production build. The budgets are a quarter above what
 * the pages built here when the decision was made (254, 307, 654, 873 and 743).
 */
const BUDGETS = {
  start: 320,
  list: 385,
  article: 820,
  basket: 1_090,
  account: 930,
} as const;

const PHONE = { width: 390, height: 844 };

async function countSchemas(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = { schemas: 0 };
    Object.assign(globalThis, {
      __shopSchemas: counted,
      __zod_globalConfig: { postProcessor: () => (counted.schemas += 1) },
    });
  });
}

async function schemasBuilt(page: Page): Promise<number> {
  // the page's own answers have arrived and been checked
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () => (globalThis as { __shopSchemas?: { schemas: number } }).__shopSchemas?.schemas ?? -1,
  );
}

test.describe('a first page builds the contracts it reads, not those of its actions', () => {
  test.use({ viewport: PHONE });

  for (const [name, path, reader] of [
    ['start', '/de/en', 'a visitor'],
    ['list', '/de/en/category/1', 'a visitor'],
    ['article', '/de/en/product/CB1979', 'a visitor'],
    ['basket', '/de/en/basket', 'a customer'],
    ['account', '/de/en/account', 'a customer'],
  ] as const) {
    test(`for ${reader}: the ${name} page`, async ({ page }) => {
      if (reader === 'a customer') await logInThroughDialog(page);
      await countSchemas(page);
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      const built = await schemasBuilt(page);
      // zod ran at all: the page checked its answers
      expect(built).toBeGreaterThan(0);
      expect(built).toBeLessThanOrEqual(BUDGETS[name]);
    });
  }
});
