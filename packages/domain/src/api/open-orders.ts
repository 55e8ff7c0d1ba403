import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';
import { OPEN_ORDER_STATES } from '../rules/availability.ts';
import { ARTICLE_DATE_KINDS } from '../rules/article-date.ts';
import {
  DEFAULT_OPEN_ORDER_PAGE_SIZE,
  DEFAULT_OPEN_ORDER_SORT,
  OPEN_ORDER_PAGE_SIZES,
  OPEN_ORDER_SORTS,
} from '../rules/open-orders.ts';
import { csvFormatSchema, languageSchema } from './shell.ts';
import { oneLineText } from './text.ts';

/**
 * Contracts of the caller's open orders: back orders and pre-orders
 * (docs/product/account.md#account-open-orders; sorts and sums in
 * docs/decisions/036-open-orders-sorts-and-sums.md). Every call needs a logged-in customer and
 * answers only the caller's lines. Money is integer minor units of `currency`; an account whose
 * settings.showPrices is off gets no amount (`pricesHidden`).
 */

const currencySchema = z.enum(CURRENCIES);
export const openOrderStateSchema = z.enum(OPEN_ORDER_STATES);

export const openOrdersParameterSchema = z.strictObject({
  /** 1-based; ignored with countPageItems 'all' */
  page: z.number().int().min(1).max(999_999).default(1),
  countPageItems: z
    .union(OPEN_ORDER_PAGE_SIZES.map((size) => z.literal(size)))
    .default(DEFAULT_OPEN_ORDER_PAGE_SIZE),
  sort: z.union(OPEN_ORDER_SORTS.map((sort) => z.literal(sort))).default(DEFAULT_OPEN_ORDER_SORT),
  /** language of the article names; the account's language when left out */
  language: languageSchema.optional(),
  /** only the lines in this state; every state when left out */
  state: openOrderStateSchema.optional(),
  /** only the lines of this producer (its id); every producer when left out */
  producer: z.number().int().min(1).max(999_999_999).optional(),
  /** part of the article number, name, EAN, PO number or reference */
  search: oneLineText(100).default(''),
});
export type OpenOrdersParameter = z.input<typeof openOrdersParameterSchema>;

/** POST /account/openOrders and POST /account/openOrdersCSV. */
export const openOrdersRequestSchema = z.strictObject({
  openOrdersParameter: openOrdersParameterSchema,
});
export type OpenOrdersRequest = z.input<typeof openOrdersRequestSchema>;

/** POST /account/openOrdersCSV: the list's parameters and the spreadsheet format. */
export const openOrdersCsvRequestSchema = openOrdersRequestSchema.extend({
  csvFormat: csvFormatSchema.optional(),
});
export type OpenOrdersCsvRequest = z.input<typeof openOrdersCsvRequestSchema>;

export const lineDateMoveSchema = z.object({
  kind: z.enum(ARTICLE_DATE_KINDS),
  /** YYYY-MM-DD, the date when the line was ordered */
  previousDate: z.string(),
  /** YYYY-MM-DD, the date now */
  date: z.string(),
  /** ISO date-time of the last move */
  movedAt: z.string(),
});

export const openOrderArticleSchema = z.object({
  articleNumber: z.string(),
  /** backorder or preorder */
  kind: z.enum(['backorder', 'preorder']),
  state: openOrderStateSchema,
  /** YYYY-MM-DD */
  orderDate: z.string(),
  lastIntakeDate: z.string().nullable(),
  /** YYYY-MM: the month the goods are expected, when no day is known */
  etaEstimate: z.string().nullable(),
  /** YYYY-MM-DD */
  etaDate: z.string().nullable(),
  /**
   * the article's date that moved after the line was ordered: the date then, the date now and
   * when it last moved (docs/product/account.md#account-date-moved); null when none moved
   */
  dateMove: lineDateMoveSchema.nullable(),
  /**
   * units the ERP allocated to the line of an over-subscribed pre-order
   * (docs/product/account.md#account-allocation); null when it allocated none yet
   */
  allocatedQuantity: z.number().int().nullable(),
  /** list price of one unit */
  singlePrice: z.number().int(),
  /** rebate in whole percent */
  rebate: z.number().int(),
  /** what one unit costs after the rebate */
  unitPrice: z.number().int(),
  /** value of the open quantity */
  lineTotal: z.number().int(),
  currency: currencySchema,
  /** units still open */
  quantity: z.number().int(),
  caseQuantity: z.number().int(),
  /** units in stock for the customer now */
  availableQuantity: z.number().int(),
  producers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** the article's name in the requested language, else English, else its number */
  name: z.string(),
  ean: z.string().nullable(),
  poNumber: z.string().nullable(),
  reference: z.string().nullable(),
  /** recommended retail price */
  evp: z.number().int().nullable(),
  taric: z.string().nullable(),
  /** grams */
  weight: z.number().nullable(),
});
export type OpenOrderArticle = z.infer<typeof openOrderArticleSchema>;

export const openOrdersSummarySchema = z.object({
  overdueSum: z.number().int(),
  availableSum: z.number().int(),
  totalSum: z.number().int(),
  currency: currencySchema,
});

export const openOrdersAnswerSchema = z.object({
  articles: z.array(openOrderArticleSchema),
  /** every producer of the caller's open orders, with its number of lines */
  producers: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  /** sums of the lines matching the filters */
  summary: openOrdersSummarySchema,
  /** lines matching the filters (for the paging) */
  backordersTotalCount: z.number().int(),
});
export type OpenOrdersAnswer = z.infer<typeof openOrdersAnswerSchema>;

export const openOrdersWithoutPricesSchema = openOrdersAnswerSchema.extend({
  articles: z.array(
    openOrderArticleSchema.omit({
      singlePrice: true,
      rebate: true,
      unitPrice: true,
      lineTotal: true,
      evp: true,
    }),
  ),
  summary: z.null(),
  pricesHidden: z.literal(true),
});
export type OpenOrdersWithoutPrices = z.infer<typeof openOrdersWithoutPricesSchema>;

export const openOrdersResponseSchema = z.union([
  openOrdersWithoutPricesSchema,
  openOrdersAnswerSchema,
]);
export type OpenOrdersResponse = z.infer<typeof openOrdersResponseSchema>;
export type ListedOpenOrder = OpenOrdersResponse['articles'][number];

// --- GET /account/openOrders/overview and /newestOpenOrders ---------------------------------

/** The sums of every open line of the caller; null sums for an account without prices. */
export const openOrdersOverviewResponseSchema = z.object({
  overdueSum: z.number().int().nullable(),
  availableSum: z.number().int().nullable(),
  totalSum: z.number().int().nullable(),
  currency: currencySchema,
  /** number of open lines */
  count: z.number().int(),
});
export type OpenOrdersOverview = z.infer<typeof openOrdersOverviewResponseSchema>;

export const NEWEST_OPEN_ORDERS_COUNT = 6;

export const newestOpenOrdersQuerySchema = z.strictObject({
  language: languageSchema.optional(),
});

/** The caller's lines that arrived most recently and are in stock for them, newest first. */
export const newestOpenOrdersResponseSchema = z.object({
  articles: z.array(
    z.object({
      articleNumber: z.string(),
      name: z.string(),
      state: openOrderStateSchema,
      lastIntakeDate: z.string().nullable(),
      availableQuantity: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export type NewestOpenOrders = z.infer<typeof newestOpenOrdersResponseSchema>;

// --- GET /account/openOrders/movedDates, POST /account/openOrders/movedDates/seen ------------

export const movedDatesQuerySchema = z.strictObject({
  language: languageSchema.optional(),
});

/**
 * The caller's open lines whose date moved since the caller last saw the account overview
 * (docs/product/account.md#account-date-moved), the latest move first.
 */
export const movedDatesResponseSchema = z.object({
  /** ISO date-time of the last visit; null before the first */
  since: z.string().nullable(),
  lines: z.array(
    z.object({
      articleNumber: z.string(),
      name: z.string(),
      kind: z.enum(['backorder', 'preorder']),
      orderDate: z.string(),
      quantity: z.number().int(),
      dateMove: lineDateMoveSchema,
    }),
  ),
});
export type MovedDates = z.infer<typeof movedDatesResponseSchema>;

/** The overview's visit, stored when the overview has shown the moved dates. */
export const movedDatesSeenResponseSchema = z.object({ seenAt: z.string() });
