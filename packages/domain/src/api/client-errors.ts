import { z } from 'zod';
import { oneLineText } from './text.ts';

/**
 * POST /api/client-errors (docs/decisions/100-client-error-reports.md): the browser reports a
 * failure that the shop only logs, so the operator finds it in the server log. A report names
 * what failed from a fixed list, the page it happened on and at most a short technical detail;
 * it has no free text, so no e-mail, name or token can travel in it.
 */
export const CLIENT_ERROR_CODES = [
  /** the product archive's list did not load */
  'productArchiveLoad',
  /** the GPSR FAQ did not load */
  'gpsrFaqLoad',
  /** a basket line's price configuration (case quantity, unit price) cannot be right */
  'basketPriceConfig',
  /** an overview page's menu name has no counterpart in the chosen language */
  'menuNameTranslation',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** The largest report body the server reads; a report is a few dozen bytes. */
export const MAX_CLIENT_ERROR_BYTES = 1024;

export const clientErrorReportSchema = z.strictObject({
  code: z.enum(CLIENT_ERROR_CODES),
  /** the page's path, without query or fragment (they may carry search words or tokens) */
  path: oneLineText(300)
    .min(1)
    .regex(/^\/[^?#]*$/, 'a path starting with / without query or fragment'),
  /** an HTTP status, an error code or an article number; letters, digits and . _ - only */
  detail: oneLineText(40)
    .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, underscore and hyphen only')
    .optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
