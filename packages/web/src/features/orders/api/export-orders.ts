import type { OrdersCsvRequest } from '@shop/domain/api/account-orders.ts';
import type { CsvFormat } from '@shop/domain/rules/csv-format.ts';
import { downloadServerCsv } from '#web/shared/api/download-server-csv.ts';

export const ORDERS_FILE = 'orders.csv';

/** POST /account/ordersCSV: the caller's orders, as orders.csv. */
export function exportOrders(
  search: OrdersCsvRequest['search'],
  csvFormat: CsvFormat,
): Promise<void> {
  return downloadServerCsv('/account/ordersCSV', { search, csvFormat }, ORDERS_FILE);
}
