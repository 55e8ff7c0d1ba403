import { z } from 'zod';
import { LANGUAGES } from '../shops.ts';
import { digitsText, oneLineText } from './text.ts';
import { languageSchema } from './shell.ts';

/**
 * Contracts of the shell's content calls (docs/product/content.md#content-routes; decision 048):
 * banners, partners, FAQ, the legal and information pages, the freight surcharges and the catalog's
 * update mark. Texts are stored in de and en; every other language gets en's text, decided per page
 * (a page, FAQ or vacancy has either all its texts in a language or none).
 */

/** A text in every shop language, the fallback to en already applied by the server. */
export const textsByLanguageSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);
export type TextsByLanguage = z.infer<typeof textsByLanguageSchema>;

/** A picture of the content (banner, partner logo, vacancy) with its size, so nothing shifts. */
export const contentImageSchema = z.object({
  /** e.g. /images/content/banner-arrivals.svg */
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** The file name of a content picture in /images/content/{name}. */
export const contentImageNameSchema = oneLineText(80).regex(
  /^[a-z0-9][a-z0-9-]{0,70}\.(svg|png|jpg)$/,
);

// --- banners -----------------------------------------------------------------------------

/**
 * Cache versions travel in the path (docs/product/shell.md#shell-versions-in-path); any short token
 * is accepted.
 */
export const contentVersionSchema = oneLineText(40).regex(/^[A-Za-z0-9._-]{1,40}$/);

/**
 * GET /api/banner/{index}/{version}: index 0 is the start page, index n the overview page of
 * the menu entry with order n (docs/product/content.md#content-banner).
 */
export const bannerParamsSchema = z.strictObject({
  index: digitsText(3),
  version: contentVersionSchema,
});

export const bannerSlideSchema = z.object({
  code: z.string(),
  image: contentImageSchema,
  /** a shop path below /{shop}/{language} (e.g. /preOrder) or an https address; null: no link */
  link: z.string().nullable(),
  /** the headline */
  titles: textsByLanguageSchema,
  /** a sentence under the headline; null when the slide has none */
  texts: textsByLanguageSchema.nullable(),
  /**
   * the label of the slide's button to its link; null without one (then the picture is the link)
   * (docs/decisions/137-banner-call-to-action.md)
   */
  actions: textsByLanguageSchema.nullable(),
});
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

/** The slides of one place, in rotation order; an empty list when the place has none. */
export const bannerResponseSchema = z.object({
  index: z.number().int(),
  slides: z.array(bannerSlideSchema),
});
export type BannerResponse = z.infer<typeof bannerResponseSchema>;

// --- partners ----------------------------------------------------------------------------

export const partnerSchema = z.object({
  code: z.string(),
  name: z.string(),
  /**
   * the partner's name per language (docs/product/content.md#content-partners), falling back to
   * `name`
   */
  names: textsByLanguageSchema,
  url: z.string(),
  logo: contentImageSchema.nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET /api/partners (all) and GET /api/partnerForSlider (those marked for the slider). */
export const partnersResponseSchema = z.object({ partners: z.array(partnerSchema) });
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;

// --- FAQ ---------------------------------------------------------------------------------

export const faqParamsSchema = z.strictObject({ language: languageSchema });

export const faqQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** the answer's Markdown rendered to sanitised HTML */
  answerHtml: z.string(),
});

export const faqGroupSchema = z.object({
  /** stable across imports: the client's deep link (#code) */
  code: z.string(),
  title: z.string(),
  questions: z.array(faqQuestionSchema),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

export const faqResponseSchema = z.object({
  /** the language the texts are in: the asked one, or en when it has no FAQ */
  language: languageSchema,
  /** whether the shop shows the FAQ (the footer entry, docs/product/content.md#content-faq) */
  enabled: z.boolean(),
  groups: z.array(faqGroupSchema),
});
export type FaqResponse = z.infer<typeof faqResponseSchema>;

// --- pages -------------------------------------------------------------------------------

/**
 * The pages stored as Markdown: imprint (/impressum), copyright, terms for retailers (agb) and
 * for dropshipping (agbs), privacy policy, payment information, freight surcharge text,
 * competition (docs/product/content.md#content-competition) and the old-shop notice.
 */
export const CONTENT_PAGES = [
  'impressum',
  'copyright',
  'agb',
  'agbs',
  'privacy-policy',
  'payment',
  'freight-surcharge',
  'competition',
  'oldShop',
] as const;
export const contentPageNameSchema = z.enum(CONTENT_PAGES);
export type ContentPageName = z.infer<typeof contentPageNameSchema>;

/** GET /api/content/{page}/{language}. */
export const contentPageParamsSchema = z.strictObject({
  page: contentPageNameSchema,
  language: languageSchema,
});

export const contentPageResponseSchema = z.object({
  page: contentPageNameSchema,
  /** the language the text is in: the asked one, or en when the page has none in it */
  language: languageSchema,
  title: z.string(),
  /** the page's Markdown rendered to sanitised HTML (no script, style, event handler or frame) */
  html: z.string(),
});
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

// --- freight surcharge and category update -----------------------------------------------

export const freightSurchargeEntrySchema = z.object({
  productTypeId: z.number().int(),
  names: z.record(z.string(), z.string()),
  /** carrier or bulky_goods: the kind of delivery the surcharge pays for */
  deliveryType: z.string(),
  /** the surcharge per article in minor units of EUR (the highest, when the type has several) */
  amount: z.number().int().nonnegative(),
  numberOfArticles: z.number().int(),
});

/** GET /api/fkz/: the product types whose articles carry a freight surcharge (Frachtkostenzuschlag). */
export const freightSurchargeResponseSchema = z.object({
  currency: z.literal('EUR'),
  entries: z.array(freightSurchargeEntrySchema),
});
export type FreightSurchargeResponse = z.infer<typeof freightSurchargeResponseSchema>;

/**
 * GET /articles/catUpdate: when the catalog last changed, as a token the client puts into the
 * version segment of the navigation, menu and banner calls, so a change reaches every cache.
 */
export const catalogUpdateResponseSchema = z.object({
  version: z.string(),
  updatedAt: z.string().nullable(),
});
export type CatalogUpdateResponse = z.infer<typeof catalogUpdateResponseSchema>;

// --- documents ---------------------------------------------------------------------------

/**
 * Downloadable documents of the content: the delivery-complaint form
 * (docs/product/content.md#content-delivery-complaint, footer).
 */
export const CONTENT_DOCUMENTS = ['delivery-complaint'] as const;

/**
 * GET /api/document/{document}/{language}: the PDF in the language, else en's (pl has none of
 * its own and gets en's, as the spec's footer asks). The answer is the file (application/pdf).
 */
export const contentDocumentParamsSchema = z.strictObject({
  document: z.enum(CONTENT_DOCUMENTS),
  language: languageSchema,
});
