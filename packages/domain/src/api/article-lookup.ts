import { z } from 'zod';
import { priceTiersSchema } from './price-tiers.ts';
import { oneLineText } from './text.ts';
import { languageSchema } from './shell.ts';
import { LOOKUP_REFUSALS } from '../rules/lookup-refusals.ts';
import { CURRENCIES } from '../shops.ts';

/**
 * The exact look-up of article numbers and EANs, which the basket's quick order asks while the
 * buyer types or scans (docs/product/basket.md#basket-quick-order,
 * docs/decisions/119-quick-order-lookup.md). Logged-in customers only (401 otherwise).
 */

/** Codes one look-up may name: what a buyer types at once, with room for a scanner's burst. */
export const MAX_LOOKUP_CODES = 20;

/** POST /api/articles/lookup. */
export const articleLookupRequestSchema = z.strictObject({
  codes: z.array(oneLineText(40).min(1)).min(1).max(MAX_LOOKUP_CODES),
  language: languageSchema,
});
export type ArticleLookupRequest = z.input<typeof articleLookupRequestSchema>;

export const lookupArticleSchema = z.object({
  articleNumber: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  /** the availability state (availability.ts); a stored unknown one is passed on raw */
  state: z.string(),
  /** units per case: the basket's quantity counts cases when it is above 1 */
  caseQuantity: z.number().int(),
  /**
   * the release, pre-order and arrival dates (YYYY-MM-DD), each null without one: the scan list
   * shows them as every article line does (docs/product/catalog.md#cat-article-date)
   */
  releaseDate: z.string().nullable(),
  preorderDate: z.string().nullable(),
  etaDate: z.string().nullable(),
  /**
   * the unit price of one case the customer pays (pricing.ts caseUnitPrice), in minor units;
   * only for a customer who sees prices
   */
  price: z.number().int().optional(),
  currency: z.enum(CURRENCIES).optional(),
  /** the quantity field's tiers, as every list offers them (price-tiers.ts) */
  priceTiers: priceTiersSchema.optional(),
  /** why the article cannot go into the basket now, or null when it can (quick-order.ts) */
  refusal: z.enum(LOOKUP_REFUSALS).nullable(),
});
export type LookupArticle = z.infer<typeof lookupArticleSchema>;

/** One entry per code asked, in the order asked; `article` null for an unknown code. */
export const articleLookupAnswerSchema = z.object({
  results: z.array(z.object({ code: z.string(), article: lookupArticleSchema.nullable() })),
});
export type ArticleLookupAnswer = z.infer<typeof articleLookupAnswerSchema>;
