/**
 * The one rule for what a customer pays for an article (docs/decisions/022-one-customer-price.md):
 * lists, gallery, article page, price filter and sorts, basket, order, mail and CSV exports
 * all take their amounts from here. Money is integer minor units; quantities are units.
 * The rebates are per article and currency (article_prices), not per customer, so one
 * price per currency is the price every customer of that currency pays.
 */
import { casesFromUnits, countsInCases, unitsFromCases } from './quantity.ts';

export interface PriceData {
  /** List price of one unit. */
  singlePrice: number;
  /** Article rebate in whole percent. */
  rebate: number;
  /** Extra rebate in whole percent on pre-orders. */
  preorderRebate: number;
  /** Case-quantity price tiers: from `amount` units on, one unit costs `price` (before rebates). */
  tiers: readonly { amount: number; price: number }[];
}

const percentOff = (minor: number, percent: number) =>
  percent > 0 ? Math.floor((minor * (100 - percent) + 50) / 100) : minor;

/**
 * The price of one unit when `units` are ordered: the tier with the highest amount not above
 * the quantity (else the list price), less the article rebate, less the pre-order rebate
 * for pre-orders. Each percentage is rounded half up to the minor unit.
 */
export function unitPrice(prices: PriceData, units: number, preorder: boolean): number {
  let base = prices.singlePrice;
  let best = 0;
  for (const tier of prices.tiers) {
    if (tier.amount <= units && tier.amount > best) {
      best = tier.amount;
      base = tier.price;
    }
  }
  const afterRebate = percentOff(base, prices.rebate);
  return preorder ? percentOff(afterRebate, prices.preorderRebate) : afterRebate;
}

/**
 * The price of one unit in the smallest order, one case: what lists, the gallery, the
 * article page headline, the price filter and the price sorts show and compare.
 */
export function caseUnitPrice(prices: PriceData, caseQuantity: number, preorder: boolean): number {
  return unitPrice(prices, unitsFromCases(1, caseQuantity), preorder);
}

/**
 * The article page's price table: per tier the unit price the customer pays from that amount
 * on, after the rebates, so its first row equals the headline (caseUnitPrice).
 */
export function customerTiers<T extends { amount: number }>(
  prices: PriceData,
  tiers: readonly T[],
  preorder: boolean,
): (T & { price: number })[] {
  return [...tiers]
    .sort((a, b) => a.amount - b.amount)
    .map((tier) => ({ ...tier, price: unitPrice(prices, tier.amount, preorder) }));
}

/** A price tier as a quantity field offers it: from `amount` units on, one unit costs `price`. */
export interface QuantityFieldTier {
  amount: number;
  price: number;
}

/**
 * The tiers a quantity field of a list or a basket line offers: the article page's table
 * (customerTiers, so every screen shows the same figures), or undefined when the field would
 * offer fewer than two choices, counted as the field counts (tiers that round up to the same
 * number of cases are one choice), so answers stay small
 * (docs/decisions/098-scroll-memory-and-price-tier-list.md).
 */
export function quantityFieldTiers(
  prices: PriceData,
  caseQuantity: number,
  preorder: boolean,
): QuantityFieldTier[] | undefined {
  const choices = new Set(
    prices.tiers.map((tier) =>
      countsInCases(caseQuantity) ? casesFromUnits(tier.amount, caseQuantity) : tier.amount,
    ),
  );
  if (choices.size < 2) return undefined;
  return customerTiers(prices, prices.tiers, preorder).map(({ amount, price }) => ({
    amount,
    price,
  }));
}
