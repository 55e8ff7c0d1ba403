import type { RecordType } from '#server/exchange/record-type.ts';
import { openOrderRecordType } from '#server/open-orders/open-order-import.service.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { createOrderStateRecordType } from '#server/orders/order-state-import.service.ts';
import { invoiceRecordType, turnoverRecordType } from './invoice-import.service.ts';
import { invoicePdfStore, type DocumentImportOptions } from './invoice-pdf-files.ts';

/**
 * The account's documents the ERP owns, for the operator import (order 50, scope documents):
 * invoices, turnover per year, open-order lines and the states and parcels of shop orders
 * (docs/decisions/093-account-and-document-import.md). Each type lives in the area of its tables.
 * Invoices' own PDFs are stored under the data directory, so the list is made for the shop's
 * DATA_DIR (docs/decisions/106-invoice-pdfs-and-lines.md).
 */
export function createDocumentRecordTypes(
  options: DocumentImportOptions,
  /** mails a dropshipping consumer its tracking numbers; the seed's import mails nobody */
  mailer?: Mailer,
): readonly RecordType<unknown>[] {
  const types = [
    invoiceRecordType(invoicePdfStore(options)),
    turnoverRecordType,
    openOrderRecordType,
    createOrderStateRecordType(mailer ? { mailer } : {}),
  ];
  return types as unknown as readonly RecordType<unknown>[];
}
