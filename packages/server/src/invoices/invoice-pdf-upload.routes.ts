import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invoicePdfAnswerSchema,
  invoicePdfParamsSchema,
} from '@shop/domain/api/operator-invoices.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { INVOICE_ERRORS } from '@shop/domain/api/error-codes.ts';
import type { RouteContext } from '#server/route-context.ts';
import {
  invoicePdfStore,
  startInvoicePdfSweeps,
  storeUploadedInvoicePdf,
} from './invoice-pdf-files.ts';

const errors = declaredErrorResponses(INVOICE_ERRORS, 400, 401, 403, 404, 413, 415, 429);

/**
 * The operator API's upload of an invoice's own PDF (scope documents,
 * docs/decisions/106-invoice-pdfs-and-lines.md). HTTP only: the body as bytes to the service.
 * The sweep of stored PDFs no invoice names runs with it.
 */
export const invoicePdfUploadRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const store = invoicePdfStore({ dataDir: context.config.dataDir });
    const sweeps = await startInvoicePdfSweeps(context.database.db, store, (error) =>
      app.log.error({ err: error }, 'sweeping unused invoice PDFs failed'),
    );
    app.addHook('onClose', () => sweeps.stop());
    app.addContentTypeParser(
      'application/pdf',
      { parseAs: 'buffer', bodyLimit: store.maxBytes },
      (_request, body, done) => done(null, body),
    );
    app.put(
      '/operator/v1/invoices/:invoiceNumber/pdf',
      {
        preHandler: context.operatorGuards.require('documents'),
        bodyLimit: store.maxBytes,
        schema: {
          tags: ['operator'],
          summary: "Upload an imported invoice's own PDF (application/pdf, at most 10 MiB)",
          security: [{ operatorToken: [] }],
          params: invoicePdfParamsSchema,
          response: { 200: invoicePdfAnswerSchema, ...errors },
        },
      },
      async (request) =>
        storeUploadedInvoicePdf(
          context.database.db,
          store,
          request.params.invoiceNumber,
          request.body as Buffer,
        ),
    );
  };
