import { test as base, type Page, type Response } from '@playwright/test';
import { waitForScript } from './scripted.ts';

/**
 * Whether the browser takes the answered document over from the server's markup: a page the
 * server rendered (it carries its data for the takeover) opened by a visitor. A browser with a
 * session renders its own page over it, and the basket and the account are the browser's own
 * (docs/decisions/126-pages-rendered-on-the-server.md, 127).
 */
async function takesOver(page: Page, response: Response | null): Promise<boolean> {
  if (response === null || !(response.headers()['content-type'] ?? '').startsWith('text/html')) {
    return false;
  }
  const html = await response.text().catch(() => '');
  if (!html.includes('id="server-data"')) return false;
  return page.evaluate(() => localStorage.getItem('shop.sessionHint') === null);
}

/**
 * The tests' `test`: its page's `goto` and `reload` come back once the page's script has taken
 * the server's page over, as a person's first click comes after it; before that a click or a
 * typed key acts on the server's markup only, which the takeover may not keep.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const afterLoad = async (response: Response | null) => {
      if (await takesOver(page, response)) await waitForScript(page);
      return response;
    };
    page.goto = async (url, options) => afterLoad(await goto(url, options));
    page.reload = async (options) => afterLoad(await reload(options));
    await use(page);
  },
});
