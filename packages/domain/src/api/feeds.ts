import { z } from 'zod';
import { isCalendarDate } from '../rules/date-range.ts';
import { LANGUAGES } from '../shops.ts';
import { digitsText, oneLineText } from './text.ts';

/**
 * The product feeds a retailer makes on the profile for its own webshop
 * (docs/decisions/130-product-feeds.md): the catalog in CSV, JSON or Google Merchant Center XML,
 * in one language, narrowed by the listing's filters and carrying the price the retailer
 * chooses, fetched from a secret address that only the answer of its making or renewal holds.
 */

export const FEED_FORMATS = ['csv', 'json', 'google'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** purchase: what the retailer pays; retail: the recommended retail price; markup: purchase + percent. */
export const FEED_PRICE_KINDS = ['purchase', 'retail', 'markup'] as const;
export type FeedPriceKind = (typeof FEED_PRICE_KINDS)[number];

/** with: pre-orders are listed with the rest; without: left out; only: nothing else. */
export const FEED_PREORDER_CHOICES = ['with', 'without', 'only'] as const;
export type FeedPreorderChoice = (typeof FEED_PREORDER_CHOICES)[number];

/** A feed's secret address ends in `fd_<43 characters of base64url>`. */
export const FEED_TOKEN_PREFIX = 'fd_';
/** The most unrevoked feeds an account may hold. */
export const MAX_FEEDS = 20;
/** Ids one filter may name. */
export const MAX_FEED_FILTER_IDS = 200;
export const MAX_MARKUP_PERCENT = 1000;

const idListSchema = z
  .array(z.number().int().min(1).max(2_147_483_647))
  .max(MAX_FEED_FILTER_IDS)
  .refine((ids) => new Set(ids).size === ids.length, 'each id once');

const isoDateSchema = oneLineText(10).refine(isCalendarDate, 'a date as YYYY-MM-DD');

export const feedFiltersSchema = z.strictObject({
  producers: idListSchema,
  themes: idListSchema,
  productTypes: idListSchema,
  categories: idListSchema,
  inStockOnly: z.boolean(),
  preorders: z.enum(FEED_PREORDER_CHOICES),
  newSince: isoDateSchema.nullable(),
});
export type FeedFilters = z.infer<typeof feedFiltersSchema>;

export const feedPriceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('purchase') }),
  z.strictObject({ kind: z.literal('retail') }),
  z.strictObject({
    kind: z.literal('markup'),
    percent: z.number().int().min(0).max(MAX_MARKUP_PERCENT),
  }),
]);
export type FeedPrice = z.infer<typeof feedPriceSchema>;

/** POST /api/account/feeds */
export const createFeedRequestSchema = z.strictObject({
  name: oneLineText(60).min(1),
  format: z.enum(FEED_FORMATS),
  language: z.enum(LANGUAGES),
  filters: feedFiltersSchema,
  price: feedPriceSchema,
});
export type CreateFeedRequest = z.infer<typeof createFeedRequestSchema>;

/** DELETE /api/account/feeds/:id, POST /api/account/feeds/:id/renewal */
export const feedParamsSchema = z.strictObject({ id: digitsText(9) });

/** GET /api/feeds/:token */
export const feedTokenParamsSchema = z.strictObject({ token: oneLineText(100) });

/** A feed as the list shows it: its settings and last fetch, never its address. */
export const feedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  format: z.enum(FEED_FORMATS),
  language: z.enum(LANGUAGES),
  filters: feedFiltersSchema,
  price: feedPriceSchema,
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
});
export type Feed = z.infer<typeof feedSchema>;

export const feedListResponseSchema = z.object({ feeds: z.array(feedSchema) });
export type FeedListResponse = z.infer<typeof feedListResponseSchema>;

/** The answer of a making or renewal: the feed's secret address, shown this once. */
export const feedAddressResponseSchema = z.object({ feed: feedSchema, address: z.string() });
export type FeedAddressResponse = z.infer<typeof feedAddressResponseSchema>;
