import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';
import { PAY_TYPE_VALUES } from '../rules/payment-methods.ts';
import { isCalendarDate, isOrderedRange } from '../rules/date-range.ts';
import { csvFormatSchema, languageSchema } from './shell.ts';
import { oneLineText } from './text.ts';

/**
 * Contracts of the caller's past orders (docs/product/account.md#account-orders,
 * docs/product/basket.md#basket-repeat) and of the payment methods an account may order with. Every
 * call needs a logged-in customer (401) and answers only the caller's own orders. Money is integer
 * minor units of `currency`; an account whose settings.showPrices is off gets no amount (decision
 * 012), marked `pricesHidden`.
 */

const currencySchema = z.enum(CURRENCIES);

/** A whole number in a path or query string: digits only. */
const digitsSchema = (maxDigits: number) =>
  oneLineText(maxDigits)
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`))
    .transform(Number);

export const ACCOUNT_ORDERS_PAGE_SIZE = 20;
export const ACCOUNT_ORDERS_PAGE_SIZE_MAX = 100;

/** What an order is now: being prepared, shipped (and invoiced), or canceled. */
export const ORDER_STATES = ['processing', 'shipped', 'canceled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const orderStateSchema = z.enum(ORDER_STATES);

// --- The search of the order list and its CSV (docs/decisions/120-order-list-search.md) -------

/** The columns the order list sorts by. */
export const ORDER_LIST_SORTS = ['date', 'orderNumber', 'reference', 'total', 'state'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** The longest search text: an order number, a PO number or an article number, with room. */
export const ORDER_SEARCH_TEXT_MAX = 100;

const calendarDateSchema = oneLineText(10).refine(isCalendarDate, 'must be a date YYYY-MM-DD');

/**
 * The optional search fields both calls share; left out, the list is every order newest first,
 * as it was before they existed.
 */
const orderSearchFields = {
  /** part of the order number, of the reference (PO number) or of an ordered article's number */
  searchText: oneLineText(ORDER_SEARCH_TEXT_MAX).optional(),
  /** orders placed on or after this day (YYYY-MM-DD) */
  from: calendarDateSchema.optional(),
  /** orders placed on or before this day (YYYY-MM-DD) */
  to: calendarDateSchema.optional(),
  orderBy: z.enum(ORDER_LIST_SORTS).optional(),
  /** with orderBy; descending when left out */
  direction: z.enum(SORT_DIRECTIONS).optional(),
};

const orderedRange = (search: { from?: string | undefined; to?: string | undefined }) =>
  isOrderedRange(search.from, search.to);
const rangeIssue = { message: 'from must not be after to', path: ['from'] };

// --- GET /account/orders/{page} ------------------------------------------------------------

export const accountOrdersParamsSchema = z.strictObject({
  /** 1-based; a page past the last answers an empty list with the total. */
  page: digitsSchema(6).pipe(z.number().int().min(1)),
});

export const accountOrdersPageQuerySchema = z
  .strictObject({
    size: digitsSchema(3)
      .pipe(z.number().int().min(1).max(ACCOUNT_ORDERS_PAGE_SIZE_MAX))
      .default(ACCOUNT_ORDERS_PAGE_SIZE),
    /** Language of the article names; the account's language when left out. */
    language: languageSchema.optional(),
    ...orderSearchFields,
  })
  .refine(orderedRange, rangeIssue);
export type AccountOrdersPageQuery = z.input<typeof accountOrdersPageQuerySchema>;
/** The search part of the list's query, as the web client sends it (every field optional). */
export type PastOrdersSearch = Omit<AccountOrdersPageQuery, 'size' | 'language'>;

const orderItemSchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  /** unit price */
  price: z.number().int(),
  quantity: z.number().int(),
  /** discount in minor units on the line */
  discount: z.number().int(),
});

/** A parcel the order went out in, as the ERP reported it (docs/decisions/093-account-and-document-import.md). */
export const orderParcelSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  /** where the buyer follows the parcel (https); null when the carrier gave none */
  trackingUrl: z.string().nullable(),
});
export type OrderParcel = z.infer<typeof orderParcelSchema>;

export const pastOrderSchema = z.object({
  orderNumber: z.string(),
  /** ISO date-time of the order */
  date: z.string(),
  state: orderStateSchema,
  linesCount: z.number().int(),
  total: z.number().int(),
  currency: currencySchema,
  /** the order went straight to the buyer's customer */
  dropshipping: z.boolean(),
  /** the buyer's reference (PO number); empty when none */
  reference: z.string(),
  items: z.array(orderItemSchema),
  /** the parcels it went out in, in the ERP's order; empty before it ships */
  parcels: z.array(orderParcelSchema),
});
export type PastOrder = z.infer<typeof pastOrderSchema>;

/** In the search's order; newest first without one. totalCount counts the matching orders. */
export const pastOrdersAnswerSchema = z.object({
  orders: z.array(pastOrderSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalCount: z.number().int(),
});
export type PastOrdersAnswer = z.infer<typeof pastOrdersAnswerSchema>;

export const pastOrdersWithoutPricesSchema = pastOrdersAnswerSchema.extend({
  orders: z.array(
    pastOrderSchema.omit({ total: true }).extend({
      items: z.array(orderItemSchema.omit({ price: true, discount: true })),
    }),
  ),
  pricesHidden: z.literal(true),
});
export type PastOrdersWithoutPrices = z.infer<typeof pastOrdersWithoutPricesSchema>;

export const pastOrdersResponseSchema = z.union([
  pastOrdersWithoutPricesSchema,
  pastOrdersAnswerSchema,
]);
export type PastOrdersResponse = z.infer<typeof pastOrdersResponseSchema>;
/** One order of either form. */
export type ListedOrder = PastOrdersResponse['orders'][number];

// --- POST /account/ordersCSV -----------------------------------------------------------------

/** all, or only the orders in one state. */
export const ORDER_SEARCH_TYPES = ['all', ...ORDER_STATES] as const;
/** 1 newest first (default), 2 oldest first, 3 highest total first, 4 lowest total first. */
export const ORDER_SORTS = [1, 2, 3, 4] as const;

export const ordersCsvRequestSchema = z.strictObject({
  search: z
    .strictObject({
      type: z.enum(ORDER_SEARCH_TYPES).default('all'),
      /** the older sort codes; orderBy, when given, takes their place */
      sort: z.union(ORDER_SORTS.map((sort) => z.literal(sort))).default(1),
      ...orderSearchFields,
      /** 0: every matching order; n: only the orders of page n of the list */
      page: z.number().int().min(0).max(999_999).default(0),
      /** with type all: also the canceled orders */
      alsoCanceled: z.boolean().default(false),
      language: languageSchema.optional(),
    })
    .refine(orderedRange, rangeIssue),
  csvFormat: csvFormatSchema.optional(),
});
export type OrdersCsvRequest = z.input<typeof ordersCsvRequestSchema>;
/** The search as the server reads it, defaults filled in. */
export type OrdersCsvSearch = z.output<typeof ordersCsvRequestSchema>['search'];

// --- GET /account/paymentMethods -------------------------------------------------------------

/** The pay types this account may order with, its own first and selected (decision 116). */
export const accountPaymentMethodsResponseSchema = z.object({
  paymentMethods: z.array(
    z.object({
      payType: z.union(PAY_TYPE_VALUES.map((value) => z.literal(value))),
      /** the method orders use when the buyer does not choose */
      selected: z.boolean(),
    }),
  ),
});
export type AccountPaymentMethods = z.infer<typeof accountPaymentMethodsResponseSchema>;

// --- GET /account/deliveryAddresses ----------------------------------------------------------

/**
 * The addresses an order of this account may be delivered to, the main one first and selected
 * (docs/product/basket.md#basket-delivery-address).
 */
export const accountDeliveryAddressesResponseSchema = z.object({
  deliveryAddresses: z.array(
    z.object({
      /** what the order call names as deliveryAddressId */
      id: z.number().int(),
      company: z.string(),
      street: z.string(),
      adding: z.string().nullable(),
      zip: z.string(),
      location: z.string(),
      country: z.string(),
      /** the main address, which an order without deliveryAddressId goes to */
      selected: z.boolean(),
    }),
  ),
});
export type AccountDeliveryAddresses = z.infer<typeof accountDeliveryAddressesResponseSchema>;
export type AccountDeliveryAddress = AccountDeliveryAddresses['deliveryAddresses'][number];
