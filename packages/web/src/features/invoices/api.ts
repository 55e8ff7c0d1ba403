import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  invoicePdfFileName,
  invoiceResponseSchema,
  invoicesResponseSchema,
  type InvoicesCsvRequest,
  type InvoicesRequest,
} from '@shop/domain/api/invoices.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet, apiGetFile, apiPost } from '#web/shared/api/client.ts';
import { downloadCsv, downloadFile } from '#web/shared/download.ts';

/** The calls of the invoice list: one page, one invoice, the CSV export and an invoice's PDF. */

/** POST /account/invoices: one page of the caller's invoices with the sums. */
export function invoicesQueryOptions(customerNumber: string, search: InvoicesRequest['search']) {
  return queryOptions({
    queryKey: ['invoices', customerNumber, search],
    queryFn: ({ signal }) =>
      apiPost('/account/invoices', { search }, invoicesResponseSchema, { signal }),
    staleTime: 0,
  });
}

export function useInvoices(customerNumber: string, search: InvoicesRequest['search']) {
  return useQuery({
    ...invoicesQueryOptions(customerNumber, search),
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}

/** GET /api/invoices/{id}: one of the caller's invoices; 404 for any other, shown in the dialog. */
export function useInvoice(customerNumber: string, invoiceNumber: string) {
  return useQuery({
    queryKey: ['invoice', customerNumber, invoiceNumber],
    queryFn: ({ signal }) =>
      apiGet(`/api/invoices/${encodeURIComponent(invoiceNumber)}`, invoiceResponseSchema, {
        signal,
      }),
    staleTime: 0,
    meta: { notFoundPage: false },
  });
}

export const INVOICES_FILE = 'invoices.csv';

/** POST /account/invoicesCSV: every invoice matching the filters, as invoices.csv. */
export async function exportInvoices(search: InvoicesCsvRequest['search']): Promise<void> {
  const csv = await apiPost('/account/invoicesCSV', { search }, z.string());
  // fetch drops the byte-order mark while decoding; spreadsheets need it to read UTF-8
  downloadCsv(INVOICES_FILE, csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`);
}

/** GET /account/invoice/{id}: the invoice as PDF, labelled in the page's language. */
export async function downloadInvoicePdf(invoiceNumber: string, language: Language) {
  const pdf = await apiGetFile(
    `/account/invoice/${encodeURIComponent(invoiceNumber)}?language=${language}`,
  );
  downloadFile(invoicePdfFileName(invoiceNumber), pdf);
}
