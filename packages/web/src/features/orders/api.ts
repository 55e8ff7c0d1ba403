import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { OrdersCsvRequest } from '@shop/domain/api/account-orders.ts';
import {
  openOrdersResponseSchema,
  type OpenOrdersParameter,
} from '@shop/domain/api/open-orders.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { downloadCsv } from '#web/shared/download.ts';

/** The calls of the orders pages: open orders and the two server-built CSV exports. */

/** POST /account/openOrders: one page of the caller's open orders with producers and sums. */
export function openOrdersQueryOptions(customerNumber: string, parameter: OpenOrdersParameter) {
  return queryOptions({
    queryKey: ['openOrders', customerNumber, parameter],
    queryFn: ({ signal }) =>
      apiPost('/account/openOrders', { openOrdersParameter: parameter }, openOrdersResponseSchema, {
        signal,
      }),
    staleTime: 0,
  });
}

export function useOpenOrders(customerNumber: string, parameter: OpenOrdersParameter) {
  return useQuery({
    ...openOrdersQueryOptions(customerNumber, parameter),
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}

/** The server writes the CSV (docs/decisions/035-csv-exports.md); the browser saves it. */
async function downloadExport(path: string, body: unknown, fileName: string): Promise<void> {
  const csv = await apiPost(path, body, z.string());
  // fetch drops the byte-order mark while decoding; spreadsheets need it to read UTF-8
  downloadCsv(fileName, csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`);
}

export const OPEN_ORDERS_FILE = 'open-orders.csv';
export const ORDERS_FILE = 'orders.csv';

/** POST /account/openOrdersCSV: every line matching the filters, as open-orders.csv. */
export function exportOpenOrders(parameter: OpenOrdersParameter): Promise<void> {
  return downloadExport(
    '/account/openOrdersCSV',
    { openOrdersParameter: parameter },
    OPEN_ORDERS_FILE,
  );
}

/** POST /account/ordersCSV: the caller's orders, as orders.csv. */
export function exportOrders(search: OrdersCsvRequest['search']): Promise<void> {
  return downloadExport('/account/ordersCSV', { search }, ORDERS_FILE);
}
