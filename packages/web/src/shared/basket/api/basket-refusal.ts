import { ApiError } from '#web/shared/api/api-error.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';

/**
 * WAIT: the refusal of a basket change by a visitor, and of a second order while one is pending
 * (docs/product/basket.md#basket-order-wait). It never reaches the server, so its status is 0.
 */
export const WAIT = 'WAIT';

export function waitRefusal(): ApiError {
  return new ApiError(WAIT, 0, 'Refused: log in, or wait for the running order');
}

/** Basket calls work for logged-in customers only; a visitor's attempt is refused at once. */
export function requireCustomer(): string {
  const user = sessionStore.getState().user;
  if (user === null) throw waitRefusal();
  return user.customerNumber;
}
