import type { OpenOrdersParameter } from '@shop/domain/api/open-orders.ts';
import type { CsvFormat } from '@shop/domain/rules/csv-format.ts';
import { downloadServerCsv } from '#web/shared/api/download-server-csv.ts';

export const OPEN_ORDERS_FILE = 'open-orders.csv';

/** POST /account/openOrdersCSV: every line matching the filters, as open-orders.csv. */
export function exportOpenOrders(
  parameter: OpenOrdersParameter,
  csvFormat: CsvFormat,
): Promise<void> {
  return downloadServerCsv(
    '/account/openOrdersCSV',
    { openOrdersParameter: parameter, csvFormat },
    OPEN_ORDERS_FILE,
  );
}
