import type { OpenOrdersParameter } from '@shop/domain/api/open-orders.ts';
import { downloadServerCsv } from '#web/shared/api/download-server-csv.ts';

export const OPEN_ORDERS_FILE = 'open-orders.csv';

/** POST /account/openOrdersCSV: every line matching the filters, as open-orders.csv. */
export function exportOpenOrders(parameter: OpenOrdersParameter): Promise<void> {
  return downloadServerCsv(
    '/account/openOrdersCSV',
    { openOrdersParameter: parameter },
    OPEN_ORDERS_FILE,
  );
}
