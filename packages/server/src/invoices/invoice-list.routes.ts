import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invoiceNumberParamsSchema,
  invoicePdfQuerySchema,
  invoiceResponseSchema,
  invoicesCsvRequestSchema,
  invoicesRequestSchema,
  invoicesResponseSchema,
} from '@shop/domain/api/invoices.ts';
import type { RouteContext } from '#server/route-context.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { INVOICE_ERRORS } from '@shop/domain/api/error-codes.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { getInvoice, listInvoices } from './invoice-list.service.ts';
import { invoicePdfStore } from './invoice-pdf-files.ts';
import { invoicePdf } from './invoice-pdf.service.ts';
import { sendInvoicesCsv } from './invoices-csv.ts';

const errors = declaredErrorResponses(INVOICE_ERRORS, 400, 401, 403, 404);

/** A PDF download; the name is built from the invoice number's letters and digits only. */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * The invoice list, its CSV, one invoice and its PDF (docs/product/invoices.md#inv-list-call;
 * docs/decisions/043-invoice-list-and-pdf.md).
 */
export function registerInvoiceListRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  context: RouteContext,
): void {
  const { db } = context.database;
  const preHandler = context.guards.withKey('invoices:read').required;
  const settings = { cardPaymentMethodId: context.config.payment.cardPaymentMethodId };
  const pdfStore = invoicePdfStore({ dataDir: context.config.dataDir });

  app.post(
    '/account/invoices',
    {
      preHandler,
      schema: { body: invoicesRequestSchema, response: { 200: invoicesResponseSchema, ...errors } },
    },
    async (request) => listInvoices(db, settings, request.customer!, request.body.search),
  );

  app.post(
    '/account/invoicesCSV',
    {
      preHandler,
      schema: {
        body: invoicesCsvRequestSchema,
        response: { ...errors, ...declaredErrorResponses(INVOICE_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(
        context.rateLimiter,
        `account-export:${request.customer!.accountId}`,
        RATE_LIMITS.accountExportPerAccount,
      );
      return sendInvoicesCsv(
        db,
        { ...settings, csvDateFormat: context.config.csvDateFormat },
        reply,
        request.customer!,
        request.body.search,
        request.body.csvFormat,
      );
    },
  );

  app.get(
    '/api/invoices/:id',
    {
      preHandler,
      schema: {
        params: invoiceNumberParamsSchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
    },
    async (request) => getInvoice(db, settings, request.customer!, request.params.id),
  );

  app.get(
    '/account/invoice/:id',
    {
      preHandler,
      schema: {
        params: invoiceNumberParamsSchema,
        querystring: invoicePdfQuerySchema,
        response: { ...errors, ...declaredErrorResponses(INVOICE_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(
        context.rateLimiter,
        `invoice-pdf:${request.customer!.accountId}`,
        RATE_LIMITS.invoicePdfPerAccount,
      );
      const { fileName, pdf } = await invoicePdf(
        db,
        pdfStore,
        request.customer!,
        request.params.id,
        request.query.language,
      );
      return sendPdf(reply, fileName, pdf);
    },
  );
}
