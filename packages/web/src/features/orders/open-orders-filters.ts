import { useSearchParams } from 'react-router';
import type { OpenOrdersParameter } from '@shop/domain/api/open-orders.ts';
import { OPEN_ORDER_STATES, type OpenOrderState } from '@shop/domain/rules/availability.ts';
import {
  DEFAULT_OPEN_ORDER_PAGE_SIZE,
  DEFAULT_OPEN_ORDER_SORT,
  OPEN_ORDER_PAGE_SIZES,
  OPEN_ORDER_SORTS,
  type OpenOrderPageSize,
  type OpenOrderSort,
} from '@shop/domain/rules/open-orders.ts';
import type { Language } from '@shop/domain/shops.ts';

/** The filters of the open-order list, kept in the address so a link or reload keeps them. */
export interface OpenOrderFilters {
  state: OpenOrderState | null;
  producer: number | null;
  search: string;
  sort: OpenOrderSort;
  size: OpenOrderPageSize;
  page: number;
}

function parse(params: URLSearchParams): OpenOrderFilters {
  const state = params.get('state');
  const producer = Number(params.get('producer'));
  const sort = Number(params.get('sort'));
  const sizeText = params.get('size');
  const size = sizeText === 'all' ? 'all' : Number(sizeText);
  const page = Number(params.get('page') ?? '1');
  return {
    state: (OPEN_ORDER_STATES as readonly string[]).includes(state ?? '')
      ? (state as OpenOrderState)
      : null,
    producer: Number.isInteger(producer) && producer > 0 ? producer : null,
    search: params.get('q') ?? '',
    sort: (OPEN_ORDER_SORTS as readonly number[]).includes(sort)
      ? (sort as OpenOrderSort)
      : DEFAULT_OPEN_ORDER_SORT,
    size: (OPEN_ORDER_PAGE_SIZES as readonly unknown[]).includes(size)
      ? (size as OpenOrderPageSize)
      : DEFAULT_OPEN_ORDER_PAGE_SIZE,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function write(filters: OpenOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state !== null) params.set('state', filters.state);
  if (filters.producer !== null) params.set('producer', String(filters.producer));
  if (filters.search !== '') params.set('q', filters.search);
  if (filters.sort !== DEFAULT_OPEN_ORDER_SORT) params.set('sort', String(filters.sort));
  if (filters.size !== DEFAULT_OPEN_ORDER_PAGE_SIZE) params.set('size', String(filters.size));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters from the address, and a setter that goes back to page 1 unless a page is given. */
export function useOpenOrderFilters(): [
  OpenOrderFilters,
  (change: Partial<OpenOrderFilters>) => void,
] {
  const [params, setParams] = useSearchParams();
  const filters = parse(params);
  return [filters, (change) => setParams(write({ ...filters, page: 1, ...change }))];
}

/** The request parameter of the filters. */
export function parameterOf(filters: OpenOrderFilters, language: Language): OpenOrdersParameter {
  return {
    page: filters.page,
    countPageItems: filters.size,
    sort: filters.sort,
    language,
    search: filters.search,
    ...(filters.state === null ? {} : { state: filters.state }),
    ...(filters.producer === null ? {} : { producer: filters.producer }),
  };
}
