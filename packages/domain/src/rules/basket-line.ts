/**
 * Basket lines: how much can be ordered, the line flags of docs/product/basket.md#basket-line-flags
 * and the totals of a currency list (net, VAT split, shipping); the unit price is pricing.ts's.
 * Quantities here are units; money is integer minor units.
 */
import { MAX_QUANTITY, unitsFromCases } from './quantity.ts';
import { splitVat, vatAmount, vatClass } from './money.ts';
import { SHIPPING_COUNTRIES, shippingFee, shippingTier, type ShippingCountry } from './shipping.ts';
import type { ShopCode } from '../shops.ts';

/**
 * States whose articles are ordered ahead of the goods: they have no stock yet, so an order
 * takes no stock and the line is delivered on arrival. Every other state sells from stock.
 */
export const BACKORDER_STATES = ['preorder', 'inTake', 'inStockOverdue'] as const;

export function sellsFromStock(state: string): boolean {
  return !(BACKORDER_STATES as readonly string[]).includes(state);
}

export interface StockArticle {
  state: string;
  stockQuantity: number;
  /** Most units one order may hold, or null for no limit. */
  maxQty: number | null;
}

/** Units that can be ordered now: 0 when sold out; stock for stock articles; capped by maxQty. */
export function availableUnits(article: StockArticle): number {
  if (article.state === 'soldOut') return 0;
  const limit = article.maxQty !== null && article.maxQty > 0 ? article.maxQty : MAX_QUANTITY;
  const stock = sellsFromStock(article.state) ? Math.max(0, article.stockQuantity) : MAX_QUANTITY;
  return Math.min(stock, limit);
}

export interface LineFlags {
  soldOut: boolean;
  noStock: boolean;
  noQty: boolean;
  oldPrice: boolean;
  oldQty: boolean;
}

/**
 * The flags of a line. soldOut: the article is sold out. noStock: a stock article has none
 * left. noQty: there is some, but less than the line holds (or the line exceeds maxQty).
 * The three are exclusive, in that order. oldPrice: the unit price differs from the price
 * when it was added. oldQty: the case quantity changed since it was added, so the line's
 * units no longer count the cases the customer chose.
 */
export function lineFlags(input: {
  article: StockArticle & { caseQuantity: number };
  units: number;
  price: number;
  priceAtAdd: number;
  caseQuantityAtAdd: number;
}): LineFlags {
  const { article } = input;
  const soldOut = article.state === 'soldOut';
  const noStock = !soldOut && sellsFromStock(article.state) && article.stockQuantity <= 0;
  const noQty = !soldOut && !noStock && input.units > availableUnits(article);
  return {
    soldOut,
    noStock,
    noQty,
    oldPrice: input.price !== input.priceAtAdd,
    oldQty: input.caseQuantityAtAdd !== article.caseQuantity,
  };
}

/** Sold out, no stock and no quantity block ordering; old price and old quantity only warn. */
export function isBlocking(flags: LineFlags): boolean {
  return flags.soldOut || flags.noStock || flags.noQty;
}

export type AddDecision =
  | { add: true; units: number; reduced: boolean; availableCases: number }
  | { add: false; availableCases: number };

/**
 * What an add puts in the line. The request counts cases when the case quantity is above 1.
 * The line holds what it held plus the request (or just the request with `replace`), lowered
 * to the whole cases available; nothing is added when not one case is available.
 */
export function decideAdd(input: {
  requested: number;
  caseQuantity: number;
  currentUnits: number;
  replace: boolean;
  available: number;
}): AddDecision {
  const perCase = input.caseQuantity > 1 ? input.caseQuantity : 1;
  const wanted =
    unitsFromCases(input.requested, perCase) + (input.replace ? 0 : input.currentUnits);
  const availableCases = Math.floor(Math.min(input.available, MAX_QUANTITY) / perCase);
  if (availableCases === 0) return { add: false, availableCases };
  const cap = Math.min(availableCases * perCase, MAX_QUANTITY);
  if (wanted <= cap) return { add: true, units: wanted, reduced: false, availableCases };
  return { add: true, units: cap, reduced: true, availableCases };
}

export interface TotalsLine {
  lineTotal: number;
  taxRate: number;
}

export interface BasketTotals {
  net: number;
  shipping: number;
  freeShippingFrom: number;
  shippingFee: number;
  vatNormal: number;
  vatReduced: number;
  total: number;
}

/**
 * Whether an account's orders carry German VAT: not for tax-free accounts
 * (docs/product/basket.md#basket-tax-free) and not for the UK shop, whose deliveries are exports
 * (zero-rated; import VAT is due in the UK), as the demo order history also has it (decision 012).
 */
export function paysVat(account: { taxFree: boolean; shop: ShopCode }): boolean {
  return !account.taxFree && account.shop !== 'uk';
}

/**
 * Net, shipping, VAT and total of one currency list. Shipping is free from the threshold of
 * the shop and country on the net goods total. Shipping carries VAT at the highest rate of the
 * goods (the main service follows the main goods), and counts in that rate's class. Without
 * VAT (`vat: false`, see paysVat) both VAT sums are 0. A dropshipping order ships by parcel
 * instead: `dropshipping` gives that net cost and its VAT (19 percent, a normal rate).
 */
export function basketTotals(
  lines: readonly TotalsLine[],
  options: {
    shop: ShopCode;
    country: string;
    vat: boolean;
    dropshipping?: { netMinor: number; vatMinor: number };
    /** the shop's stored shipping table (default: the one the shop started with) */
    shippingCountries?: readonly ShippingCountry[];
  },
): BasketTotals {
  const countries = options.shippingCountries ?? SHIPPING_COUNTRIES;
  const tier = shippingTier(options.shop, options.country, countries);
  const net = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  let shipping: number;
  if (options.dropshipping) shipping = options.dropshipping.netMinor;
  else
    shipping = lines.length === 0 ? 0 : shippingFee(options.shop, options.country, net, countries);
  let vatNormal = 0;
  let vatReduced = 0;
  if (options.vat && lines.length > 0) {
    const split = splitVat(
      lines.map((line) => ({ netMinor: line.lineTotal, ratePercent: line.taxRate })),
    );
    vatNormal = split.normal.vatMinor;
    vatReduced = split.reduced.vatMinor;
    if (options.dropshipping) {
      vatNormal += options.dropshipping.vatMinor;
    } else {
      const shippingRate = Math.max(...lines.map((line) => line.taxRate));
      const shippingVat = vatAmount(shipping, shippingRate);
      if (vatClass(shippingRate) === 'normal') vatNormal += shippingVat;
      else vatReduced += shippingVat;
    }
  }
  return {
    net,
    shipping,
    freeShippingFrom: tier.freeFrom,
    shippingFee: tier.fee,
    vatNormal,
    vatReduced,
    total: net + shipping + vatNormal + vatReduced,
  };
}

/**
 * Whether a basket line's price configuration can be right: a whole case quantity of at least
 * one and, where the account sees prices, a unit price not below zero and a line total of unit
 * price times units. A line that breaks it is still shown (as pieces); the browser reports it
 * for the server log (docs/decisions/100-client-error-reports.md).
 */
export function isPriceConfigValid(line: {
  caseQuantity: number;
  quantity: number;
  price?: number;
  lineTotal?: number;
}): boolean {
  if (!Number.isInteger(line.caseQuantity) || line.caseQuantity < 1) return false;
  if (line.price === undefined || line.lineTotal === undefined) return true;
  return line.price >= 0 && line.lineTotal === line.price * line.quantity;
}
