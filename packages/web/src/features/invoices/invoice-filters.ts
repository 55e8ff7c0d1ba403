import { useSearchParams } from 'react-router';
import {
  DEFAULT_INVOICE_SORT,
  INVOICE_SEARCH_TYPES,
  INVOICE_SORTS,
  type InvoiceSearchType,
  type InvoiceSort,
  type InvoicesRequest,
} from '@shop/domain/api/invoices.ts';

/**
 * The filters of the invoice list, kept in the address: the overview's links arrive with
 * `?type=`, and a reload or a shared link keeps what the buyer chose.
 */
export interface InvoiceFilters {
  type: InvoiceSearchType;
  search: string;
  alsoCanceled: boolean;
  sort: InvoiceSort;
  page: number;
}

/** The filters an address holds; anything it cannot read falls back to the default. */
export function parseInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const type = params.get('type') ?? '';
  const sort = Number(params.get('sort'));
  const page = Number(params.get('page') ?? '1');
  return {
    type: (INVOICE_SEARCH_TYPES as readonly string[]).includes(type)
      ? (type as InvoiceSearchType)
      : 'all',
    search: (params.get('q') ?? '').slice(0, 50),
    alsoCanceled: params.get('canceled') === '1',
    sort: (INVOICE_SORTS as readonly number[]).includes(sort)
      ? (sort as InvoiceSort)
      : DEFAULT_INVOICE_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 999_999 ? page : 1,
  };
}

/** The address of the filters; defaults are left out. */
export function writeInvoiceFilters(filters: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.search !== '') params.set('q', filters.search);
  if (filters.alsoCanceled) params.set('canceled', '1');
  if (filters.sort !== DEFAULT_INVOICE_SORT) params.set('sort', String(filters.sort));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters from the address, and a setter that goes back to page 1 unless a page is given. */
export function useInvoiceFilters(): [InvoiceFilters, (change: Partial<InvoiceFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = parseInvoiceFilters(params);
  return [filters, (change) => setParams(writeInvoiceFilters({ ...filters, page: 1, ...change }))];
}

/** The request's search of the filters. */
export function searchOf(filters: InvoiceFilters): InvoicesRequest['search'] {
  return {
    type: filters.type,
    sort: filters.sort,
    searchText: filters.search,
    page: filters.page,
    alsoCanceled: filters.alsoCanceled,
  };
}
