import { z } from 'zod';
import { multiLineText, oneLineText } from './text.ts';
import { CURRENCIES } from '../shops.ts';
import { languageSchema } from './shell.ts';
import { articleNotesSchema } from './article-notes.ts';
import { MAX_ARTICLES_FOR_IDS } from './article-limits.ts';
import { priceTiersSchema } from './price-tiers.ts';

/**
 * Contracts of the article detail, articles-by-number and saved-search calls
 * (docs/product/catalog.md#cat-article-call).
 */

export const articleNumberSchema = oneLineText(40).min(1);

export const articleRequestSchema = z.strictObject({
  articleNumber: articleNumberSchema,
  eventTrackingId: oneLineText(100).optional(),
  language: languageSchema,
});
export type ArticleRequest = z.input<typeof articleRequestSchema>;

/** As many as one page of the CSV export holds, so its EANs come in one call per page. */

export const articlesForIdsRequestSchema = z.strictObject({
  articleNumbers: z.array(articleNumberSchema).min(1).max(MAX_ARTICLES_FOR_IDS),
  language: languageSchema,
});
export type ArticlesForIdsRequest = z.input<typeof articlesForIdsRequestSchema>;

/** The fields a list or a suggestion shows of an article. */
export const articleSummarySchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  image: z.string(),
  state: z.string(),
  ...articleNotesSchema.shape,
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
  /** the kind of price (net, fixedRetail, promotion: decision 095); null for an ordinary one */
  type: z.string().nullable(),
});
export type PriceSystem = z.infer<typeof priceSystemSchema>;

const namedSchema = z.object({ id: z.number().int(), name: z.string() });

export const articleDetailSchema = z.object({
  articleNumber: z.string(),
  articleNumbers: z.array(z.string()),
  variants: z.array(
    z.object({
      articleNumber: z.string(),
      value: z.string(),
      order: z.number().int(),
      /** units per case of the variant: its quantity field counts cases when above 1 */
      caseQuantity: z.number().int(),
    }),
  ),
  stateInformation: z.array(
    z.object({
      articleNumber: z.string(),
      state: z.string(),
      hasStock: z.boolean(),
      lowStock: z.boolean(),
      etaDate: z.string().nullable(),
      preorderDate: z.string().nullable(),
      /** the row's own release date, which the variant grid shows when it has no ETA */
      releaseDate: z.string().nullable(),
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
    /** whether the single pieces of a display, set or assortment are also sold alone (decision 095) */
    singleStatus: z.string().nullable(),
    /** what one sales unit is: single, display, set, assortment (decision 095) */
    type: z.string().nullable(),
    /** the moment a countdown on the page runs to (an offer or pre-order deadline), ISO */
    countdown: z.string().nullable(),
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
  ...articleNotesSchema.shape,
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

/**
 * A related article of the article page, with what every article card shows: producer, dates,
 * case quantity, and for a customer who sees prices the case price and the quantity field's
 * tiers, from the same price rule as the lists (docs/product/catalog.md#cat-suggestion-prices).
 */
export const articleSuggestionSchema = articleSummarySchema.extend({
  producer: z.string().nullable(),
  releaseDate: z.string().nullable(),
  preorderDate: z.string().nullable(),
  caseQuantity: z.number().int(),
  price: z.number().int().optional(),
  currency: currencySchema.optional(),
  priceTiers: priceTiersSchema.optional(),
});
export type ArticleSuggestion = z.infer<typeof articleSuggestionSchema>;

export const articleAnswerSchema = z.object({
  article: articleDetailSchema,
  suggestions: z.array(articleSuggestionSchema),
});
export type ArticleAnswer = z.infer<typeof articleAnswerSchema>;

/** Lists by number also carry the EAN, which the CSV export and the last-viewed box show. */
export const articleListEntrySchema = articleSummarySchema.extend({
  barcode: z.string().nullable(),
});
export type ArticleListEntry = z.infer<typeof articleListEntrySchema>;

export const articlesForIdsAnswerSchema = z.object({ articles: z.array(articleListEntrySchema) });
export type ArticlesForIdsAnswer = z.infer<typeof articlesForIdsAnswerSchema>;

// --- bug report (docs/product/catalog.md#cat-bug-report)
// --------------------------------------------------

/** What the reported error is about. */
export const BUG_REPORT_TOPICS = [
  'image',
  'name',
  'description',
  'data',
  'price',
  'other',
] as const;
export type BugReportTopic = (typeof BUG_REPORT_TOPICS)[number];
export const BUG_REPORT_MESSAGE_MIN = 10;
export const BUG_REPORT_MESSAGE_MAX = 2000;

export const bugReportRequestSchema = z.strictObject({
  articleNumber: articleNumberSchema,
  language: languageSchema,
  topic: z.enum(BUG_REPORT_TOPICS),
  message: multiLineText(BUG_REPORT_MESSAGE_MAX).min(BUG_REPORT_MESSAGE_MIN),
});
export type BugReportRequest = z.input<typeof bugReportRequestSchema>;

export const bugReportAnswerSchema = z.object({ success: z.literal(true) });

// --- articles by type (docs/product/catalog.md#cat-articles-by-type-call)
// ------------------------------------------------------

/** The named groups an article list can be asked for by name. */
export const ARTICLE_GROUP_TYPES = [
  'category',
  'productType',
  'theme',
  'producer',
  'campaign',
] as const;
export type ArticleGroupType = (typeof ARTICLE_GROUP_TYPES)[number];
export const MAX_ARTICLES_BY_TYPE = 200;

export const articlesByTypeRequestSchema = z.strictObject({
  articleType: z.enum(ARTICLE_GROUP_TYPES),
  /** the group's name in any language, compared without regard to case */
  name: oneLineText(120).min(1),
  language: languageSchema,
});
export type ArticlesByTypeRequest = z.input<typeof articlesByTypeRequestSchema>;

export const articlesByTypeAnswerSchema = z.object({
  articleType: z.enum(ARTICLE_GROUP_TYPES),
  /** the group's id (hex in listing URLs) and its name in the request language */
  id: z.number().int(),
  name: z.string(),
  articles: z.array(articleSummarySchema),
});
export type ArticlesByTypeAnswer = z.infer<typeof articlesByTypeAnswerSchema>;
