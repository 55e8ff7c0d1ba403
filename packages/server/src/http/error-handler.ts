import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@shop/domain/api/errors.ts';
import { AppError } from './app-error.ts';
import { redactUrl } from './logging.ts';

/** Fastify's own client errors, mapped to stable codes of our error shape. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Invalid content length',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The JSON body is empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The body is not valid JSON',
  },
};

function send(reply: FastifyReply, status: number, body: ErrorBody): void {
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}

function isBusyDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code === '53300' || code === '57P03';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath,
        message: issue.message,
      }));
      const where = error.validationContext ?? 'request';
      send(reply, 400, {
        error: { code: 'VALIDATION_ERROR', message: `Invalid ${where}`, details },
      });
      return;
    }
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message } };
      if (error.details !== undefined) body.error.details = error.details;
      if (error.headers) void reply.headers(error.headers);
      send(reply, error.statusCode, body);
      return;
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      send(reply, known.status, { error: { code: known.code, message: known.message } });
      return;
    }
    if (isBusyDatabase(error)) {
      request.log.warn({ err: error }, 'database busy');
      void reply.header('retry-after', '1');
      send(reply, 503, { error: { code: 'BUSY', message: 'The shop is busy, please try again' } });
      return;
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      send(reply, error.statusCode, {
        error: { code: error.code ?? 'BAD_REQUEST', message: error.message },
      });
      return;
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, url: redactUrl(request.url) },
        'response did not match its schema',
      );
    } else {
      request.log.error({ err: error }, 'unexpected error');
    }
    send(reply, 500, { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
  });
}
