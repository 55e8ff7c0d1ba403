import { invoicePdfFileName } from '@shop/domain/api/invoices.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGetFile } from '#web/shared/api/client.ts';
import { downloadFile } from '#web/shared/download.ts';

/** GET /account/invoice/{id}: the invoice as PDF, labelled in the page's language. */
export async function downloadInvoicePdf(invoiceNumber: string, language: Language) {
  const pdf = await apiGetFile(
    `/account/invoice/${encodeURIComponent(invoiceNumber)}?language=${language}`,
  );
  downloadFile(invoicePdfFileName(invoiceNumber), pdf);
}
