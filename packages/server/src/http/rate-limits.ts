import type { ErrorCode } from '@shop/domain/api/error-codes.ts';

/**
 * Every rate limit of the shop in one table (docs/security.md: 429 with Retry-After; decision 028).
 * `max` events per `windowMs` per key; over it the call answers 429 with `code` and `message`.
 * The key (per client address, account or e-mail) is chosen where the limit is enforced.
 */
export interface Limit {
  max: number;
  windowMs: number;
  code: ErrorCode;
  message: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const RATE_LIMITED: Pick<Limit, 'code' | 'message'> = {
  code: 'RATE_LIMITED',
  message: 'Too many requests; please try again later',
};
const TOO_MANY_ATTEMPTS: Pick<Limit, 'code' | 'message'> = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many failed logins, please wait',
};

export const RATE_LIMITS = {
  // public calls of registration, upload, captcha and recovery, per client address or e-mail
  captchaChallengePerIp: { max: 100, windowMs: 10 * MINUTE, ...RATE_LIMITED },
  checkEmailPerIp: { max: 30, windowMs: 15 * MINUTE, ...RATE_LIMITED },
  uploadPerIp: { max: 20, windowMs: HOUR, ...RATE_LIMITED },
  registrationPerIp: { max: 10, windowMs: HOUR, ...RATE_LIMITED },
  recoveryMailPerIp: { max: 10, windowMs: HOUR, ...RATE_LIMITED },
  recoveryMailPerEmail: { max: 3, windowMs: HOUR, ...RATE_LIMITED },
  recoveryLinkPerIp: { max: 30, windowMs: 15 * MINUTE, ...RATE_LIMITED },
  // Orders per account: generous, a retailer orders a few times a day; this only stops a
  // runaway client or script.
  // Webhook endpoints registered (each resolves a host name) and deliveries sent again, per
  // account (docs/decisions/140-retailer-webhooks.md)
  webhookChangePerAccount: { max: 60, windowMs: HOUR, ...RATE_LIMITED },
  orderPerAccount: {
    max: 20,
    windowMs: MINUTE,
    code: 'TOO_MANY_ORDERS',
    message: 'Too many orders, please wait',
  },
  // Pasted basket imports per account: an import of MAX_IMPORT_LINES runs for seconds, so one
  // customer cannot keep the shop busy with them (docs/decisions/018-platform-limits.md).
  basketImportPerAccount: {
    max: 30,
    windowMs: 10 * MINUTE,
    code: 'TOO_MANY_IMPORTS',
    message: 'Too many imports, please wait',
  },
  // CSV export reads (pages of 1,000 of up to 30,000 articles) per account or visitor address:
  // ten whole exports, while a script cannot turn the export into a bulk scraper of the catalog.
  searchExportPerCaller: {
    max: 300,
    windowMs: 10 * MINUTE,
    code: 'TOO_MANY_EXPORTS',
    message: 'Too many export requests',
  },
  // Server-built account exports (orders, open orders) per account: each reads the whole list
  // from the database, so a script cannot turn them into a load on the shop.
  accountExportPerAccount: {
    max: 30,
    windowMs: 10 * MINUTE,
    code: 'TOO_MANY_EXPORTS',
    message: 'Too many export requests',
  },
  // Declined card payments per account (decision 044): a buyer mistypes a card a few times; more
  // is someone testing stolen card numbers through the account, so payments stop for an hour.
  cardDeclinesPerAccount: {
    max: 10,
    windowMs: HOUR,
    code: 'TOO_MANY_DECLINED_PAYMENTS',
    message: 'Too many declined card payments, please try again later',
  },
  // Invoice PDFs per account (decision 043): each is drawn on request; enough for a buyer
  // fetching a quarter's invoices for the accountant, not for a script.
  invoicePdfPerAccount: {
    max: 120,
    windowMs: 10 * MINUTE,
    code: 'TOO_MANY_INVOICE_DOCUMENTS',
    message: 'Too many invoice documents requested',
  },
  // Dropshipping delivery notes per account, drawn on request like the invoice's
  // (docs/decisions/143-neutral-dropship-delivery-note.md).
  deliveryNotePerAccount: {
    max: 120,
    windowMs: 10 * MINUTE,
    code: 'TOO_MANY_EXPORTS',
    message: 'Too many delivery notes requested',
  },
  // The product archive's CSV (decision 035), likewise.
  productArchiveExportPerAccount: {
    max: 30,
    windowMs: 10 * MINUTE,
    code: 'TOO_MANY_EXPORTS',
    message: 'Too many export requests',
  },
  gpsrExportPerAccount: {
    max: 10,
    windowMs: 10 * MINUTE,
    code: 'TOO_MANY_EXPORTS',
    message: 'Too many export requests',
  },
  // Heomedia uploads per account (files are kept, unlike unclaimed registration uploads).
  mediaUploadPerAccount: { max: 30, windowMs: HOUR, ...RATE_LIMITED },
  // Article data error reports per account; more is a mistake or abuse of the mailbox.
  bugReportPerAccount: {
    max: 10,
    windowMs: HOUR,
    code: 'TOO_MANY_REPORTS',
    message: 'Too many reports',
  },
  // Contact and store-support messages per client address: each one mails the service team.
  contactPerIp: { max: 10, windowMs: HOUR, ...RATE_LIMITED },
  // Poll answers per client address: a visitor answers once per browser, so this stops a
  // script that throws its cookie away between answers.
  pollAnswerPerIp: { max: 30, windowMs: HOUR, ...RATE_LIMITED },
  // Newsletter validation mails per address entry: a few resends, no mail bomb of a stranger's
  // address (docs/decisions/051-newsletters.md); the public link calls per client address.
  newsletterValidationMailPerAddress: { max: 3, windowMs: HOUR, ...RATE_LIMITED },
  newsletterLinkPerIp: { max: 30, windowMs: 15 * MINUTE, ...RATE_LIMITED },
  // the alerts' unsubscribe links (docs/decisions/150-article-alerts.md), as the newsletter's
  alertLinkPerIp: { max: 30, windowMs: 15 * MINUTE, ...RATE_LIMITED },
  // Tracking per caller (account or client address, decision 052): a page view every second is
  // far above a person's pace, so only a script reaches it.
  trackingEventsPerCaller: { max: 60, windowMs: MINUTE, ...RATE_LIMITED },
  trackingEventIdPerCaller: { max: 30, windowMs: MINUTE, ...RATE_LIMITED },
  // Client error reports per client address (decision 100): a page reports each failure once,
  // so a few dozen in ten minutes is a buyer having a bad day; more would only flood the log.
  clientErrorsPerIp: { max: 30, windowMs: 10 * MINUTE, ...RATE_LIMITED },
  // Operator API calls per operator token (docs/decisions/090-operator-tokens.md): ten a second
  // is generous for an ERP that polls the feeds and pages through exports, and stops a runaway
  // script before it loads the shop.
  // Calls per retailer's API key (docs/decisions/133-api-keys-for-a-retailers-erp.md): as many as
  // an operator token, a busy ERP's polling; a runaway script of one retailer stops at its key.
  apiKeyCallsPerKey: {
    max: 600,
    windowMs: MINUTE,
    code: 'TOO_MANY_API_KEY_CALLS',
    message: 'Too many calls with this API key, please wait',
  },
  // Fetches per product feed (docs/decisions/130-product-feeds.md), counted with the cheap 304s:
  // a webshop or Google reads a feed a few times an hour; a full read streams the whole catalog,
  // so a runaway fetcher of one feed stops at its address.
  feedFetchesPerFeed: {
    max: 120,
    windowMs: HOUR,
    code: 'TOO_MANY_FEED_CALLS',
    message: 'Too many fetches of this feed, please wait',
  },
  operatorCallsPerToken: {
    max: 600,
    windowMs: MINUTE,
    code: 'TOO_MANY_OPERATOR_CALLS',
    message: 'Too many calls with this operator token, please wait',
  },
  // Failed logins (docs/decisions/016-login-throttling.md): free failures per e-mail and address
  // before a growing wait; failures per address alone; failures per e-mail before a captcha.
  loginFailuresPerEmailAndIp: { max: 5, windowMs: DAY, ...TOO_MANY_ATTEMPTS },
  loginFailuresPerIp: { max: 100, windowMs: 15 * MINUTE, ...TOO_MANY_ATTEMPTS },
  loginFailuresPerEmailBeforeCaptcha: { max: 3, windowMs: DAY, ...TOO_MANY_ATTEMPTS },
} as const satisfies Record<string, Limit>;
