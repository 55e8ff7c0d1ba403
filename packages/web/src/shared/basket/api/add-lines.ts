import type { AddLinesAnswer, AddLinesRequest } from '@shop/domain/api/basket.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/domain/api/idempotency-header.ts';
import { apiPut } from '#web/shared/api/client.ts';
import { eventTrackingIdField } from '#web/shared/tracking/shop-tracker.ts';
import { requireCustomer } from '#web/shared/basket/api/basket-refusal.ts';

/**
 * PUT /basket/addLines: several lines in one step, all or nothing
 * (docs/product/catalog.md#cat-add-lines-call); each click sends its own Idempotency-Key, so a
 * retried request does not add twice. A visitor is refused with WAIT before any request.
 */
export async function addLines(
  lines: AddLinesRequest['lines'],
  idempotencyKey: string,
): Promise<AddLinesAnswer> {
  requireCustomer();
  return apiPut(
    '/basket/addLines',
    { lines, ...(await eventTrackingIdField()) },
    // built with the first addition, not with the article page (decision 076)
    () => import('@shop/domain/api/basket.ts').then((contract) => contract.addLinesAnswerSchema),
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}
