import { describe, expect, it } from 'vitest';
import { emptySearchParams } from '@shop/domain/rules/search-url.ts';
import { listingCrumb, originHref } from '#web/features/catalog/listing/listing-breadcrumb.ts';
import type { NamedSelection } from '#web/features/catalog/listing/listing-name.ts';

const shell = { shop: 'de', language: 'ja' } as const;

function selection(overrides: Partial<NamedSelection>): NamedSelection {
  return { params: emptySearchParams(), search: '', kind: 'show', origin: null, ...overrides };
}

// docs/product/catalog.md#cat-breadcrumb
describe('a list in its breadcrumb', () => {
  it('is the page itself on the listing’s own page', () => {
    const params = { ...emptySearchParams(), categories: [26] };
    const origin = { kind: 'category', id: 26 } as const;
    expect(originHref(shell, origin)).toBe('/de/ja/category/1a');
    expect(
      listingCrumb(
        'おもちゃ',
        selection({ params, origin, kind: 'category' }),
        shell,
        '/de/ja/category/1a',
      ),
    ).toEqual({ name: 'おもちゃ', href: null });
  });

  it('leads back to the listing’s own page while filters narrow it', () => {
    const params = { ...emptySearchParams(), categories: [26], filters: ['stock' as const] };
    const crumb = listingCrumb(
      'Toys',
      selection({ params, origin: { kind: 'category', id: 26 } }),
      shell,
      '/de/ja/show/C1a_FInS',
    );
    expect(crumb).toEqual({ name: 'Toys', href: '/de/ja/category/1a' });
  });

  it('leads back to a special page from its filtered list, and is none once its filter is off', () => {
    const params = { ...emptySearchParams(), filters: ['hotDeals' as const, 'stock' as const] };
    const origin = { kind: 'hotDeals' } as const;
    expect(
      listingCrumb('Hot deals', selection({ params, origin }), shell, '/de/ja/show/x'),
    ).toEqual({
      name: 'Hot deals',
      href: '/de/ja/hotDeals',
    });
    const off = { ...emptySearchParams(), filters: ['stock' as const] };
    expect(
      listingCrumb('Search results', selection({ params: off, origin }), shell, '/de/ja/show/y'),
    ).toEqual({ name: 'Search results', href: null });
  });

  it('leads a filtered search back to its term, and is the page itself on the term’s page', () => {
    const term = selection({
      search: 'ワンピース',
      params: { ...emptySearchParams(), filters: ['stock'] },
    });
    expect(listingCrumb('「ワンピース」', term, shell, '/de/ja/show/FInS/ワンピース').href).toBe(
      '/de/ja/search/%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9',
    );
    expect(
      listingCrumb(
        '「ワンピース」',
        term,
        shell,
        '/de/ja/search/%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9',
      ).href,
    ).toBeNull();
  });
});
