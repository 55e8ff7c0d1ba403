import { z } from 'zod';
import { NEWSLETTER_LANGUAGES } from '../rules/newsletter-types.ts';
import { languageSchema } from './shell.ts';
import { digitsText, oneLineText } from './text.ts';

/**
 * The newsletter archive (docs/product/newsletters.md#nl-archive): searchable, paged newsletters
 * and one newsletter; docs/decisions/051-newsletters.md. Logged-in customers only (401 otherwise).
 */

export const NEWSLETTER_ARCHIVE_PAGE_SIZE = 10;
export const MAX_NEWSLETTER_ARCHIVE_PAGE = 10_000;
export const MAX_NEWSLETTER_SEARCH = 100;

/** GET /account/newsletters/{lang}/{page}[/{search}]; pages count from 1. */
export const newsletterArchiveParamsSchema = z.strictObject({
  /** the buyer's language; newsletters exist in de and en, every other language reads en */
  lang: languageSchema,
  page: digitsText(5).pipe(z.number().int().min(1).max(MAX_NEWSLETTER_ARCHIVE_PAGE)),
  search: oneLineText(MAX_NEWSLETTER_SEARCH).optional(),
});
export type NewsletterArchiveParams = z.output<typeof newsletterArchiveParamsSchema>;

export const newsletterSummarySchema = z.object({
  id: z.number().int(),
  language: z.enum(NEWSLETTER_LANGUAGES),
  title: z.string(),
  teaser: z.string(),
  /** a picture path of the shop, or null */
  image: z.string().nullable(),
  /** ISO date-time */
  publishedAt: z.string(),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;

/** Newest first; title, teaser and text are searched, letter case ignored. */
export const newsletterArchiveResponseSchema = z.object({
  newsletters: z.array(newsletterSummarySchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NewsletterArchiveResponse = z.infer<typeof newsletterArchiveResponseSchema>;

/** GET /account/newsletter/{id}: 404 for an unknown id. */
export const newsletterIdParamsSchema = z.strictObject({ id: digitsText(9) });

export const newsletterResponseSchema = newsletterSummarySchema.extend({
  /**
   * Sanitised when stored (no script, event handler, style or foreign scheme); its article links
   * lead to the listing `/{shop}/{language}/newsletter/{id}/{articleNumber}` of the caller's
   * shop. The client still renders it through its one sanitising component.
   */
  bodyHtml: z.string(),
  /** the articles the newsletter presents, for the listing */
  articleNumbers: z.array(z.string()),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
