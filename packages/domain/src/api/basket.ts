import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';
import { quantitySchema } from '../rules/quantity.ts';
import { languageSchema } from './shell.ts';
import { multiLineText, oneLineText } from './text.ts';
import { priceTiersSchema } from './price-tiers.ts';

/**
 * Contracts of the basket itself: its view, adding and removing lines, clearing it, its notice
 * and reference (docs/product/basket.md#basket-fields). Ordering it is `./orders.ts`, saved baskets
 * `./saved-baskets.ts`, the import, prepared basket and clone `./basket-imports.ts`. Every call
 * needs a logged-in customer (401 otherwise). Money is integer minor units of `currency`.
 *
 * Quantities: the basket stores units. Where an article comes in cases (caseQuantity > 1)
 * the screens count in cases, so `PUT /basket/add` takes cases for such articles and every
 * basket line gives both `quantity` (units) and `cases`.
 */

const currencySchema = z.enum(CURRENCIES);

/** Article numbers and EANs. */
export const basketArticleNumberSchema = oneLineText(40).min(1);
export const eventTrackingIdSchema = oneLineText(100);

export const MAX_NOTICE_LENGTH = 1000;
export const MAX_REFERENCE_LENGTH = 100;

// --- GET /intern/basket ------------------------------------------------------------------

export const basketQuerySchema = z.strictObject({
  eventTrackingId: eventTrackingIdSchema.optional(),
  /** Language of the article names; the account's language when left out. */
  language: languageSchema.optional(),
});
export type BasketQuery = z.input<typeof basketQuerySchema>;

/**
 * One basket line: an article number as ordered, with the flags of
 * docs/product/basket.md#basket-line-flags.
 */
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
  /** The tiers of the line's quantity field, only when it offers two or more. */
  priceTiers: priceTiersSchema.optional(),
  /** The unit price when the article was added; only when it differs from price (oldPrice). */
  previousPrice: z.number().int().optional(),
  taxRate: z.number(),
  image: z.string(),
  names: z.object({ name: z.string() }),
  /** The arrival date, else the pre-order date (kind says which), shown in the one date form. */
  eta: z.object({ date: z.string().nullable(), kind: z.enum(['eta', 'preorder']) }),
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
  /**
   * Enabled and every rule of docs/product/basket.md#basket-dropship-possible holds for the current
   * lines.
   */
  possible: z.boolean(),
  problems: z.array(dropshippingProblemSchema),
  /**
   * Parcel-based shipping cost (docs/product/basket.md#basket-parcel-cost), when possible and the
   * basket is not empty.
   */
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
 * The basket of an account whose settings.showPrices is off
 * (docs/product/identity.md#auth-show-prices: prices are hidden when the show-prices setting is
 * false): the same answer without any price, total or shipping amount. Flags and counts stay;
 * ordering works as usual.
 */
export const basketVariantWithoutPricesSchema = basketVariantSchema.omit({
  price: true,
  lineTotal: true,
  previousPrice: true,
  priceTiers: true,
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
 * The answer for an account whose settings.showPrices is off
 * (docs/product/identity.md#auth-show-prices, decision 012): every amount removed, lines, flags and
 * counts kept.
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
            ({
              price: _price,
              lineTotal: _total,
              previousPrice: _was,
              priceTiers: _tiers,
              ...variant
            }) => variant,
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
  quantity: quantitySchema,
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

// --- PUT /basket/addLines (docs/product/catalog.md#cat-variant-grid) -----------------------

/** The most lines one multi-line add takes: more than any article has variants. */
export const MAX_ADD_LINES = 50;

/**
 * Several articles in one step, all or nothing (decision 121): each quantity counts cases when
 * its article comes in cases; an article number may appear once.
 */
export const addLinesRequestSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ articleNumber: basketArticleNumberSchema, quantity: quantitySchema }))
    .min(1)
    .max(MAX_ADD_LINES)
    .refine(
      (lines) =>
        new Set(lines.map((line) => line.articleNumber.trim().toUpperCase())).size === lines.length,
      { message: 'Each article number may appear once' },
    ),
  eventTrackingId: eventTrackingIdSchema.optional(),
});
export type AddLinesRequest = z.input<typeof addLinesRequestSchema>;

/** Every line went in whole: each line's quantity afterwards, in the unit of the request. */
export const addLinesAnswerSchema = z.object({
  success: z.literal(true),
  lines: z.array(z.object({ articleNumber: z.string(), quantity: z.number().int() })),
});
export type AddLinesAnswer = z.infer<typeof addLinesAnswerSchema>;

/**
 * Why a line of a refused multi-line add (409 BASKET_LINES_NOT_ADDABLE) could not go in whole;
 * `availableQty` is what could, in the unit of the request. The refusal's details list them.
 */
export const NOT_ADDABLE_LINE_REASONS = ['notFound', 'soldOut', 'noPrice', 'maxQty'] as const;
export const notAddableLineSchema = z.object({
  articleNumber: z.string(),
  reason: z.enum(NOT_ADDABLE_LINE_REASONS),
  availableQty: z.number().int(),
});
export type NotAddableLine = z.infer<typeof notAddableLineSchema>;

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
