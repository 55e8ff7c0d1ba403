import type { FeedPrice } from '../api/feeds.ts';

/**
 * What a product feed says of an article (docs/decisions/130-product-feeds.md): the price the
 * retailer chose to carry, and the availability in Google Merchant Center's words.
 */

/**
 * The price a feed carries, in minor units: what the retailer pays for one unit of one case
 * (caseUnitPrice), the recommended retail price, or the purchase price plus a markup in whole
 * percent, rounded half up. Null when the chosen price is not there (no evp, no price).
 */
export function feedPrice(
  choice: FeedPrice,
  purchase: number | null,
  retail: number | null,
): number | null {
  if (choice.kind === 'retail') return retail;
  if (purchase === null) return null;
  if (choice.kind === 'purchase') return purchase;
  return Math.floor((purchase * (100 + choice.percent) + 50) / 100);
}

export const FEED_AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const;
export type FeedAvailability = (typeof FEED_AVAILABILITIES)[number];

/**
 * An article's availability as a shopping feed names it: a pre-order is `preorder`, an article
 * on its way in (`inTake`) or an overdue one is `backorder`, an article with stock `in_stock`,
 * anything else (an inquiry, no stock) `out_of_stock`.
 */
export function feedAvailability(state: string, stockQuantity: number): FeedAvailability {
  if (state === 'preorder') return 'preorder';
  if (state === 'inTake' || state === 'inStockOverdue') return 'backorder';
  if (stockQuantity > 0 && state !== 'inquiry') return 'in_stock';
  return 'out_of_stock';
}

/** A price as Google Merchant Center reads it: "12.34 EUR" (a point, the minor unit's digits). */
export function googlePrice(minor: number, currency: string, digits: number): string {
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const amount = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return `${minor < 0 ? '-' : ''}${amount} ${currency}`;
}
