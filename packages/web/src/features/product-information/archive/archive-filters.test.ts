import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  requestOfFilters,
  searchOfFilters,
} from './archive-filters.ts';

describe('the product archive filters in the address', () => {
  it('reads every filter and writes back only what differs from the defaults', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('producer=12&timePeriod=7&search=%20Luka%20&sort=4&size=60&page=3'),
    );
    expect(filters).toEqual({
      producer: 12,
      timePeriod: 7,
      search: 'Luka',
      sort: 4,
      size: 60,
      page: 3,
    });
    expect(searchOfFilters(filters)).toBe(
      '?producer=12&timePeriod=7&search=Luka&sort=4&size=60&page=3',
    );
    expect(searchOfFilters(DEFAULT_FILTERS)).toBe('');
  });

  // docs/product/account.md#account-archive-periods
  it('falls back to the default for values the shop does not offer', () => {
    expect(
      filtersFromSearch(new URLSearchParams('producer=-3&timePeriod=5&sort=8&size=50&page=0')),
    ).toEqual(DEFAULT_FILTERS);
    expect(
      filtersFromSearch(new URLSearchParams('timePeriod=28&sort=0&size=200&page=2')),
    ).toMatchObject({
      timePeriod: 28,
      sort: 0,
      size: 200,
      page: 2,
    });
  });

  it('asks the server for the caller shop and language, leaving out empty filters', () => {
    expect(requestOfFilters(DEFAULT_FILTERS, 'ja', 'uk')).toEqual({
      page: 1,
      countPageItems: 20,
      timePeriod: 0,
      sort: 7,
      language: 'ja',
      shop: 'uk',
    });
    expect(
      requestOfFilters({ ...DEFAULT_FILTERS, producer: 4, search: 'x' }, 'de', 'de'),
    ).toMatchObject({
      producer: 4,
      search: 'x',
    });
  });
});
