import { type ErrorCode, errorBodyWithCodes } from '@shop/domain/api/error-codes.ts';
import { errorBodySchema } from '@shop/domain/api/errors.ts';

/** Response schemas for a route's error statuses: every one answers the error shape. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}

/**
 * Response schemas for the error statuses of a route whose contract declares its codes: the
 * OpenAPI document lists them (docs/decisions/113-error-code-catalogue.md).
 */
export function declaredErrorResponses<Status extends number>(
  codes: readonly ErrorCode[],
  ...statuses: Status[]
): Record<Status, ReturnType<typeof errorBodyWithCodes>> {
  const schema = errorBodyWithCodes(codes);
  return Object.fromEntries(statuses.map((status) => [status, schema])) as Record<
    Status,
    typeof schema
  >;
}
