import type { ErrorCode } from '@shop/domain/api/error-codes.ts';

/**
 * The codes of the client's own for failures that never reached a well-formed answer; the server's
 * codes are the catalogue's `ErrorCode` (docs/decisions/113-error-code-catalogue.md).
 */
export type LocalErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/**
 * The codes a buyer meets that have a text of the shop's own, key `code.<CODE>` of the errors
 * namespace in all seven languages (a test checks). Typed by the catalogue, so a code the server
 * does not declare cannot have a text; imported as a type only, so the catalogue stays out of the
 * first page's bundle (decision 030).
 */
export const ERROR_TEXT_CODES = [
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'BASKET_BLOCKED',
  'BASKET_EMPTY',
  'BASKET_NOT_ORDERABLE',
  'DROPSHIPPING_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'ARTICLE_NOT_FOUND',
  'ARTICLE_SOLD_OUT',
  'ARTICLE_NOT_AVAILABLE',
  'NOT_IN_BASKET',
  'SAVED_BASKET_NOT_FOUND',
  'SAVED_BASKET_DUPLICATE',
  'LOAD_IN_PROGRESS',
  'IMPORT_TOO_MANY_LINES',
  'PREPARED_BASKET_NOT_FOUND',
  'PAY_TYPE_NOT_ALLOWED',
  'DELIVERY_ADDRESS_NOT_ALLOWED',
  'TOO_MANY_ORDERS',
  'ORDER_NOT_FOUND',
  'UNKNOWN_ORDER',
  'TOO_MANY_EXPORTS',
  'PAYMENT_PROVIDER_TIMEOUT',
  'PAYMENT_PROVIDER_FAILED',
  'PAYMENT_IN_PROGRESS',
  'INVOICES_PARTLY_PAID',
  'INVOICE_TOTAL_MISMATCH',
] as const satisfies readonly (ErrorCode | LocalErrorCode)[];
export type ErrorTextCode = (typeof ERROR_TEXT_CODES)[number];

/** The errors namespace's key of a code's own text, or undefined when it has none. */
export function errorTextKey(code: string): `code.${ErrorTextCode}` | undefined {
  return (ERROR_TEXT_CODES as readonly string[]).includes(code)
    ? `code.${code as ErrorTextCode}`
    : undefined;
}
