import { IDEMPOTENCY_KEY_HEADER } from '@shop/domain/api/idempotency-header.ts';
import {
  checkoutResponseSchema,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@shop/domain/api/payments.ts';
import { apiPost } from '#web/shared/api/client.ts';

/** POST /api/account/checkouts with the Idempotency-Key of this payment attempt. */
export function postCheckout(
  request: CheckoutRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return apiPost('/api/account/checkouts', request, checkoutResponseSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
