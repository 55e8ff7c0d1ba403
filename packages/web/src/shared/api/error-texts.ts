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
  'BASKET_LINES_NOT_ADDABLE',
  'SAVED_BASKET_NOT_FOUND',
  'SAVED_BASKET_DUPLICATE',
  'LOAD_IN_PROGRESS',
  'IMPORT_TOO_MANY_LINES',
  'PREPARED_BASKET_NOT_FOUND',
  'PAY_TYPE_NOT_ALLOWED',
  'DELIVERY_ADDRESS_NOT_ALLOWED',
  'TOO_MANY_ORDERS',
  'ORDER_NOT_FOUND',
  'NOT_DROPSHIPPED',
  'UNKNOWN_ORDER',
  'TOO_MANY_EXPORTS',
  'PAYMENT_PROVIDER_TIMEOUT',
  'PAYMENT_PROVIDER_FAILED',
  'PAYMENT_IN_PROGRESS',
  'INVOICES_PARTLY_PAID',
  'INVOICE_TOTAL_MISMATCH',
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'NO_SESSION',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BUSY',
  'TOO_MANY_ATTEMPTS',
  'LOGIN_NOT_ALLOWED',
  'ACCOUNT_DEACTIVATED',
  'INVALID_LINK',
  'NO_ACCOUNT',
  'IDENTITY_TAKEN',
  'ACCOUNT_LINKED',
  'EMAIL_TAKEN',
  'PAYMENT_METHOD_NOT_AVAILABLE',
  'UPLOAD_NOT_FOUND',
  'FILE_TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'INVALID_IMAGE',
  'UNSUPPORTED_FILE_TYPE',
  'DUPLICATE_NAME',
  'DELETE_NOT_CONFIRMED',
  'ACCOUNT_DELETED',
  'MESSAGE_NOT_FOUND',
  'INVALID_SEARCH',
  'SEARCH_UNAVAILABLE',
  'INVOICE_NOT_FOUND',
  'UNKNOWN_INVOICE',
  'PRICES_HIDDEN',
  'TOO_MANY_INVOICE_DOCUMENTS',
  'EMAIL_INVALID',
  'ALREADY_ANSWERED',
  'UNKNOWN_ANSWER',
  'TOO_MANY_REPORTS',
  'NEWSLETTER_LINK_INVALID',
  'NEWSLETTER_ALREADY_VALIDATED',
  'NEWSLETTER_ALREADY_INACTIVE',
  'PAYMENT_DECLINED',
  'CARD_INSUFFICIENT_FUNDS',
  'CARD_EXPIRED',
  'CARD_CVC_INVALID',
  'PAYMENT_FRAUD_SUSPECTED',
  'PAYMENT_DUPLICATE',
  'THREE_D_SECURE_FAILED',
  'PAYMENT_METHOD_INVALID',
  'NONCE_ALREADY_USED',
  'TOO_MANY_DECLINED_PAYMENTS',
  'INVOICE_CANCELED',
  'NOT_PAYABLE_BY_CARD',
  'API_KEY_SCOPE_MISSING',
  'API_KEY_NOT_ACCEPTED',
  'API_KEY_LIMIT',
  'TOO_MANY_API_KEY_CALLS',
  'WEBHOOK_URL_INVALID',
  'WEBHOOK_URL_NOT_HTTPS',
  'WEBHOOK_URL_NOT_PUBLIC',
  'WEBHOOK_URL_UNRESOLVED',
  'WEBHOOK_LIMIT_REACHED',
  'WEBHOOK_DUPLICATE_URL',
  'FEED_LIMIT',
  'FEED_GONE',
  'TOO_MANY_FEED_CALLS',
  'ALERT_NOT_FOUND',
  'ALERT_TARGET_NOT_FOUND',
  'ALERT_DUPLICATE',
  'ALERT_LIMIT_REACHED',
  'ALERT_LINK_INVALID',
] as const satisfies readonly (ErrorCode | LocalErrorCode)[];
export type ErrorTextCode = (typeof ERROR_TEXT_CODES)[number];

/** The errors namespace's key of a code's own text, or undefined when it has none. */
export function errorTextKey(code: string): `code.${ErrorTextCode}` | undefined {
  return (ERROR_TEXT_CODES as readonly string[]).includes(code)
    ? `code.${code as ErrorTextCode}`
    : undefined;
}
