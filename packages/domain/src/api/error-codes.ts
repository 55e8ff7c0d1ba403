import { z } from 'zod';

/**
 * The catalogue of every code a refused call answers with in `{error:{code,message}}`
 * (docs/decisions/113-error-code-catalogue.md). One list per area contract names the codes its
 * calls refuse with; the server's AppError takes only a code of `ErrorCode`, the OpenAPI
 * document lists a route's codes, and the web's texts are keyed by them. A code may sit in more
 * than one list when calls of several areas answer it.
 */

/** Codes of the platform layer that any call may answer: validation, auth, limits, failures. */
export const PLATFORM_ERRORS = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'BAD_URL',
  'INVALID_JSON',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'BUSY',
  'INTERNAL',
  'CLIENT_NOT_BUILT',
  'NOT_READY',
  'METRICS_UNAVAILABLE',
  // a customer call refusing an API key: lacking the call's scope, a call of a session only,
  // or the key's own rate limit (docs/decisions/133-api-keys-for-a-retailers-erp.md)
  'API_KEY_SCOPE_MISSING',
  'API_KEY_NOT_ACCEPTED',
  'TOO_MANY_API_KEY_CALLS',
] as const;

/** Login, session, recovery and the shop's own login rules. */
export const AUTH_ERRORS = [
  'LOGIN_FAILED',
  'TOO_MANY_ATTEMPTS',
  'WRONG_PASSWORD',
  'NO_SESSION',
  'NO_ACCOUNT',
  'ACCOUNT_DEACTIVATED',
  'ACCOUNT_LINKED',
  'IDENTITY_TAKEN',
  'PASSWORD_CHANGE_REQUIRED',
  'LOGIN_NOT_ALLOWED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'INVALID_LINK',
] as const;

/** Registration of a new customer and its uploads. */
export const REGISTRATION_ERRORS = [
  'EMAIL_TAKEN',
  'INVALID_DATA',
  'PAYMENT_METHOD_NOT_AVAILABLE',
  'UPLOAD_NOT_FOUND',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
] as const;

/** Basket lines, saved and prepared baskets, pasted imports (docs/product/basket.md). */
export const BASKET_ERRORS = [
  'BASKET_BLOCKED',
  'BASKET_EMPTY',
  'ARTICLE_NOT_FOUND',
  'ARTICLE_NOT_AVAILABLE',
  'ARTICLE_SOLD_OUT',
  'NOT_IN_BASKET',
  'LOAD_IN_PROGRESS',
  'SAVED_BASKET_DUPLICATE',
  'SAVED_BASKET_NOT_FOUND',
  'PREPARED_BASKET_NOT_FOUND',
  'IMPORT_TOO_MANY_LINES',
  'TOO_MANY_IMPORTS',
  'BASKET_LINES_NOT_ADDABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
] as const;

/**
 * POST /basket/order and the order history (error shape, 4xx):
 * - 409 BASKET_EMPTY, BASKET_NOT_ORDERABLE (blocking flags; details: notValidArticles and
 *   notAvailableArticles), BASKET_BLOCKED (403), DROPSHIPPING_INVALID (422; details.dropshipping),
 *   PAY_TYPE_NOT_ALLOWED (422: payType is not one the account may choose; details: payType,
 *   the account's own), DELIVERY_ADDRESS_NOT_ALLOWED (422: deliveryAddressId is not one of the
 *   account's delivery addresses),
 * - idempotency: 422 IDEMPOTENCY_KEY_REUSED, 409 IDEMPOTENCY_IN_PROGRESS,
 * - 429 TOO_MANY_ORDERS (more than 20 order calls of one account in a minute; Retry-After
 *   header and details.retryAfterSeconds).
 * A second order of an already ordered basket answers 409 BASKET_EMPTY.
 */
export const ORDER_ERRORS = [
  'BASKET_EMPTY',
  'BASKET_BLOCKED',
  'BASKET_NOT_ORDERABLE',
  'DROPSHIPPING_INVALID',
  'PAY_TYPE_NOT_ALLOWED',
  'DELIVERY_ADDRESS_NOT_ALLOWED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'TOO_MANY_ORDERS',
  'ORDER_NOT_FOUND',
  'UNKNOWN_ORDER',
  'TOO_MANY_EXPORTS',
  'NOT_DROPSHIPPED',
] as const;

/** Card payment of invoices: checkout, the provider's outcome, the payment limits. */
export const PAYMENT_ERRORS = [
  'INVOICES_INVALID',
  'DUPLICATE_INVOICE',
  'INVOICES_PARTLY_PAID',
  'INVOICE_CANCELED',
  'INVOICE_TOTAL_MISMATCH',
  'NOT_PAYABLE_BY_CARD',
  'PRIVACY_NOT_ACCEPTED',
  'CLIENT_TOKEN_INVALID',
  'NONCE_ALREADY_USED',
  'CARD_TYPE_NOT_ACCEPTED',
  'TEST_CARD_ONLY',
  'PAYMENT_DECLINED',
  'CARD_INSUFFICIENT_FUNDS',
  'CARD_EXPIRED',
  'CARD_CVC_INVALID',
  'PAYMENT_FRAUD_SUSPECTED',
  'PAYMENT_DUPLICATE',
  'PAYMENT_METHOD_INVALID',
  'THREE_D_SECURE_FAILED',
  'PAYMENT_PROVIDER_FAILED',
  'PAYMENT_PROVIDER_TIMEOUT',
  'PAYMENT_IN_PROGRESS',
  'TOO_MANY_DECLINED_PAYMENTS',
] as const;

/** The account's invoices and their documents. */
export const INVOICE_ERRORS = [
  'INVOICE_NOT_FOUND',
  'INVOICE_OF_OTHER_ACCOUNT',
  'UNKNOWN_INVOICE',
  'UNKNOWN_ORDER',
  'PRICES_HIDDEN',
  'PAYMENT_IN_PROGRESS',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_INVOICE_DOCUMENTS',
  'TOO_MANY_EXPORTS',
  // an operator's invoice PDF: too large, no PDF, or a reference the shop cannot read
  'PDF_TOO_LARGE',
  'PDF_TYPE',
  'PDF_ADDRESS',
  'PDF_UNREACHABLE',
  'PDF_PATH',
] as const;

/** The account: profile, users, messages, deletion, its business console. */
export const ACCOUNT_ERRORS = [
  'ACCOUNT_DELETED',
  'BUSINESS_CONSOLE_REFUSED',
  'DELETE_NOT_CONFIRMED',
  'DUPLICATE_NAME',
  'EMAIL_TAKEN',
  'INVALID_IMAGE',
  'INVALID_SEARCH',
  'MESSAGE_NOT_FOUND',
  'MESSAGE_NOT_ONE_TIME',
  'NOT_YOUR_ACCOUNT',
  'UNKNOWN_ACCOUNT',
  // the password change and the account's logo
  'WRONG_PASSWORD',
  'IMAGE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
] as const;

/** Uploaded files, pictures and documents (multipart forms). */
export const FILE_ERRORS = [
  'FILE_TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'PDF_TOO_LARGE',
  'INVALID_IMAGE',
  'MALFORMED_MULTIPART',
  'TOO_MANY_PARTS',
  'UNSUPPORTED_FILE_TYPE',
  'UNSUPPORTED_MEDIA_TYPE',
] as const;

/** Search and its exports. */
export const SEARCH_ERRORS = ['INVALID_SEARCH', 'SEARCH_UNAVAILABLE', 'TOO_MANY_EXPORTS'] as const;

/** Newsletters: subscription links, the account's newsletter addresses, the archive. */
export const NEWSLETTER_ERRORS = [
  'INVALID_NEWSLETTER',
  'NEWSLETTER_LINK_INVALID',
  'NEWSLETTER_ALREADY_VALIDATED',
  'NEWSLETTER_ALREADY_INACTIVE',
  'NEWSLETTER_EMAIL_EXISTS',
  'NEWSLETTER_EMAIL_VALIDATED',
  'MAIL_NOT_SENT',
  'FILE_NOT_FOUND',
  'FORBIDDEN_SHOP',
  'NOT_JSON',
  'FILE_TOO_LARGE',
] as const;

/** Content calls: contact form, polls, the product archive, client error reports. */
export const CONTENT_ERRORS = [
  'EMAIL_INVALID',
  'QUESTION_TYPE_INVALID',
  'ALREADY_ANSWERED',
  'UNKNOWN_ANSWER',
  'FORBIDDEN_SHOP',
  'TOO_MANY_REPORTS',
] as const;

/** Operator calls: tokens and scopes, the ERP exchange, uploads, exports, webhooks. */
export const OPERATOR_ERRORS = [
  'ALREADY_REVOKED',
  'FORBIDDEN_SCOPE',
  'INVALID_NAME',
  'NAME_TAKEN',
  'NO_SCOPE',
  'UNKNOWN_SCOPE',
  'CSV_NEEDS_TYPE',
  'EMPTY_FILE',
  'NAME_REQUIRED',
  'UPLOAD_BROKEN',
  'FILE_TOO_LARGE',
  'ORDER_NOT_FOUND',
  'NOT_DROPSHIPPED',
  'WEBHOOK_NOT_CONFIGURED',
  'TOO_MANY_OPERATOR_CALLS',
] as const;

/**
 * A retailer's API keys (docs/decisions/133-api-keys-for-a-retailers-erp.md): their management,
 * and what a customer call that takes a key answers to a key it does not admit.
 */
export const API_KEY_ERRORS = [
  'API_KEY_SCOPE_MISSING',
  'API_KEY_NOT_ACCEPTED',
  'API_KEY_LIMIT',
  'TOO_MANY_API_KEY_CALLS',
  'DUPLICATE_NAME',
  'BUSINESS_CONSOLE_REFUSED',
] as const;

/** The webhooks a retailer registers for their own systems (docs/decisions/140). */
export const WEBHOOK_ERRORS = [
  'WEBHOOK_URL_INVALID',
  'WEBHOOK_URL_NOT_HTTPS',
  'WEBHOOK_URL_NOT_PUBLIC',
  'WEBHOOK_URL_UNRESOLVED',
  'WEBHOOK_LIMIT_REACHED',
  'WEBHOOK_DUPLICATE_URL',
] as const;

/** The product feeds a retailer makes for its own webshop (docs/decisions/130-product-feeds.md). */
export const FEED_ERRORS = [
  'FEED_LIMIT',
  'DUPLICATE_NAME',
  'BUSINESS_CONSOLE_REFUSED',
  'FEED_GONE',
  'TOO_MANY_FEED_CALLS',
] as const;

/** Alerts by mail (docs/decisions/150-article-alerts.md). */
export const ALERT_ERRORS = [
  'ALERT_NOT_FOUND',
  'ALERT_TARGET_NOT_FOUND',
  'ALERT_DUPLICATE',
  'ALERT_LIMIT_REACHED',
  'ALERT_LINK_INVALID',
] as const;

/** Every list of the catalogue, by area. */
export const ERROR_CATALOGUE = {
  platform: PLATFORM_ERRORS,
  auth: AUTH_ERRORS,
  registration: REGISTRATION_ERRORS,
  basket: BASKET_ERRORS,
  orders: ORDER_ERRORS,
  payments: PAYMENT_ERRORS,
  invoices: INVOICE_ERRORS,
  accounts: ACCOUNT_ERRORS,
  files: FILE_ERRORS,
  search: SEARCH_ERRORS,
  newsletters: NEWSLETTER_ERRORS,
  content: CONTENT_ERRORS,
  operator: OPERATOR_ERRORS,
  apiKeys: API_KEY_ERRORS,
  webhooks: WEBHOOK_ERRORS,
  feeds: FEED_ERRORS,
  alerts: ALERT_ERRORS,
} as const;

type Catalogue = typeof ERROR_CATALOGUE;

/** Any code a refused call may answer with. */
export type ErrorCode = Catalogue[keyof Catalogue][number];

/** Every code of the catalogue once, in the order of the lists. */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set(Object.values(ERROR_CATALOGUE).flat()),
];

export const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The error shape of a route whose contract declares the codes it refuses with: the OpenAPI
 * document lists them, beside the platform's, as the code's enum. Only the document: the answer
 * is checked as any error body, so an unlisted code never turns into a 500. Kept out of
 * ./errors.ts, which the web loads with its first error answer, so the catalogue is not loaded
 * with it.
 */
export function errorBodyWithCodes(codes: readonly ErrorCode[]) {
  const listed = [...new Set([...codes, ...PLATFORM_ERRORS])];
  return z.object({
    error: z.object({
      code: z.string().meta({ enum: listed }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  });
}
