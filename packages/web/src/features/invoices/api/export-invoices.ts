import type { InvoicesCsvRequest } from '@shop/domain/api/invoices.ts';
import type { CsvFormat } from '@shop/domain/rules/csv-format.ts';
import { downloadServerCsv } from '#web/shared/api/download-server-csv.ts';

export const INVOICES_FILE = 'invoices.csv';

/** POST /account/invoicesCSV: every invoice matching the filters, as invoices.csv. */
export function exportInvoices(
  search: InvoicesCsvRequest['search'],
  csvFormat: CsvFormat,
): Promise<void> {
  return downloadServerCsv('/account/invoicesCSV', { search, csvFormat }, INVOICES_FILE);
}
