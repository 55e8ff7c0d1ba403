import type { ErrorCode } from '@shop/domain/api/error-codes.ts';

/**
 * A refused request, answered as {error:{code,message,details}} by the one error handler.
 * Services throw it for every expected refusal (docs/decisions/029); its code is one of the
 * catalogue (docs/decisions/113-error-code-catalogue.md).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (code: ErrorCode, message: string, details?: unknown) =>
  new AppError(400, code, message, details);

/** A rate limit was reached: 429 with Retry-After (docs/security.md). */
export const tooManyRequests = (code: ErrorCode, message: string, retryAfterSeconds: number) =>
  new AppError(
    429,
    code,
    message,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
