import { type ErrorCode, errorBodyWithCodes } from '@shop/domain/api/error-codes.ts';

/**
 * Response schemas for the error statuses of a route of an area that refuses with no code of its
 * own: the OpenAPI document lists the platform's codes, which any call may answer.
 */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, ReturnType<typeof errorBodyWithCodes>> {
  return declaredErrorResponses([], ...statuses);
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
