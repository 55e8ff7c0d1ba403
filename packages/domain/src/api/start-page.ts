import { z } from 'zod';
import { SHOP_CODES } from '../shops.ts';
import { SHIPPING_DURATIONS } from '../rules/shipping.ts';
import { articleTileSchema, languageSchema } from './shell.ts';

/**
 * GET /api/start/{shop}/{language}: the start page (docs/product/content.md#content-start, decision
 * 056): entries to the main categories and producers, the shop's selling points and the article
 * sections.
 */

/** The sections in the order the page shows them. */
export const START_SECTIONS = ['novelties', 'arrivals', 'preOrder', 'hotDeals'] as const;
export type StartSectionCode = (typeof START_SECTIONS)[number];

/**
 * The order sections pick their articles in, so no article shows twice on the page: an
 * article that is a pre-order and a hot deal shows as a pre-order, the rarer and more urgent
 * offer; a new article that is also new in stock shows as new in stock.
 */
export const START_SECTION_PRIORITY: readonly StartSectionCode[] = [
  'preOrder',
  'hotDeals',
  'arrivals',
  'novelties',
];

export const startPageParamsSchema = z.strictObject({
  shop: z.enum(SHOP_CODES),
  language: languageSchema,
});

export const startSectionSchema = z.object({
  code: z.enum(START_SECTIONS),
  /** the listing with every article of the section, a path below /{shop}/{language} */
  showAll: z.string(),
  articles: z.array(articleTileSchema),
});
export type StartSection = z.infer<typeof startSectionSchema>;

/** A main category or producer, linked to its listing by its id in hex. */
export const startEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  numberOfArticles: z.number().int(),
});
export type StartEntry = z.infer<typeof startEntrySchema>;

/**
 * What the shop promises on delivery to its home country (rules/shipping.ts
 * homeDeliveryTerms): the customer's shop when logged in, else the shop of the address.
 */
export const sellingPointsSchema = z.object({
  shop: z.enum(SHOP_CODES),
  /** ISO code of the home country the terms are for */
  country: z.string(),
  /**
   * Its name in the page's language, written by the server: on a phone the browser's first use
   * of its region names costs 80 ms of the start page's render (decision 065)
   */
  countryName: z.string(),
  /** goods total from which shipping is free, minor units; 0: never free */
  freeShippingFrom: z.number().int(),
  currency: z.enum(['EUR', 'GBP']),
  /** working days, e.g. '1-3' */
  deliveryDays: z.enum(SHIPPING_DURATIONS),
});
export type SellingPoints = z.infer<typeof sellingPointsSchema>;

export const startPageSchema = z.object({
  categories: z.array(startEntrySchema),
  producers: z.array(startEntrySchema),
  sellingPoints: sellingPointsSchema,
  sections: z.array(startSectionSchema),
});
export type StartPage = z.infer<typeof startPageSchema>;
