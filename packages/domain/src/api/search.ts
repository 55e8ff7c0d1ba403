import { z } from 'zod';
import { oneLineText } from './text.ts';
import { languageSchema } from './shell.ts';
import { articleNotesSchema } from './article-notes.ts';
import { priceTiersSchema } from './price-tiers.ts';
import { SEARCH_FILTERS } from '../rules/search-url.ts';
import { SORT_IDS } from '../rules/sort-ids.ts';
import { ARTICLE_STATES } from '../rules/availability.ts';

/** Contracts of the article search (docs/product/catalog.md#cat-list-call). */

export const MAX_SEARCH_TEXT_LENGTH = 200;
export const MAX_ALTERNATIVE_ARTICLES = 200;
export const MAX_SEARCH_LIMIT = 200;
/**
 * The CSV export of a result reads it in one request of at most this many articles
 * (docs/product/catalog.md#cat-csv-export).
 */
export const MAX_EXPORT_LIMIT = 30000;

export const articleSearchRequestSchema = z
  .strictObject({
    /** The encoded search URL segment (search-url.ts), '' for none. */
    searchParams: oneLineText(2000),
    search: oneLineText(MAX_SEARCH_TEXT_LENGTH).optional(),
    /** Article numbers of an alternative search; the list is restricted to them. */
    alternativeSearch: z.array(oneLineText(40).min(1)).max(MAX_ALTERNATIVE_ARTICLES).optional(),
    offset: z.number().int().min(0).max(1_000_000),
    /** Up to MAX_SEARCH_LIMIT for a page; up to MAX_EXPORT_LIMIT with `csv`. */
    limit: z.number().int().min(1).max(MAX_EXPORT_LIMIT),
    language: languageSchema,
    /** Only hits, filters, groups and price filter are wanted: the article list stays empty. */
    overview: z.boolean().optional(),
    /** The request reads the result for the CSV export. */
    csv: z.boolean().optional(),
  })
  .refine((request) => request.csv === true || request.limit <= MAX_SEARCH_LIMIT, {
    path: ['limit'],
    message: `limit above ${MAX_SEARCH_LIMIT} is only for the CSV export`,
  });
export type ArticleSearchRequest = z.infer<typeof articleSearchRequestSchema>;

export const searchArticleSchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  producer: z.string().nullable(),
  image: z.string(),
  state: z.enum(ARTICLE_STATES),
  /** Units per case: the add-to-basket quantity counts cases when it is above 1. */
  caseQuantity: z.number().int(),
  releaseDate: z.string().nullable(),
  preorderDate: z.string().nullable(),
  hotDeal: z.boolean(),
  closeOut: z.boolean(),
  /**
   * The unit price of one case the customer pays (pricing.ts caseUnitPrice), in minor units;
   * only for logged-in customers who see prices.
   */
  price: z.number().int().optional(),
  currency: z.string().optional(),
  /** The tiers of the quantity field, under the same condition and only with two or more. */
  priceTiers: priceTiersSchema.optional(),
  ...articleNotesSchema.shape,
});
export type SearchArticle = z.infer<typeof searchArticleSchema>;

export const searchFilterStateSchema = z.object({
  value: z.boolean(),
  count: z.number().int(),
  disabled: z.boolean(),
});
export type SearchFilterState = z.infer<typeof searchFilterStateSchema>;

export const searchFiltersSchema = z.object(
  Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter, searchFilterStateSchema])) as Record<
    (typeof SEARCH_FILTERS)[number],
    typeof searchFilterStateSchema
  >,
);
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  numberOfArticles: z.number().int(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const SEARCH_GROUP_TYPES = [
  'category',
  'producer',
  'productType',
  'theme',
  'campaign',
] as const;
export type SearchGroupType = (typeof SEARCH_GROUP_TYPES)[number];

export const searchGroupsSchema = z.object({
  category: z.array(searchGroupSchema),
  producer: z.array(searchGroupSchema),
  productType: z.array(searchGroupSchema),
  theme: z.array(searchGroupSchema),
  campaign: z.array(searchGroupSchema),
});
export type SearchGroups = z.infer<typeof searchGroupsSchema>;

/**
 * Whole currency units, as the URL codes L and H carry them
 * (docs/product/catalog.md#cat-price-filter).
 */
export const priceFilterSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  currency: z.string(),
});
export type PriceFilter = z.infer<typeof priceFilterSchema>;

export const articleSearchResponseSchema = z.object({
  articles: z.array(searchArticleSchema),
  hits: z.number().int(),
  hint: z.enum(['', 'nothingFound']),
  /** The sort the list is shown with (sort-ids.ts effectiveSort). */
  sort: z.literal(SORT_IDS),
  filters: searchFiltersSchema,
  groups: searchGroupsSchema,
  priceFilter: priceFilterSchema.optional(),
  /** Did-you-mean: corrected free text when the text as typed finds little or nothing. */
  suggestions: z.array(z.string()).max(5).optional(),
});
export type ArticleSearchResponse = z.infer<typeof articleSearchResponseSchema>;
