import { useSearchParams } from 'react-router';
import {
  ORDER_LIST_SORTS,
  ORDER_SEARCH_TEXT_MAX,
  SORT_DIRECTIONS,
  type OrderListSort,
  type PastOrdersSearch,
  type SortDirection,
} from '@shop/domain/api/account-orders.ts';
import { isCalendarDate, isOrderedRange } from '@shop/domain/rules/date-range.ts';

/**
 * The search of the order list, kept in the address (docs/product/account.md#account-orders-search):
 * a reload, the back button or a shared link shows the same list.
 */
export interface OrderFilters {
  /** order number, reference or article number; '' for any */
  q: string;
  /** YYYY-MM-DD or '' for an open end */
  from: string;
  to: string;
  sort: OrderListSort;
  direction: SortDirection;
  page: number;
}

export const DEFAULT_ORDER_SORT: Pick<OrderFilters, 'sort' | 'direction'> = {
  sort: 'date',
  direction: 'desc',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

const dateOf = (value: string | null) => (value !== null && isCalendarDate(value) ? value : '');

/** The filters an address holds; what it cannot read (or a range ending before it starts) is left out. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page') ?? '1');
  let from = dateOf(params.get('from'));
  let to = dateOf(params.get('to'));
  if (!isOrderedRange(from || undefined, to || undefined)) [from, to] = ['', ''];
  return {
    q: (params.get('q') ?? '').trim().slice(0, ORDER_SEARCH_TEXT_MAX),
    from,
    to,
    sort: oneOf(ORDER_LIST_SORTS, params.get('sort')) ?? DEFAULT_ORDER_SORT.sort,
    direction: oneOf(SORT_DIRECTIONS, params.get('dir')) ?? DEFAULT_ORDER_SORT.direction,
    page: Number.isInteger(page) && page >= 1 && page <= 999_999 ? page : 1,
  };
}

/** The address of the filters; defaults are left out. */
export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.from !== '') params.set('from', filters.from);
  if (filters.to !== '') params.set('to', filters.to);
  if (
    filters.sort !== DEFAULT_ORDER_SORT.sort ||
    filters.direction !== DEFAULT_ORDER_SORT.direction
  ) {
    params.set('sort', filters.sort);
    params.set('dir', filters.direction);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether the list is narrowed (a sort alone narrows nothing). */
export const isFiltered = (filters: OrderFilters) =>
  filters.q !== '' || filters.from !== '' || filters.to !== '';

/** The filters from the address, and a setter that goes back to page 1 unless a page is given. */
export function useOrderFilters(): [OrderFilters, (change: Partial<OrderFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = parseOrderFilters(params);
  return [filters, (change) => setParams(writeOrderFilters({ ...filters, page: 1, ...change }))];
}

/** The request's search of the filters; the defaults are not sent. */
export function searchOf(filters: OrderFilters): PastOrdersSearch {
  return {
    ...(filters.q === '' ? {} : { searchText: filters.q }),
    ...(filters.from === '' ? {} : { from: filters.from }),
    ...(filters.to === '' ? {} : { to: filters.to }),
    ...(filters.sort === DEFAULT_ORDER_SORT.sort &&
    filters.direction === DEFAULT_ORDER_SORT.direction
      ? {}
      : { orderBy: filters.sort, direction: filters.direction }),
  };
}
