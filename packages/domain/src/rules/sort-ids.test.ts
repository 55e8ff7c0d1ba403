import { describe, expect, it } from 'vitest';
import {
  BEST_MATCH_SORT_ID,
  DEFAULT_SORT_ID,
  LISTING_KINDS,
  SORTS,
  SORT_IDS,
  TYPE_LISTING_DEFAULT_SORT_ID,
  defaultSortFor,
  effectiveSort,
  isPriceSort,
  isSortId,
  isSpecialDateSort,
  sortOptions,
  type SortContext,
} from './sort-ids.ts';

const visitorOnSearch: SortContext = { listing: 'search', loggedIn: false, searchText: '' };
const customerOnSearch: SortContext = { listing: 'search', loggedIn: true, searchText: '' };

describe('sort ids', () => {
  it('has the 17 ids of the spec, each with a meaning', () => {
    expect(SORT_IDS).toHaveLength(17);
    for (const id of SORT_IDS) expect(SORTS[id]).toBeDefined();
  });

  it('pairs each field ascending then descending', () => {
    expect(SORTS[1]).toEqual({ field: 'name', direction: 'asc' });
    expect(SORTS[2]).toEqual({ field: 'name', direction: 'desc' });
    expect(SORTS[3].field).toBe('articleNumber');
    expect(SORTS[5].field).toBe('preorderDate');
    expect(SORTS[7].field).toBe('releaseDate');
    expect(SORTS[9].field).toBe('intakeDate');
    expect(SORTS[12]).toEqual({ field: 'inshopDate', direction: 'desc' });
    expect(SORTS[13]).toEqual({ field: 'price', direction: 'asc' });
    expect(SORTS[14]).toEqual({ field: 'price', direction: 'desc' });
    expect(SORTS[15].field).toBe('bestMatch');
    expect(SORTS[17]).toEqual({ field: 'inspecialDate', direction: 'desc' });
  });

  it('recognises only integers 1 to 17 as sort ids', () => {
    expect(isSortId(1)).toBe(true);
    expect(isSortId(17)).toBe(true);
    expect(isSortId(0)).toBe(false);
    expect(isSortId(18)).toBe(false);
    expect(isSortId(1.5)).toBe(false);
    expect(isSortId('1')).toBe(false);
    expect(isSortId(null)).toBe(false);
  });

  it('marks 13 and 14 as price sorts and 16 and 17 as special-date sorts', () => {
    expect(SORT_IDS.filter(isPriceSort)).toEqual([13, 14]);
    expect(SORT_IDS.filter(isSpecialDateSort)).toEqual([16, 17]);
  });
});

describe('defaultSortFor', () => {
  it('sorts theme, productType and producer listings by inshop date descending', () => {
    expect(defaultSortFor('theme')).toBe(12);
    expect(defaultSortFor('productType')).toBe(12);
    expect(defaultSortFor('producer')).toBe(TYPE_LISTING_DEFAULT_SORT_ID);
  });

  it('sorts every other listing by name ascending', () => {
    const others = LISTING_KINDS.filter((l) => !['theme', 'productType', 'producer'].includes(l));
    for (const listing of others) expect(defaultSortFor(listing)).toBe(DEFAULT_SORT_ID);
  });
});

describe('sortOptions', () => {
  it('hides price sorts from visitors', () => {
    expect(sortOptions(visitorOnSearch)).not.toContain(13);
    expect(sortOptions(visitorOnSearch)).not.toContain(14);
  });

  it('offers price sorts to logged-in users', () => {
    expect(sortOptions(customerOnSearch)).toEqual(expect.arrayContaining([13, 14]));
  });

  it('offers special-date sorts only on close-out and hot-deal pages', () => {
    expect(sortOptions(customerOnSearch)).not.toContain(16);
    expect(sortOptions({ ...customerOnSearch, listing: 'closeOut' })).toEqual(
      expect.arrayContaining([16, 17]),
    );
    expect(sortOptions({ ...customerOnSearch, listing: 'hotDeals' })).toEqual(
      expect.arrayContaining([16, 17]),
    );
    expect(sortOptions({ ...customerOnSearch, listing: 'preOrder' })).not.toContain(17);
  });

  it('offers best match only when there is search text', () => {
    expect(sortOptions(customerOnSearch)).not.toContain(15);
    expect(sortOptions({ ...customerOnSearch, searchText: '  ' })).not.toContain(15);
    expect(sortOptions({ ...customerOnSearch, searchText: 'dragon' })).toContain(15);
  });
});

describe('effectiveSort', () => {
  it('uses best match when only free text is searched', () => {
    expect(
      effectiveSort({ ...visitorOnSearch, searchText: 'dragon', hasOtherCriteria: false }),
    ).toBe(BEST_MATCH_SORT_ID);
  });

  it('uses the listing default when free text is combined with other criteria', () => {
    expect(
      effectiveSort({ ...visitorOnSearch, searchText: 'dragon', hasOtherCriteria: true }),
    ).toBe(1);
    expect(
      effectiveSort({
        ...visitorOnSearch,
        listing: 'theme',
        searchText: 'x',
        hasOtherCriteria: true,
      }),
    ).toBe(12);
  });

  it('reverts best match to name ascending when there is no search text', () => {
    expect(effectiveSort({ ...customerOnSearch, requested: 15, hasOtherCriteria: true })).toBe(1);
    expect(
      effectiveSort({
        ...customerOnSearch,
        listing: 'theme',
        requested: 15,
        hasOtherCriteria: true,
      }),
    ).toBe(1);
  });

  it('keeps a sort the user chose when the page offers it', () => {
    expect(
      effectiveSort({
        ...customerOnSearch,
        searchText: 'x',
        requested: 8,
        hasOtherCriteria: false,
      }),
    ).toBe(8);
    expect(effectiveSort({ ...customerOnSearch, requested: 13, hasOtherCriteria: false })).toBe(13);
  });

  it('drops a price sort for a visitor and applies the default', () => {
    expect(effectiveSort({ ...visitorOnSearch, requested: 14, hasOtherCriteria: true })).toBe(1);
  });

  it('drops a special-date sort off the special pages', () => {
    expect(effectiveSort({ ...customerOnSearch, requested: 16, hasOtherCriteria: true })).toBe(1);
    expect(
      effectiveSort({
        ...customerOnSearch,
        listing: 'hotDeals',
        requested: 16,
        hasOtherCriteria: true,
      }),
    ).toBe(16);
  });

  it('drops unknown sort ids', () => {
    expect(effectiveSort({ ...customerOnSearch, requested: 99, hasOtherCriteria: true })).toBe(1);
    expect(effectiveSort({ ...customerOnSearch, requested: null, hasOtherCriteria: true })).toBe(1);
  });

  it('uses inshop date descending on a producer listing without a choice', () => {
    expect(
      effectiveSort({ ...customerOnSearch, listing: 'producer', hasOtherCriteria: true }),
    ).toBe(12);
  });
});
