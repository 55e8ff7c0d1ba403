import { describe, expect, it } from 'vitest';
import type { ArticleSearchResponse } from '@shop/domain/api/search.ts';
import type { Translations } from '@shop/domain/api/shell.ts';
import {
  emptySearchParams,
  encodeSearchParams,
  type SearchParams,
} from '@shop/domain/rules/search-url.ts';
import en from '@shop/messages/en.json';
import { createPageRenderer, type RenderedPage } from '#web/entry-server.tsx';
import { selectionHref } from '#web/features/catalog/listing/listing-url.ts';
import { searchAnswer } from '#web/features/catalog/listing/listing.fixtures.ts';

/**
 * The listing's filter column in the server's page (docs/decisions/153-listing-filters-in-the-servers-page.md):
 * there for a desktop without JavaScript, its entries links to the listing with them toggled.
 */
const base = searchAnswer();
const answer: ArticleSearchResponse = {
  ...base,
  groups: { ...base.groups, producer: [{ id: 3, name: 'Astral Forge', numberOfArticles: 1 }] },
};

const render = createPageRenderer({
  shopVersion: '7',
  translations: async (language): Promise<Translations> => ({
    language,
    version: '1',
    resources: en as Translations['resources'],
  }),
  fetch: async (path) => {
    if (path === '/api/articles') {
      return new Response(JSON.stringify(answer), {
        headers: { 'content-type': 'application/json', 'x-shop-version': '7' },
      });
    }
    // what this test gives no answer (the menu, the footer's FAQ) shows its error state
    throw new Error(`no answer for ${path}`);
  },
});

async function root(url: string): Promise<string> {
  const result: RenderedPage = await render({
    url,
    origin: 'https://shop.example',
    consentDecided: true,
    storedLanguage: null,
  });
  if (result.kind !== 'page') throw new Error(`a ${result.kind}, not a page`);
  return result.root;
}

/** The filter column of a page's markup. */
function column(html: string): string {
  return /<aside id="listing-filters"[^>]*>(.*?)<\/aside>/s.exec(html)?.[0] ?? '';
}

/** The column's links, each as its href (entities decoded) and its text. */
function links(html: string): { href: string; text: string }[] {
  return [...column(html).matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map((match) => ({
    href: match[1]!.replaceAll('&amp;', '&'),
    text: match[2]!.replace(/<[^>]+>/g, ''),
  }));
}

const shell = { shop: 'de', language: 'en' } as const;
const show = (params: Partial<SearchParams>) =>
  selectionHref(shell, { ...emptySearchParams(), ...params, sort: 15 }, '', 'list', null, {
    kind: 'category',
    id: 1,
  });

describe("the listing's filter column in the server's page", () => {
  it('is there, hidden below the desktop width, shown when the phone link targets it', async () => {
    const html = await root('/de/en/category/1');
    expect(column(html)).toMatch(
      /^<aside id="listing-filters" aria-label="Refine results" class="hidden w-72 shrink-0 [^"]*target:block lg:block"/,
    );
    expect(html).toMatch(/<a href="#listing-filters" class="[^"]*lg:hidden[^"]*">Filter<\/a>/);
  });

  it('links each filter and group entry to the listing with it toggled, with its count', async () => {
    const found = links(await root('/de/en/category/1'));
    expect(found).toContainEqual({
      href: show({ categories: [1], filters: ['stock'] }),
      text: 'In stock(1)',
    });
    expect(found).toContainEqual({
      href: show({ categories: [1, 8] }),
      text: 'Figures(1)',
    });
    expect(found).toContainEqual({
      href: show({ categories: [1], producers: [3] }),
      text: 'Astral Forge(1)',
    });
    // a filter without articles leads nowhere: it stays a disabled checkbox
    expect(found.some((link) => link.text.startsWith('Arriving soon'))).toBe(false);
    expect(column(await root('/de/en/category/1'))).toMatch(
      /<input id="[^"]+-soon" type="checkbox" disabled/,
    );
  });

  it('marks a selected entry for the eye and for a screen reader, its link removing it', async () => {
    const params = { filters: ['stock'], categories: [8] } satisfies Partial<SearchParams>;
    const found = links(await root(`/de/en/show/${encodeSearchParams(params)}`));
    const entry = (text: string) => found.find((link) => link.text.includes(text));
    expect(entry('In stock')).toEqual({
      href: `/de/en/show/${encodeSearchParams({ categories: [8], sort: 15 })}`,
      text: '✓In stock(1)selected',
    });
    expect(entry('Figures')?.text).toBe('✓Figures(1)selected');
    expect(entry('Astral Forge')?.text).toBe('Astral Forge(1)');
  });

  it('sends its search form to the search route, which goes on to the term', async () => {
    expect(await root('/de/en/category/1')).toMatch(
      /<form role="search" method="get" action="\/de\/en\/search"/,
    );
    expect(
      await render({
        url: '/de/en/search?q=+space+figure',
        origin: 'https://shop.example',
        consentDecided: true,
        storedLanguage: null,
      }),
    ).toEqual({ kind: 'redirect', location: '/de/en/search/space%20figure' });
  });
});

// docs/product/catalog.md#cat-breadcrumb
describe("a list's breadcrumb in the server's page", () => {
  it('names the list and carries the trail as a schema.org BreadcrumbList', async () => {
    const html = await root(`/de/en/category/8`);
    const nav = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(nav).toMatch(/<a [^>]*href="\/de\/en"[^>]*>Home<\/a>/);
    expect(nav).toMatch(/<span aria-current="page"[^>]*>Figures<\/span>/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as { '@type': string })
      .find((data) => data['@type'] === 'BreadcrumbList');
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/de/en' },
        { '@type': 'ListItem', position: 2, name: 'Figures' },
      ],
    });
  });
});
