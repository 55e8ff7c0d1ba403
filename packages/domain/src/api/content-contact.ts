import { z } from 'zod';
import { SHOP_CODES } from '../shops.ts';
import { emailSchema } from './auth.ts';
import { languageSchema } from './shell.ts';
import { multiLineText, oneLineText } from './text.ts';

/**
 * POST /api/contact (docs/product/content.md#content-contact): the contact form and the
 * store-support form of logged-in retailers. `menuItem` is the question type chosen in the form,
 * `question` the text the sender writes.
 */

/**
 * Question types of the contact page, the first being the form's default
 * (docs/product/content.md#content-contact).
 */
export const CONTACT_QUESTION_TYPES = [
  'website',
  'order',
  'article',
  'misc',
  'accountDeactivated',
] as const;
/** Question types of the store-support page (logged-in retailers only). */
export const STORE_SUPPORT_QUESTION_TYPES = ['pos', 'event', 'socialMedia', 'misc'] as const;

export const CONTACT_PAGES = ['contact', 'storesupport'] as const;
export type ContactPage = (typeof CONTACT_PAGES)[number];

export const QUESTION_TYPES_OF: Record<ContactPage, readonly string[]> = {
  contact: CONTACT_QUESTION_TYPES,
  storesupport: STORE_SUPPORT_QUESTION_TYPES,
};

/**
 * Answered with HTTP 450 when the e-mail is not a valid address
 * (docs/product/content.md#content-contact).
 */
export const CONTACT_EMAIL_INVALID_STATUS = 450;

export const CONTACT_QUESTION_MAX = 5000;

export const contactRequestSchema = z.strictObject({
  /** the form the request comes from; store support needs a logged-in retailer */
  page: z.enum(CONTACT_PAGES),
  /** the question type; one of the page's types */
  menuItem: z.enum([...new Set([...CONTACT_QUESTION_TYPES, ...STORE_SUPPORT_QUESTION_TYPES])]),
  question: multiLineText(CONTACT_QUESTION_MAX).min(1),
  /** checked by the server, which answers 450 for an address that is not valid */
  email: oneLineText(254).min(1),
  /** the name the answer is addressed to (optional) */
  name: oneLineText(120).optional(),
  termsAndConditions: z.literal(true),
  /** the solved captcha (ALTCHA payload); missing or wrong gives 400 CAPTCHA_INVALID */
  captchaHash: oneLineText(4000).min(1).optional(),
  /** the sender's language: the acknowledgement mailed to the sender is written in it */
  language: languageSchema,
  /** the shop the form was sent in: its service address receives the message */
  shop: z.enum(SHOP_CODES),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The rule the server checks the e-mail with (the registration's). */
export const contactEmailSchema = emailSchema;

/** 200: stored and mailed (the sender's copy is sent in the background). */
export const contactResponseSchema = z.object({
  captchaValid: z.literal(true),
  responseCode: z.literal(200),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The contact page's map shows the shop's location at this zoom. */
export const CONTACT_MAP_ZOOM = 15;

/**
 * GET /api/contact/map: where the contact page's map is centred (the content settings' location)
 * and where its tiles come from (the operator's tile server, OpenStreetMap's by default). The
 * tile URL is a template with {z}, {x} and {y}, optionally {s} for a subdomain.
 */
export const contactMapResponseSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  zoom: z.literal(CONTACT_MAP_ZOOM),
  tileUrl: z.string(),
  attribution: z.object({ text: z.string(), url: z.string() }),
});
export type ContactMapResponse = z.infer<typeof contactMapResponseSchema>;
