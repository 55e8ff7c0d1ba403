import { z } from 'zod';
import { LANGUAGES, SHOP_CODES } from '../shops.ts';
import {
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_LANGUAGES,
  NEWSLETTER_TYPE_IDS,
} from '../rules/newsletter-types.ts';
import { emailSchema } from './auth.ts';
import { digitsText, oneLineText } from './text.ts';

/**
 * Contracts of the newsletter addresses (docs/product/newsletters.md#nl-addresses) and of the
 * public validation and unsubscribe links (docs/product/newsletters.md#nl-links);
 * docs/decisions/051-newsletters.md. The account calls need a logged-in customer (401 otherwise).
 */

const TYPE_IDS = NEWSLETTER_CATEGORIES.map((category) => NEWSLETTER_TYPE_IDS[category]);

/** One of the nine type ids: toys 34391 … hentai 34461, receiving 0. */
export const newsletterTypeIdSchema = z
  .number()
  .int()
  .refine((id) => TYPE_IDS.includes(id as (typeof TYPE_IDS)[number]), {
    message: `must be one of ${TYPE_IDS.join(', ')}`,
  });

/** A newsletter address as the account lists it. */
export const newsletterEmailSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** de or en: a non-internal language was stored as en */
  language: z.enum(NEWSLETTER_LANGUAGES),
  active: z.boolean(),
  /** type ids in category order */
  types: z.array(z.number().int()),
  /** the owner confirmed the address through the mailed link; only then newsletters go out */
  validated: z.boolean(),
});
export type NewsletterEmail = z.infer<typeof newsletterEmailSchema>;

/** GET /account/emails, oldest first. */
export const newsletterEmailsResponseSchema = z.object({
  emails: z.array(newsletterEmailSchema),
});
export type NewsletterEmailsResponse = z.infer<typeof newsletterEmailsResponseSchema>;

/**
 * POST /account/saveEmail: a new address without `id` (201), a change of one with it (200).
 * `customerNumber` and `shop` must be the caller's (403); another customer's `id` is 404; an
 * address already in the list 409 NEWSLETTER_EMAIL_EXISTS. Changing the address makes it
 * unvalidated again.
 */
export const saveNewsletterEmailRequestSchema = z.strictObject({
  email: emailSchema,
  types: z.array(newsletterTypeIdSchema).max(TYPE_IDS.length),
  language: z.enum(LANGUAGES),
  active: z.boolean(),
  customerNumber: oneLineText(20).min(1),
  shop: z.enum(SHOP_CODES),
  id: z.number().int().positive().nullable().optional(),
});
export type SaveNewsletterEmailRequest = z.input<typeof saveNewsletterEmailRequestSchema>;
export const saveNewsletterEmailResponseSchema = newsletterEmailSchema;

/**
 * POST /account/sendValidationMail: mails the address `mail` of entry `id` a validation link,
 * in `language` (de, else en). 404 for an unknown or foreign id or another address, 409
 * NEWSLETTER_EMAIL_VALIDATED when it is already validated, 429 when sent too often.
 */
export const sendValidationMailRequestSchema = z.strictObject({
  id: z.number().int().positive(),
  language: z.enum(LANGUAGES),
  mail: emailSchema,
});
export type SendValidationMailRequest = z.input<typeof sendValidationMailRequestSchema>;
export const sendValidationMailResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
});

/** DELETE /account/email/{id}: 204; 404 for an unknown or foreign id. */
export const newsletterEmailIdParamsSchema = z.strictObject({ id: digitsText(9) });

/** The signed token of a mailed link (the last path segment of the web page). */
export const MAX_NEWSLETTER_LINK_LENGTH = 2000;
export const newsletterLinkRequestSchema = z.strictObject({
  newsletterdata: oneLineText(MAX_NEWSLETTER_LINK_LENGTH).min(1),
});
export type NewsletterLinkRequest = z.input<typeof newsletterLinkRequestSchema>;

/**
 * POST /newsletter/validationEmail and POST /newsletter/unsuscribe: 200 with the address;
 * 405 NEWSLETTER_LINK_INVALID for a link that is forged, expired or names no address any more;
 * 406 NEWSLETTER_ALREADY_VALIDATED or NEWSLETTER_ALREADY_INACTIVE with the address in
 * `error.details.email`.
 */
export const newsletterLinkResponseSchema = z.object({ email: z.string() });
export type NewsletterLinkResponse = z.infer<typeof newsletterLinkResponseSchema>;
export const newsletterLinkRefusalDetailsSchema = z.object({ email: z.string() });

/** The one-click unsubscribe of the mail headers (RFC 8058) posts this form body. */
export const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';
