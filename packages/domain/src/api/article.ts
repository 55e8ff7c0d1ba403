import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';
import { decodeSearchParams } from '../rules/search-url.ts';
import { languageSchema } from './shell.ts';

/** Contracts of the article detail, articles-by-number and saved-search calls (spec 1 sections 3 and 7). */

export const articleNumberSchema = z.string().trim().min(1).max(40);

export const articleRequestSchema = z.strictObject({
  articleNumber: articleNumberSchema,
  eventTrackingId: z.string().max(100).optional(),
  language: languageSchema,
});
export type ArticleRequest = z.input<typeof articleRequestSchema>;

export const articlesForIdsRequestSchema = z.strictObject({
  articleNumbers: z.array(articleNumberSchema).min(1).max(200),
  language: languageSchema,
});
export type ArticlesForIdsRequest = z.input<typeof articlesForIdsRequestSchema>;

/** The fields a list or a suggestion shows of an article. */
export const articleSummarySchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  image: z.string(),
  state: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

const currencySchema = z.enum(CURRENCIES);

/** Prices in minor units; rebates in whole percent. Only for a customer whose showPrices is on. */
export const priceSystemSchema = z.object({
  price: z.number().int(),
  singlePrice: z.number().int(),
  rebate: z.number(),
  preorderRebate: z.number(),
  caseQuantity: z.number().int(),
  priceList: z.array(
    z.object({ amount: z.number().int(), price: z.number().int(), rebate: z.number() }),
  ),
  currency: currencySchema,
  previousPrice: z.number().int().optional(),
});
export type PriceSystem = z.infer<typeof priceSystemSchema>;

const namedSchema = z.object({ id: z.number().int(), name: z.string() });

export const articleDetailSchema = z.object({
  articleNumber: z.string(),
  articleNumbers: z.array(z.string()),
  variants: z.array(
    z.object({ articleNumber: z.string(), value: z.string(), order: z.number().int() }),
  ),
  stateInformation: z.array(
    z.object({
      articleNumber: z.string(),
      state: z.string(),
      hasStock: z.boolean(),
      lowStock: z.boolean(),
      etaDate: z.string().nullable(),
      preorderDate: z.string().nullable(),
    }),
  ),
  information: z.object({
    barcode: z.string().nullable(),
    weight: z.number().nullable(),
    /** recommended retail price; left out for visitors and when the account hides it */
    evp: z.number().int().optional(),
    oldPrice: z.number().int().optional(),
    delivery_type: z.string().nullable(),
    oversize: z.boolean(),
    producerCaseQuantity: z.number().int().nullable(),
    firstSalesDay: z.string().nullable(),
    packageType: z.string().nullable(),
  }),
  priceSystem: priceSystemSchema.optional(),
  variantPriceSystems: z.record(z.string(), priceSystemSchema).optional(),
  images: z.array(z.object({ path: z.string(), kind: z.string() })),
  localization: z.object({ Name: z.string(), Description: z.string(), keywords: z.string() }),
  producers: z.array(namedSchema),
  themes: z.array(namedSchema),
  productTypes: z.array(namedSchema),
  categories: z.array(namedSchema),
  categorisation: z.array(z.number().int()),
  hotDeal: z.boolean(),
  closeOut: z.boolean(),
  damagedPackaging: z.enum(['damaged', 'heavilyDamaged']).nullable(),
  initialVariant: z.string().nullable(),
  taric: z.string().nullable(),
  soldOutDate: z.string().nullable(),
  maxQty: z.number().int().nullable(),
  deliveryDelay: z.number().int().nullable(),
  freightSurcharge: z.number(),
  gpsrInformation: z
    .object({
      manufacturer: z.string(),
      responsiblePerson: z.string().nullable(),
      safetyWarnings: z.array(z.string()),
      images: z.array(z.string()),
    })
    .nullable(),
  campaignInformation: z
    .object({ id: z.number().int(), name: z.string(), endsAt: z.string().nullable() })
    .optional(),
  /** only for a logged-in customer, from their own orders */
  lastPurchases: z
    .array(z.object({ orderNumber: z.string(), date: z.string(), quantity: z.number().int() }))
    .optional(),
  backOrderCount: z.number().int().optional(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const articleAnswerSchema = z.object({
  article: articleDetailSchema,
  suggestions: z.array(articleSummarySchema),
});
export type ArticleAnswer = z.infer<typeof articleAnswerSchema>;

export const articlesForIdsAnswerSchema = z.object({ articles: z.array(articleSummarySchema) });
export type ArticlesForIdsAnswer = z.infer<typeof articlesForIdsAnswerSchema>;

// --- saved searches (spec 1 section 7, spec 2 section 7) -------------------------------------

export const savedSearchNameSchema = z.string().trim().min(1).max(80);

/** A search URL segment, valid by the domain decoder. */
export const savedSearchStringSchema = z.string().max(2000);

export const saveUserSearchRequestSchema = z.strictObject({
  search: z.strictObject({ name: savedSearchNameSchema, search: savedSearchStringSchema }),
  customerNumber: z.string().min(1).max(40),
});
export type SaveUserSearchRequest = z.input<typeof saveUserSearchRequestSchema>;

export const deleteUserSearchRequestSchema = z.strictObject({
  searchName: savedSearchNameSchema,
  customerNumber: z.string().min(1).max(40),
});
export type DeleteUserSearchRequest = z.input<typeof deleteUserSearchRequestSchema>;

export const savedSearchSchema = z.object({ name: z.string(), search: z.string() });
export const savedSearchesAnswerSchema = z.array(savedSearchSchema);
export type SavedSearchesAnswer = z.infer<typeof savedSearchesAnswerSchema>;

/** Whether a search string decodes (the server answers 400 INVALID_SEARCH otherwise). */
export function isValidSearchString(search: string): boolean {
  return decodeSearchParams(search).ok;
}
