import { describe, expect, it } from 'vitest';
import { parseOrderFilters, searchOf, writeOrderFilters } from './order-filters.ts';

describe('order filters in the address', () => {
  it('reads text, range, sort and page, and writes them back the same', () => {
    const address = 'q=PO-12&from=2026-01-01&to=2026-03-31&sort=total&dir=asc&page=3';
    const filters = parseOrderFilters(new URLSearchParams(address));
    expect(filters).toEqual({
      q: 'PO-12',
      from: '2026-01-01',
      to: '2026-03-31',
      sort: 'total',
      direction: 'asc',
      page: 3,
    });
    expect(writeOrderFilters(filters).toString()).toBe(address);
    expect(searchOf(filters)).toEqual({
      searchText: 'PO-12',
      from: '2026-01-01',
      to: '2026-03-31',
      orderBy: 'total',
      direction: 'asc',
    });
  });

  it('falls back to the defaults for what it cannot read, and sends none of them', () => {
    const filters = parseOrderFilters(
      new URLSearchParams('from=2026-02-30&to=1.3.26&sort=price&dir=up&page=0'),
    );
    expect(filters).toEqual({ q: '', from: '', to: '', sort: 'date', direction: 'desc', page: 1 });
    expect(writeOrderFilters(filters).toString()).toBe('');
    expect(searchOf(filters)).toEqual({});
  });

  it('drops a range ending before it starts, and cuts a long text', () => {
    const filters = parseOrderFilters(
      new URLSearchParams(`from=2026-03-02&to=2026-03-01&q=${'x'.repeat(150)}`),
    );
    expect([filters.from, filters.to]).toEqual(['', '']);
    expect(filters.q).toHaveLength(100);
  });
});
