/**
 * A refused request, answered as {error:{code,message,details}} by the one error handler.
 * Services throw it for every expected refusal (docs/decisions/029).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (code: string, message: string, details?: unknown) =>
  new AppError(400, code, message, details);

/** A rate limit was reached: 429 with Retry-After (docs/security.md). */
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new AppError(
    429,
    code,
    message,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
