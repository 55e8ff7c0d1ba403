import type { InvoicesCsvRequest } from '@shop/domain/api/invoices.ts';
import { downloadServerCsv } from '#web/shared/api/download-server-csv.ts';

export const INVOICES_FILE = 'invoices.csv';

/** POST /account/invoicesCSV: every invoice matching the filters, as invoices.csv. */
export function exportInvoices(search: InvoicesCsvRequest['search']): Promise<void> {
  return downloadServerCsv('/account/invoicesCSV', { search }, INVOICES_FILE);
}
