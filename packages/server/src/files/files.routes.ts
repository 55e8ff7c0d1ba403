import { FILE_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadAnswerSchema } from '@shop/domain/api/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/http/app-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import {
  startUploadSweeps,
  storeTradeLicence,
  TRADE_LICENCE_MAX_BYTES,
  uploadsDirectory,
} from './files.service.ts';
import { readUploadForm } from './upload-form.ts';

/** Room for the form fields and part headers around a file of the maximum size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * `POST /api/uploadFile` (multipart: file, newName, addTimeStamp), the trade licence of a
 * registration. The multipart parser is registered in this plugin only, so the JSON routes of
 * the other plugins never accept multipart bodies.
 */
export const filesRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const files = { uploadsDirectory: uploadsDirectory(context.config) };
    const sweeps = await startUploadSweeps(db, files, (error) =>
      app.log.error({ err: error }, 'sweeping unclaimed uploads failed'),
    );
    app.addHook('onClose', () => sweeps.stop());

    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: TRADE_LICENCE_MAX_BYTES,
        files: 1,
        fields: 4,
        parts: 5,
        fieldSize: 1024,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });

    app.post(
      '/api/uploadFile',
      {
        schema: {
          response: {
            200: uploadAnswerSchema,
            ...declaredErrorResponses(FILE_ERRORS, 400),
            ...declaredErrorResponses(FILE_ERRORS, 413),
            ...declaredErrorResponses(FILE_ERRORS, 415),
            ...declaredErrorResponses(FILE_ERRORS, 429),
          },
        },
      },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `upload:ip:${request.ip}`,
          RATE_LIMITS.uploadPerIp,
        );
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > TRADE_LICENCE_MAX_BYTES + FORM_OVERHEAD_BYTES) {
          throw new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB');
        }
        const form = await readUploadForm(request);
        return storeTradeLicence(db, files, form);
      },
    );
  };
