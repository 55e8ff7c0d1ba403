import { FILE_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaUploadAnswerSchema } from '@shop/domain/api/gpsr.ts';
import { oneLineText } from '@shop/domain/api/text.ts';
import { TRADE_LICENCE_MAX_BYTES, uploadsDirectory } from '#server/files/files.service.ts';
import { readFileForm } from '#server/files/upload-form.ts';
import { AppError } from '#server/http/app-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RouteContext } from '#server/route-context.ts';
import { storeMediaFile } from './media.service.ts';

/** Room for the form fields and part headers around a file of the maximum size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const mediaFormSchema = z.strictObject({ customerNumber: oneLineText(40).min(1) });

/**
 * `POST /api/uploadFileHeomedia` (docs/product/account.md#account-upload): multipart with the file
 * in `file` and the caller's `customerNumber`; answers the stored file's name. The multipart parser
 * is registered in this plugin only.
 */
export const mediaRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: TRADE_LICENCE_MAX_BYTES,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 1024,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });

    app.post(
      '/api/uploadFileHeomedia',
      {
        preHandler: context.guards.required,
        schema: {
          response: {
            200: mediaUploadAnswerSchema,
            ...declaredErrorResponses(FILE_ERRORS, 400, 401, 403, 413, 415, 429),
          },
        },
      },
      async (request) => {
        const customer = request.customer!;
        await enforceRateLimit(
          context.rateLimiter,
          `media-upload:account:${customer.accountId}`,
          RATE_LIMITS.mediaUploadPerAccount,
        );
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > TRADE_LICENCE_MAX_BYTES + FORM_OVERHEAD_BYTES) {
          throw new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB');
        }
        const form = await readFileForm(request, mediaFormSchema);
        return storeMediaFile(
          context.database.db,
          { uploadsDirectory: uploadsDirectory(context.config) },
          customer,
          form,
        );
      },
    );
  };
