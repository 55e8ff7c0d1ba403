import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';
import { MAX_QUANTITY } from '../rules/quantity.ts';
import { PAY_TYPE_VALUES } from '../rules/payment-methods.ts';
import { dropshippingAddressSchema } from '../rules/dropshipping.ts';
import { languageSchema } from './shell.ts';
import { multiLineText, oneLineText } from './text.ts';

/**
 * Contracts of the basket, ordering, saved baskets, repeat order and basket import
 * (spec 3 sections 3, 4 and 7; spec 1 basket import, prepared basket). Every call needs a
 * logged-in customer (401 otherwise). Money is integer minor units of `currency`.
 *
 * Quantities: the basket stores units. Where an article comes in cases (caseQuantity > 1)
 * the screens count in cases, so `PUT /basket/add` takes cases for such articles and every
 * basket line gives both `quantity` (units) and `cases`.
 */

const currencySchema = z.enum(CURRENCIES);

/** Article numbers and EANs. */
export const basketArticleNumberSchema = oneLineText(40).min(1);
const eventTrackingIdSchema = oneLineText(100);

/** A whole number in a path or query string: digits only, no sign, exponent or inner spaces. */
const digitsSchema = (maxDigits: number) =>
  oneLineText(maxDigits)
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`))
    .transform(Number);

/** A count of units or cases to add: a positive whole number, never a string. */
export const basketQuantitySchema = z.number().int().min(1).max(MAX_QUANTITY);

export const MAX_NOTICE_LENGTH = 1000;
export const MAX_REFERENCE_LENGTH = 100;
export const MAX_SAVED_BASKET_NOTE_LENGTH = 100;
/** Pasted import text: 2,000 lines of an article number and a quantity fit well. */
export const MAX_IMPORT_TEXT_LENGTH = 200_000;
/**
 * Lines per import: more is refused with 400 IMPORT_TOO_MANY_LINES; an import of this size runs
 * for seconds, so it is also rate-limited per customer (docs/decisions/018-platform-limits.md).
 */
export const MAX_IMPORT_LINES = 2000;

// --- GET /intern/basket ------------------------------------------------------------------

export const basketQuerySchema = z.strictObject({
  eventTrackingId: eventTrackingIdSchema.optional(),
  /** Language of the article names; the account's language when left out. */
  language: languageSchema.optional(),
});
export type BasketQuery = z.input<typeof basketQuerySchema>;

/** One basket line: an article number as ordered, with the flags of spec 3 section 4. */
export const basketVariantSchema = z.object({
  articleNumber: z.string(),
  /** Units in the basket. */
  quantity: z.number().int(),
  /** Whole cases (quantity / caseQuantity rounded up); equals quantity when caseQuantity is 1. */
  cases: z.number().int(),
  caseQuantity: z.number().int(),
  /** Current price of one unit for this quantity (price tiers by case quantity applied). */
  price: z.number().int(),
  /** price × quantity */
  lineTotal: z.number().int(),
  /** The unit price when the article was added; only when it differs from price (oldPrice). */
  previousPrice: z.number().int().optional(),
  taxRate: z.number(),
  image: z.string(),
  names: z.object({ name: z.string() }),
  eta: z.object({ date: z.string().nullable() }),
  ean: z.string().nullable(),
  state: z.string(),
  /** Units that can still be ordered now (stock, lowered by a max quantity per order). */
  availableQty: z.number().int(),
  allowDropshipping: z.boolean(),
  soldOut: z.boolean(),
  noStock: z.boolean(),
  noQty: z.boolean(),
  oldPrice: z.boolean(),
  /** The article's case quantity changed since the line was added. */
  oldQty: z.boolean(),
  addedAt: z.string(),
});
export type BasketVariant = z.infer<typeof basketVariantSchema>;

/**
 * The lines of one main article (an article and its variants, e.g. sizes), in the order
 * they were first added. quantity is the units of all its lines.
 */
export const basketArticleSchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Unit price of the first line. */
  singlePrice: z.number().int(),
  previousPrice: z.number().int().optional(),
  variants: z.array(basketVariantSchema),
});
export type BasketArticle = z.infer<typeof basketArticleSchema>;

export const basketTotalsSchema = z.object({
  /** Goods, net. */
  net: z.number().int(),
  /** Shipping fee of the customer's shop and billing country, 0 when free. */
  shipping: z.number().int(),
  /** Goods total from which shipping is free; 0 means never free. */
  freeShippingFrom: z.number().int(),
  /** Fee charged below the threshold. */
  shippingFee: z.number().int(),
  /** VAT on goods with a rate above 10 percent, and on shipping. */
  vatNormal: z.number().int(),
  /** VAT on goods with a rate of 10 percent or less. */
  vatReduced: z.number().int(),
  /** net + shipping + vatNormal + vatReduced */
  total: z.number().int(),
});
export type BasketTotals = z.infer<typeof basketTotalsSchema>;

export const basketCurrencyListSchema = z.object({
  currency: currencySchema,
  articles: z.array(basketArticleSchema),
  totals: basketTotalsSchema,
});
export type BasketCurrencyList = z.infer<typeof basketCurrencyListSchema>;

export const notValidArticlesSchema = z.object({
  countSoldOut: z.number().int(),
  countNoStock: z.number().int(),
  countNoQty: z.number().int(),
  countOldPrice: z.number().int(),
  countOldQty: z.number().int(),
});
export type NotValidArticles = z.infer<typeof notValidArticlesSchema>;

export const DROPSHIPPING_PROBLEM_CODES = [
  'notEnabled',
  'foreignCurrency',
  'unavailableArticles',
  'notAllowed',
  'invalidSize',
  'invalidWeight',
] as const;

export const dropshippingProblemSchema = z.object({
  code: z.enum(DROPSHIPPING_PROBLEM_CODES),
  articleNumber: z.string().optional(),
  articleNumbers: z.array(z.string()).optional(),
});
export type DropshippingProblemAnswer = z.infer<typeof dropshippingProblemSchema>;

export const basketDropshippingSchema = z.object({
  /** settings.enableDropShipping of the account */
  enabled: z.boolean(),
  /** Enabled and every rule of spec 3 section 5 holds for the current lines. */
  possible: z.boolean(),
  problems: z.array(dropshippingProblemSchema),
  /** Parcel-based shipping cost (spec 3 section 9), when possible and the basket is not empty. */
  shippingCost: z
    .object({
      parcels: z.number().int(),
      carrier: z.boolean(),
      net: z.number().int(),
      vat: z.number().int(),
      gross: z.number().int(),
      currency: currencySchema,
    })
    .optional(),
});
export type BasketDropshipping = z.infer<typeof basketDropshippingSchema>;

export const basketAnswerSchema = z.object({
  basketId: z.number().int(),
  reference: z.string(),
  notice: z.string(),
  /** Lists per currency; empty for an empty basket. */
  currencies: z.array(basketCurrencyListSchema),
  notValidArticles: notValidArticlesSchema,
  /** Lines that cannot be ordered: sold out, no stock, not enough stock, or gone from the catalog. */
  notAvailableArticles: z.array(z.object({ articleNumber: z.string() })),
  /** Number of lines (article numbers) in the basket. */
  count: z.number().int(),
  /** The last 2 lines added, newest first, for the header preview. */
  lastAdded: z.array(z.object({ articleNumber: z.string(), name: z.string(), image: z.string() })),
  /** Any of soldOut, noStock, noQty on a line, or a vanished article: ordering is refused. */
  blocked: z.boolean(),
  /** settings.blockBasket: nothing can be added or ordered. */
  blockBasket: z.boolean(),
  taxFree: z.boolean(),
  payType: z.number().int(),
  shippingCountry: z.string(),
  dropshipping: basketDropshippingSchema,
});
export type BasketAnswer = z.infer<typeof basketAnswerSchema>;

/**
 * The basket of an account whose settings.showPrices is off (spec 2 section 6: prices are
 * hidden when the show-prices setting is false): the same answer without any price, total or
 * shipping amount. Flags and counts stay; ordering works as usual.
 */
export const basketVariantWithoutPricesSchema = basketVariantSchema.omit({
  price: true,
  lineTotal: true,
  previousPrice: true,
});
export const basketArticleWithoutPricesSchema = basketArticleSchema
  .omit({ singlePrice: true, previousPrice: true })
  .extend({ variants: z.array(basketVariantWithoutPricesSchema) });
export const basketAnswerWithoutPricesSchema = basketAnswerSchema.extend({
  currencies: z.array(
    z.object({ currency: currencySchema, articles: z.array(basketArticleWithoutPricesSchema) }),
  ),
  dropshipping: basketDropshippingSchema.omit({ shippingCost: true }),
  pricesHidden: z.literal(true),
});
export type BasketAnswerWithoutPrices = z.infer<typeof basketAnswerWithoutPricesSchema>;

/**
 * GET /intern/basket answers either form; `pricesHidden` tells them apart (tried first, so an
 * empty basket without prices keeps its mark).
 */
export const basketResponseSchema = z.union([basketAnswerWithoutPricesSchema, basketAnswerSchema]);
export type BasketResponse = z.infer<typeof basketResponseSchema>;

/**
 * The answer for an account whose settings.showPrices is off (spec 2 section 6, decision
 * 012): every amount removed, lines, flags and counts kept.
 */
export function withoutPrices(answer: BasketAnswer): BasketAnswerWithoutPrices {
  const { shippingCost: _cost, ...dropshipping } = answer.dropshipping;
  return {
    ...answer,
    currencies: answer.currencies.map((list) => ({
      currency: list.currency,
      articles: list.articles.map(
        ({ singlePrice: _single, previousPrice: _previous, variants, ...article }) => ({
          ...article,
          variants: variants.map(
            ({ price: _price, lineTotal: _total, previousPrice: _was, ...variant }) => variant,
          ),
        }),
      ),
    })),
    dropshipping,
    pricesHidden: true,
  };
}

// --- PUT /basket/add, DELETE /basket/remove/{articleNumber}, GET /basket/clear --------------

export const addToBasketRequestSchema = z.strictObject({
  articleNumber: basketArticleNumberSchema,
  /** Cases when the article's caseQuantity is above 1, units otherwise. */
  quantity: basketQuantitySchema,
  eventTrackingId: eventTrackingIdSchema.optional(),
  /** A line reference (PO position) kept with the line. */
  reference: oneLineText(MAX_REFERENCE_LENGTH).optional(),
  /**
   * true: set the line to this quantity (the basket screen's quantity input);
   * false or left out: add to what the line already holds (lists, article page).
   */
  replace: z.boolean().optional(),
});
export type AddToBasketRequest = z.input<typeof addToBasketRequestSchema>;

/**
 * success false with status maxQty and availableQty 0: nothing was added.
 * success true with status maxQty: only availableQty (in the request's unit) was put in the line.
 */
export const addToBasketAnswerSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'maxQty']),
  /** In the unit of the request (cases or units). */
  availableQty: z.number().int().optional(),
  /** The line's quantity afterwards, in the unit of the request. */
  quantity: z.number().int(),
  message: z.string().optional(),
});
export type AddToBasketAnswer = z.infer<typeof addToBasketAnswerSchema>;

export const removeFromBasketAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type RemoveFromBasketAnswer = z.infer<typeof removeFromBasketAnswerSchema>;

/** GET /basket/clear answers the plain text OK (text/plain, not JSON). */
export const CLEAR_BASKET_ANSWER = 'OK' as const;

// --- POST /basket/notice, /basket/reference ----------------------------------------------

export const basketNoticeRequestSchema = z.strictObject({
  notice: multiLineText(MAX_NOTICE_LENGTH),
});
export type BasketNoticeRequest = z.input<typeof basketNoticeRequestSchema>;
export const basketNoticeAnswerSchema = z.object({ notice: z.string() });

export const basketReferenceRequestSchema = z.strictObject({
  reference: oneLineText(MAX_REFERENCE_LENGTH),
});
export type BasketReferenceRequest = z.input<typeof basketReferenceRequestSchema>;
export const basketReferenceAnswerSchema = z.object({ reference: z.string() });

// --- POST /basket/order --------------------------------------------------------------------

/** Send as the `Idempotency-Key` header: one fresh key per order click (docs/security.md). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = oneLineText(200).min(8);

export const orderRequestSchema = z.strictObject({
  /** Present only for a dropshipping order; null or left out for a normal order. */
  dropshippingInfo: z
    .strictObject({
      /** Checked on the server with dropshippingAddressSchema (country DE). */
      address: z.record(oneLineText(100), z.unknown()),
      /**
       * The account's pay type (the basket's payType), or left out: the order always gets the
       * account's own; any other value is refused with 422 PAY_TYPE_NOT_ALLOWED.
       */
      payType: z
        .number()
        .int()
        .refine((value) => (PAY_TYPE_VALUES as readonly number[]).includes(value))
        .optional(),
      info: multiLineText(MAX_NOTICE_LENGTH).optional(),
    })
    .nullable()
    .optional(),
  eventTrackingId: eventTrackingIdSchema.optional(),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

/** 201 on success. */
export const orderAnswerSchema = z.object({
  basketId: z.number().int(),
  status: z.literal('ordered'),
  orderNumber: z.string(),
  total: z.number().int(),
  currency: currencySchema,
  dropshipping: z.object({ status: z.literal('accepted') }).optional(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** The order answer of an account whose settings.showPrices is off: no total (decision 012). */
export const orderAnswerWithoutPricesSchema = orderAnswerSchema
  .omit({ total: true })
  .extend({ pricesHidden: z.literal(true) });
export type OrderAnswerWithoutPrices = z.infer<typeof orderAnswerWithoutPricesSchema>;

/** POST /basket/order answers either form; `pricesHidden` tells them apart. */
export const orderResponseSchema = z.union([orderAnswerWithoutPricesSchema, orderAnswerSchema]);
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/**
 * Error codes of POST /basket/order (error shape, 4xx):
 * - 409 BASKET_EMPTY, BASKET_NOT_ORDERABLE (blocking flags; details: notValidArticles and
 *   notAvailableArticles), BASKET_BLOCKED (403), DROPSHIPPING_INVALID (422; details.dropshipping
 *   below), PAY_TYPE_NOT_ALLOWED (422: dropshippingInfo.payType is not the account's; details:
 *   payType, the one the account orders with),
 * - idempotency: 422 IDEMPOTENCY_KEY_REUSED, 409 IDEMPOTENCY_IN_PROGRESS,
 * - 429 TOO_MANY_ORDERS (more than 20 order calls of one account in a minute; Retry-After
 *   header and details.retryAfterSeconds).
 * A second order of an already ordered basket answers 409 BASKET_EMPTY.
 */
export const ORDER_ERROR_CODES = [
  'BASKET_EMPTY',
  'BASKET_BLOCKED',
  'BASKET_NOT_ORDERABLE',
  'DROPSHIPPING_INVALID',
  'PAY_TYPE_NOT_ALLOWED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'TOO_MANY_ORDERS',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** details of a DROPSHIPPING_INVALID error. */
export const dropshippingErrorDetailsSchema = z.object({
  dropshipping: z.object({
    /** 'notEnabled' | 'notPossible' | 'invalidAddress' */
    errorCode: z.enum(['notEnabled', 'notPossible', 'invalidAddress']),
    status: z.number().int(),
    problems: z.array(dropshippingProblemSchema).optional(),
    /** Per field: required, invalid or tooLong. */
    addressErrors: z.record(z.string(), z.string()).optional(),
  }),
});
export type DropshippingErrorDetails = z.infer<typeof dropshippingErrorDetailsSchema>;

/** Re-export, so the client validates the address form with the server's rules. */
export { dropshippingAddressSchema };

// --- saved baskets -------------------------------------------------------------------------

export const saveBasketRequestSchema = z.strictObject({
  note: oneLineText(MAX_SAVED_BASKET_NOTE_LENGTH).min(1),
  /** The dropshipping address as the client keeps it (JSON text), or null. */
  dropshipping: oneLineText(4000).nullable().optional(),
});
export type SaveBasketRequest = z.input<typeof saveBasketRequestSchema>;

export const savedBasketSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  /** ISO date-time; screens show it as DD.MM.YYYY HH:mm:ss. */
  savedDate: z.string(),
  articles: z.array(z.object({ articleNumber: z.string(), quantity: z.number().int() })),
  dropshipping: z.string().nullable(),
});
export type SavedBasket = z.infer<typeof savedBasketSchema>;

/** 201 on save; 409 SAVED_BASKET_DUPLICATE when the note exists, 409 BASKET_EMPTY. */
export const saveBasketAnswerSchema = savedBasketSchema;

/** GET /basket/load/all, newest first. */
export const savedBasketsAnswerSchema = z.object({ savedBaskets: z.array(savedBasketSchema) });
export type SavedBasketsAnswer = z.infer<typeof savedBasketsAnswerSchema>;

/** DELETE /basket/{id}: 204; 404 SAVED_BASKET_NOT_FOUND for an unknown or foreign id. */
export const savedBasketIdParamsSchema = z.strictObject({ id: digitsSchema(9) });

// --- import results (shared by import, prepared basket, clone) ----------------------------

export const IMPORT_LINE_STATUSES = ['added', 'notFound', 'notAddable', 'invalid'] as const;
export type ImportLineStatus = (typeof IMPORT_LINE_STATUSES)[number];

/** Why a known article was not added. */
export const NOT_ADDABLE_REASONS = [
  'soldOut',
  'noStock',
  'noPrice',
  'basketBlocked',
  'invalidQuantity',
] as const;
export type NotAddableReason = (typeof NOT_ADDABLE_REASONS)[number];

export const importLineResultSchema = z.object({
  /** 1-based line of the pasted text; for clone and prepared baskets the position. */
  line: z.number().int(),
  text: z.string(),
  articleNumber: z.string().optional(),
  /** Units actually put in the basket (added), or requested. */
  quantity: z.number().int().optional(),
  status: z.enum(IMPORT_LINE_STATUSES),
  reason: z.enum(NOT_ADDABLE_REASONS).optional(),
  /** True when less than asked was added because of stock (status added). */
  reduced: z.boolean().optional(),
});
export type ImportLineResult = z.infer<typeof importLineResultSchema>;

export const importAnswerSchema = z.object({
  added: z.number().int(),
  notAdded: z.number().int(),
  lines: z.array(importLineResultSchema),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/**
 * POST /basket/import. 400 IMPORT_TOO_MANY_LINES beyond MAX_IMPORT_LINES (nothing imported),
 * 409 LOAD_IN_PROGRESS, 429 TOO_MANY_IMPORTS (Retry-After header and details.retryAfterSeconds).
 */
export const basketImportRequestSchema = z.strictObject({
  basket: multiLineText(MAX_IMPORT_TEXT_LENGTH),
});
export type BasketImportRequest = z.input<typeof basketImportRequestSchema>;

/**
 * POST /basket/cloneBasketOrOrder. orderNumber is either a saved basket id (digits only)
 * or a past order number (a letter and digits, e.g. A2612345). 404 when it is neither of the caller's; 409
 * LOAD_IN_PROGRESS while another load of this customer runs. Answer: importAnswerSchema.
 */
export const cloneBasketRequestSchema = z.strictObject({
  orderNumber: z.union([basketArticleNumberSchema, z.number().int().min(1).max(999_999_999)]),
  replaceArticles: z.boolean(),
});
export type CloneBasketRequest = z.input<typeof cloneBasketRequestSchema>;

/** POST /api/accounts/{customerNumberSuffix}/basket/actions. Answer: importAnswerSchema. */
export const basketActionRequestSchema = z.strictObject({
  action: z.literal('importPreparedArticles'),
  link: oneLineText(200).min(1),
});
export type BasketActionRequest = z.input<typeof basketActionRequestSchema>;

// --- GET /intern/orders (repeat-order dialog) ----------------------------------------------

export const ORDERS_PAGE_SIZE_MAX = 100;

export const accountOrdersQuerySchema = z.strictObject({
  /** 0-based */
  page: digitsSchema(6).default(0),
  size: digitsSchema(3).pipe(z.number().int().min(1).max(ORDERS_PAGE_SIZE_MAX)).default(10),
  /** Language of the article names; the account's language when left out. */
  language: languageSchema.optional(),
});
export type AccountOrdersQuery = z.input<typeof accountOrdersQuerySchema>;

export const accountOrderSchema = z.object({
  orderNumber: z.string(),
  /** ISO date-time of the order */
  date: z.string(),
  total: z.number().int(),
  currency: currencySchema,
  items: z.array(
    z.object({
      articleNumber: z.string(),
      name: z.string(),
      /** unit price */
      price: z.number().int(),
      quantity: z.number().int(),
      /** discount in minor units on the line */
      discount: z.number().int(),
    }),
  ),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/** Newest first. */
export const accountOrdersAnswerSchema = z.object({
  orders: z.array(accountOrderSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AccountOrdersAnswer = z.infer<typeof accountOrdersAnswerSchema>;

/** The orders of an account whose settings.showPrices is off: no totals, prices or discounts. */
export const accountOrdersWithoutPricesSchema = accountOrdersAnswerSchema.extend({
  orders: z.array(
    accountOrderSchema.omit({ total: true }).extend({
      items: z.array(accountOrderSchema.shape.items.element.omit({ price: true, discount: true })),
    }),
  ),
  pricesHidden: z.literal(true),
});
export type AccountOrdersWithoutPrices = z.infer<typeof accountOrdersWithoutPricesSchema>;

/** GET /intern/orders answers either form; `pricesHidden` tells them apart. */
export const accountOrdersResponseSchema = z.union([
  accountOrdersWithoutPricesSchema,
  accountOrdersAnswerSchema,
]);
export type AccountOrdersResponse = z.infer<typeof accountOrdersResponseSchema>;
