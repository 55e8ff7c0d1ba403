import { describe, expect, it } from 'vitest';
import { parseInvoiceFilters, searchOf, writeInvoiceFilters } from './invoice-filters.ts';

describe('invoice filters in the address', () => {
  it('reads the overview’s pre-filtered link', () => {
    expect(parseInvoiceFilters(new URLSearchParams('type=overdue'))).toEqual({
      type: 'overdue',
      search: '',
      alsoCanceled: false,
      sort: 1,
      page: 1,
    });
  });

  it('falls back to the defaults for what it cannot read', () => {
    expect(
      parseInvoiceFilters(new URLSearchParams('type=open&sort=9&page=-2&canceled=yes')),
    ).toEqual({ type: 'all', search: '', alsoCanceled: false, sort: 1, page: 1 });
    expect(parseInvoiceFilters(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(parseInvoiceFilters(new URLSearchParams(`q=${'x'.repeat(80)}`)).search).toHaveLength(50);
  });

  it('writes only what differs from the default and reads it back the same', () => {
    const filters = {
      type: 'canceled',
      search: 'R26',
      alsoCanceled: true,
      sort: 5,
      page: 3,
    } as const;
    const params = writeInvoiceFilters(filters);
    expect(params.toString()).toBe('type=canceled&q=R26&canceled=1&sort=5&page=3');
    expect(parseInvoiceFilters(params)).toEqual(filters);
    expect(
      writeInvoiceFilters({
        type: 'all',
        search: '',
        alsoCanceled: false,
        sort: 1,
        page: 1,
      }).toString(),
    ).toBe('');
  });

  it('turns into the request’s search', () => {
    expect(searchOf({ type: 'paid', search: 'R2', alsoCanceled: false, sort: 2, page: 4 })).toEqual(
      { type: 'paid', searchText: 'R2', alsoCanceled: false, sort: 2, page: 4 },
    );
  });
});
