import { describe, expect, it } from 'vitest';
import { decodeSearchParams, emptySearchParams } from '@shop/domain/rules/search-url.ts';
import {
  isPresetSelected,
  pageQueryString,
  selectionOfPage,
  parseArticleNumbers,
  pricePresetsWithin,
  readPageQuery,
  selectionHref,
  selectionOfRoute,
  toggleFilter,
  toggleId,
  withPriceRange,
  withSort,
  withoutDisabledFilters,
} from '#web/features/catalog/listing/listing-url.ts';
import { parseOrigin } from '#web/features/catalog/listing/listing-name.ts';

const shell = { shop: 'de', language: 'en' } as const;

function params(segment: string) {
  const decoded = decodeSearchParams(segment);
  if (!decoded.ok) throw new Error(decoded.error.code);
  return decoded.value;
}

describe('selectionOfRoute', () => {
  it('reads a search term', () => {
    expect(selectionOfRoute('search', '', ' figur ')).toEqual({
      params: emptySearchParams(),
      search: 'figur',
      kind: 'search',
      alternative: [],
      origin: null,
    });
  });

  it('names the listing a list was opened as, and a /show list the one its `from` names', () => {
    expect(selectionOfRoute('typed', 'producer', '2b')?.origin).toEqual({
      kind: 'producer',
      id: 0x2b,
    });
    expect(selectionOfRoute('preOrder', '', '')?.origin).toEqual({ kind: 'preOrder' });
    const show = selectionOfPage('show', { '*': 'M2b_C1a' }, new URLSearchParams('from=M2b'));
    expect(show?.origin).toEqual({ kind: 'producer', id: 0x2b });
    // anything else in `from` names nothing
    for (const from of ['X1', 'HOD', 'M', 'C1g', '']) {
      expect(parseOrigin(from), from).toBeNull();
    }
    expect(pageQueryString({ page: 2, view: 'list', from: { kind: 'category', id: 26 } })).toBe(
      '?from=C1a&page=2',
    );
  });

  it('reads /show/{searchParams}/{term}', () => {
    const selection = selectionOfRoute('show', '', 'M1a&2b_FInS/star wars');
    expect(selection?.params).toEqual(params('M1a&2b_FInS'));
    expect(selection?.search).toBe('star wars');
    expect(selection?.kind).toBe('show');
  });

  it('keeps a /show list with the hot-deal filter a hot-deal list', () => {
    expect(selectionOfRoute('show', '', 'FHoD')?.kind).toBe('hotDeals');
    expect(selectionOfRoute('show', '', 'FClO_O10')?.kind).toBe('closeOut');
  });

  it('refuses an invalid searchParams segment', () => {
    expect(selectionOfRoute('show', '', 'X1')).toBeNull();
  });

  it('turns a typed route with hex ids into the codec selection', () => {
    const selection = selectionOfRoute('typed', 'category', '1a');
    expect(selection?.params.categories).toEqual([26]);
    expect(selection?.kind).toBe('category');
    const two = selectionOfRoute('typed', 'theme', '3/producer/f');
    expect(two?.params.themes).toEqual([3]);
    expect(two?.params.producers).toEqual([15]);
    expect(selectionOfRoute('typed', 'campaign', '2')?.params.campaigns).toEqual([2]);
  });

  it('refuses a typed route whose value is no hex id', () => {
    expect(selectionOfRoute('typed', 'category', 'toys')).toBeNull();
    expect(selectionOfRoute('typed', 'nonsense', '1')).toBeNull();
  });

  it('gives the special pages their filter', () => {
    expect(selectionOfRoute('hotDeals', '', '')?.params.filters).toEqual(['hotDeals']);
    expect(selectionOfRoute('closeOut', '', '')?.params.filters).toEqual(['closeOut']);
    expect(selectionOfRoute('preOrder', '', '')?.params.filters).toEqual(['preOrder']);
  });
});

describe('page query', () => {
  it('reads page and view, defaulting bad values', () => {
    expect(readPageQuery(new URLSearchParams('page=3&type=gallery'))).toEqual({
      page: 3,
      view: 'gallery',
    });
    expect(readPageQuery(new URLSearchParams('page=-1&type=x'))).toEqual({ page: 1, view: 'list' });
    expect(readPageQuery(new URLSearchParams('page=abc'))).toEqual({ page: 1, view: 'list' });
  });

  it('writes only what differs from the default', () => {
    expect(pageQueryString({ page: 1, view: 'list' })).toBe('');
    expect(pageQueryString({ page: 2, view: 'gallery' })).toBe('?page=2&type=gallery');
  });
});

describe('selectionHref', () => {
  it('writes the canonical segment and the term, back on page 1', () => {
    expect(selectionHref(shell, params('T3_M1'), 'lego', 'list')).toBe('/de/en/show/M1_T3/lego');
    expect(selectionHref(shell, params('FHoD'), '', 'gallery')).toBe(
      '/de/en/show/FHoD?type=gallery',
    );
  });

  it('goes back to /search when only the term is left', () => {
    expect(selectionHref(shell, emptySearchParams(), 'star wars', 'list')).toBe(
      '/de/en/search/star%20wars',
    );
  });

  it('round-trips through the route reader', () => {
    const selected = toggleId(params('C1'), 'producers', 0x2b);
    const href = selectionHref(shell, selected, 'figur', 'list');
    const splat = decodeURIComponent(href.replace('/de/en/show/', ''));
    expect(selectionOfRoute('show', '', splat)?.params).toEqual(selected);
  });
});

describe('selection changes', () => {
  it('toggles ids and filters', () => {
    const once = toggleId(emptySearchParams(), 'themes', 5);
    expect(once.themes).toEqual([5]);
    expect(toggleId(once, 'themes', 5).themes).toEqual([]);
    const filtered = toggleFilter(toggleFilter(emptySearchParams(), 'closeOut'), 'stock');
    expect(filtered.filters).toEqual(['stock', 'closeOut']);
    expect(toggleFilter(filtered, 'stock').filters).toEqual(['closeOut']);
  });

  it('drops filters the server disabled', () => {
    expect(withoutDisabledFilters(params('FInS&HoD'), ['hotDeals']).filters).toEqual(['stock']);
  });

  it('sets the sort and the price range', () => {
    expect(withSort(emptySearchParams(), 14).sort).toBe(14);
    const priced = withPriceRange(emptySearchParams(), { min: 10, max: 50 });
    expect([priced.minPrice, priced.maxPrice]).toEqual([10, 50]);
    const cleared = withPriceRange(priced, {});
    expect('minPrice' in cleared || 'maxPrice' in cleared).toBe(false);
  });
});

describe('restricted lists (/alternative, /newsletter)', () => {
  it('reads article numbers joined by semicolons, once each, in upper case', () => {
    expect(parseArticleNumbers('ab-1; CD-2;;ab-1')).toEqual(['AB-1', 'CD-2']);
    expect(parseArticleNumbers(' ; ')).toBeNull();
    expect(parseArticleNumbers('ok;no/slash')).toBeNull();
  });

  it('restricts the selection to the numbers and reads the sidebar selection from sp', () => {
    const selection = selectionOfRoute('alternative', '', 'ab-1;cd-2', 'FInS');
    expect(selection?.alternative).toEqual(['AB-1', 'CD-2']);
    expect(selection?.params.filters).toEqual(['stock']);
    expect(selection?.kind).toBe('alternative');
    expect(selectionOfRoute('newsletter', '', 'x-1', 'broken!')).toBeNull();
  });

  it('keeps the restricted path when the selection changes and leaves it for a new search word', () => {
    const path = '/de/en/alternative/AB-1;CD-2';
    expect(selectionHref(shell, params('FInS'), '', 'gallery', path)).toBe(
      `${path}?sp=FInS&type=gallery`,
    );
    expect(selectionHref(shell, params('FInS'), 'dragon', 'list', path)).toBe(
      '/de/en/show/FInS/dragon',
    );
    expect(readPageQuery(new URLSearchParams('sp=FInS&page=2')).restrictedParams).toBe('FInS');
  });
});

describe('price presets', () => {
  it('offers the ranges that hold prices of the result and marks the chosen one', () => {
    expect(pricePresetsWithin({ min: 30, max: 80 })).toEqual([
      { min: 25, max: 50 },
      { min: 50, max: 100 },
    ]);
    expect(pricePresetsWithin(undefined)).toHaveLength(6);
    expect(isPresetSelected(params('L19_H32'), { min: 25, max: 50 })).toBe(true);
    expect(isPresetSelected(params('L19'), { min: 25, max: 50 })).toBe(false);
  });
});
