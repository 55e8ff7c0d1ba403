/**
 * The query key of a customer's basket. Every screen that changes the basket (the basket
 * feature, the account's import pages) invalidates it, and the header preview reads it; the
 * customer number in it lets logout drop the basket with the user (forget-user-queries.ts),
 * which is how a visitor's local basket is cleared (docs/product/basket.md#basket-login-only).
 */
export function basketQueryKey(customerNumber: string): readonly ['basket', string] {
  return ['basket', customerNumber];
}
