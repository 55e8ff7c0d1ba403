/**
 * A failed call: the server's error shape `{error:{code,message,details}}` (docs/architecture.md), or a
 * code of the client's own for failures that never reached a well-formed answer.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** the server's code, or NETWORK_ERROR, INVALID_RESPONSE, RESET_CONTENT, HTTP_<status> */
    readonly code: string,
    /** the HTTP status; 0 when no answer arrived */
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** seconds from a Retry-After header (429 answers), when the server sent one */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
