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
