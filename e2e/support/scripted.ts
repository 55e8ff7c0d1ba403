import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's script has taken over the server's page (the root's data-hydrated mark,
 * main.tsx): before it a click or a timer acts on the server's markup only, which a person is
 * rarely fast enough to do (docs/decisions/126-pages-rendered-on-the-server.md).
 */
export async function waitForScript(page: Page): Promise<void> {
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
}
