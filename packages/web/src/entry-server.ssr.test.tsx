import { describe, expect, it } from 'vitest';
import type { ArticleAnswer } from '@shop/domain/api/article.ts';
import type { Menu, MenuEntry, Translations } from '@shop/domain/api/shell.ts';
import type { Language } from '@shop/domain/shops.ts';
import en from '@shop/messages/en.json';
import ja from '@shop/messages/ja.json';
import { hoodie } from '#web/features/product/article.fixtures.ts';
import { createPageRenderer, type RenderedPage } from './entry-server.tsx';

/**
 * The server's renderer on Preact's renderToString, as the shop ships it (decision 126), its
 * calls answered here as the app would answer them.
 */
const article = hoodie();
const answer: ArticleAnswer = { article, suggestions: [] };
const calls: string[] = [];

function menuEntry(id: number, name: string, value: string, subEntries: MenuEntry[] = []) {
  return { id, name, order: id, row: 0, type: 'category', value, subEntries } satisfies MenuEntry;
}
const menu: Menu = {
  entries: [
    menuEntry(2, 'Board Games', '2', [menuEntry(3, 'Card Games', '2A')]),
    menuEntry(1, 'Toys', '1'),
    { ...menuEntry(4, 'Hot deals', ''), type: 'link', value: 'hotDeals' },
  ],
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json', 'x-shop-version': '7' },
  });
}

const render = createPageRenderer({
  shopVersion: '7',
  translations: async (language): Promise<Translations> => ({
    language,
    version: '1',
    resources: (language === 'ja' ? ja : en) as Translations['resources'],
  }),
  fetch: async (path, init) => {
    calls.push(`${init.method ?? 'GET'} ${path}`);
    if (path === '/api/menu/en/7') return json(menu);
    if (path === '/api/article') {
      const asked = JSON.parse(String(init.body)) as { articleNumber: string };
      if (asked.articleNumber === article.articleNumber) return json(answer);
    }
    if (path === '/api/article') {
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    // a part of the page this test gives no answer (the article's FAQ) shows its error state
    throw new Error(`no answer for ${path}`);
  },
});

function page(url: string, consentDecided = true, storedLanguage: Language | null = null) {
  return render({ url, origin: 'https://shop.example', consentDecided, storedLanguage });
}

function rendered(result: RenderedPage) {
  if (result.kind !== 'page') throw new Error(`a ${result.kind}, not a page`);
  return result;
}

describe('the server renderer', () => {
  it('renders an article page whole, with its head and the data the browser takes over', async () => {
    const result = rendered(await page(`/de/en/product/${article.articleNumber}`));
    expect(result.status).toBe(200);
    expect(result.root).toContain(`>${article.localization.Name}</h1>`);
    expect(result.root).toContain('type="application/ld+json"');
    expect(result.head).toContain(`<title>${article.localization.Name} | `);
    expect(result.head).toContain(
      `<link rel="canonical" href="https://shop.example/de/en/product/${article.articleNumber}"`,
    );
    expect(result.head.match(/rel="alternate"/g)).toHaveLength(22);
    const data = /<script type="application\/json" id="server-data">(.*)<\/script>/s.exec(
      result.data,
    );
    const parsed = JSON.parse(data![1]!) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(parsed.queries.queries.map((query) => query.queryKey[0])).toContain('article');
    expect(calls).toContain('POST /api/article');
  });

  it('renders the consent bar for a first visit only', async () => {
    const first = rendered(await page(`/de/en/product/${article.articleNumber}`, false));
    expect(first.root).toContain(`>${en.shell['consent.title']}</h2>`);
    const later = rendered(await page(`/de/en/product/${article.articleNumber}`, true));
    expect(later.root).not.toContain(en.shell['consent.title']);
  });

  it("sends an unknown article's address to the search for its number, as the page does", async () => {
    expect(await page('/de/en/product/NO-SUCH-1')).toEqual({
      kind: 'redirect',
      location: '/de/en/search/NO-SUCH-1',
    });
  });

  it('answers an unknown page with the notFound page and 404, in its language', async () => {
    const result = rendered(await page('/fr/ja/no-such-page/at-all'));
    expect(result.status).toBe(404);
    expect(result.language).toBe('ja');
    expect(result.head).toContain('/fr/ja/notFound');
    // the browser takes the page over at the address it was rendered for
    const data = /<script type="application\/json" id="server-data">(.*)<\/script>/s.exec(
      result.data,
    );
    expect((JSON.parse(data![1]!) as { location: string }).location).toBe('/fr/ja/notFound');
  });

  it("leaves a customer's pages to the browser, with a note in the page's language", async () => {
    for (const path of [
      '/fr/ja/basket',
      '/fr/ja/account/orders',
      '/fr/ja/register',
      '/fr/ja/analytics-optout',
    ]) {
      const result = await page(path);
      expect(result).toEqual({
        kind: 'browser',
        language: 'ja',
        note: `<noscript><p class="p-8 text-center text-lg">${ja.shell.needsJavaScript}</p></noscript>`,
      });
    }
  });

  it("sends an unknown language to the visitor's stored one, else to the shop's", async () => {
    expect(await page('/de/xx/partner', true, 'en')).toEqual({
      kind: 'redirect',
      location: '/de/en/partner',
    });
    expect(await page('/de/xx/partner')).toEqual({ kind: 'redirect', location: '/de/de/partner' });
  });

  it('redirects an address outside the shops into one', async () => {
    expect(await page('/nowhere')).toEqual({ kind: 'redirect', location: '/de/de/nowhere' });
  });

  it("carries the main menu's top-level entries as links, in menu order, with the page's data", async () => {
    const result = rendered(await page(`/de/en/product/${article.articleNumber}`));
    const nav = /<nav aria-label="Product range"[^>]*>(.*?)<\/nav>/s.exec(result.root)?.[1] ?? '';
    const links = [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links).toEqual([
      ['/de/en/category/1', 'Toys'],
      ['/de/en/category/2', 'Board Games'],
      ['/de/en/hotDeals', 'Hot deals'],
    ]);
    // a sub-entry is the dropdown's, which needs the script
    expect(nav).not.toContain('Card Games');
    expect(result.data).toContain('"queryKey":["menu","en","7"]');
    // a phone's hamburger leads to that box until the script can open the drawer
    expect(result.root).toContain('<div id="main-menu" class="hidden target:block lg:block">');
    expect(result.root).toMatch(/<a href="#main-menu" aria-label="Open menu"/);
  });
});
