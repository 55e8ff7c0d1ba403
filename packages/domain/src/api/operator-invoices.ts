import { z } from 'zod';
import { oneLineText } from './text.ts';

/**
 * PUT /operator/v1/invoices/{invoiceNumber}/pdf: the ERP's own PDF of an imported invoice
 * (docs/decisions/106-invoice-pdfs-and-lines.md), the request body as it is
 * (`application/pdf`), told by its content and bounded in size.
 */

/** at most 10 MiB, the shop's bound for every PDF it keeps for others */
export const INVOICE_PDF_MAX_BYTES = 10 * 1024 * 1024;

export const invoicePdfParamsSchema = z.strictObject({
  /** as the import names it; a `/` in it travels as %2F */
  invoiceNumber: oneLineText(40)
    .regex(/^[A-Za-z0-9][A-Za-z0-9\-/_.]*$/, 'must be letters, digits and - / _ . only')
    .meta({ example: 'R-2026-1001' }),
});

export const invoicePdfAnswerSchema = z
  .strictObject({
    invoiceNumber: z.string(),
    /** the stored file as the export names it: its content's SHA-256 and `.pdf` */
    pdfFile: z.string(),
    /** false when the invoice already had this very file */
    changed: z.boolean(),
  })
  .meta({
    example: {
      invoiceNumber: 'R-2026-1001',
      pdfFile: '3f1c0e8a9d5b7f2e4c6a8b0d1e3f5a7c9b1d3e5f7a9c1b3d5e7f9a1c3b5d7e9f.pdf',
      changed: true,
    },
  });
export type InvoicePdfAnswer = z.output<typeof invoicePdfAnswerSchema>;
