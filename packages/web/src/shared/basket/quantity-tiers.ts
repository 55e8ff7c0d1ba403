import type { MoneyCurrency } from '@shop/domain/rules/money.ts';
import { casesFromUnits, countsInCases } from '@shop/domain/rules/quantity.ts';

/**
 * The choices of the price list under a quantity field: one per price tier, counted as the
 * field counts (cases when the article comes in cases of more than one), five to a page
 * (docs/decisions/098-scroll-memory-and-price-tier-list.md).
 */

export const TIERS_PER_PAGE = 5;
/** The list stays this long after the field loses focus, so a click on it still lands. */
export const HIDE_AFTER_BLUR_MS = 200;

export interface PriceTierEntry {
  /** from this many units on */
  amount: number;
  /** the unit price the customer pays from there on, in minor units, as the server answered it */
  price: number;
}

/** The article's price tiers, given only where the customer sees prices. */
export interface QuantityPriceTiers {
  tiers: readonly PriceTierEntry[];
  currency: MoneyCurrency;
}

export interface TierChoice {
  /** what choosing it puts in the field: cases or pieces, as the field counts */
  quantity: number;
  price: number;
}

/**
 * The tiers as choices of the field, smallest first. Tiers that round up to the same number of
 * cases count once, with the price of the largest of them: the one those cases reach.
 */
export function tierChoices(tiers: readonly PriceTierEntry[], caseQuantity: number): TierChoice[] {
  const inCases = countsInCases(caseQuantity);
  const choices = new Map<number, TierChoice>();
  for (const tier of [...tiers].sort((a, b) => a.amount - b.amount)) {
    const quantity = Math.max(1, inCases ? casesFromUnits(tier.amount, caseQuantity) : tier.amount);
    choices.set(quantity, { quantity, price: tier.price });
  }
  return [...choices.values()];
}

/** The choice whose tier applies to `quantity` (the highest not above it); -1 below them all. */
export function tierOf(choices: readonly TierChoice[], quantity: number): number {
  let found = -1;
  choices.forEach((choice, index) => {
    if (choice.quantity <= quantity) found = index;
  });
  return found;
}

/** The first choice of the page of five that holds `index`. */
export function pageStart(index: number): number {
  return Math.floor(Math.max(0, index) / TIERS_PER_PAGE) * TIERS_PER_PAGE;
}

export type TierKey = 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp';

export function isTierKey(key: string): key is TierKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'PageDown' || key === 'PageUp';
}

/**
 * The choice a key moves to. Before any is active the arrows start from the field's value
 * (down: the next larger tier, up: the next smaller one) and the page keys from its tier.
 */
export function moveActive(
  choices: readonly TierChoice[],
  quantity: number,
  active: number | null,
  key: TierKey,
): number {
  const last = choices.length - 1;
  if (active === null) {
    if (key === 'ArrowDown') {
      const larger = choices.findIndex((choice) => choice.quantity > quantity);
      return larger === -1 ? last : larger;
    }
    if (key === 'ArrowUp') return Math.max(0, tierOf(choices, quantity - 1));
  }
  const from = active ?? Math.max(0, tierOf(choices, quantity));
  const step = { ArrowDown: 1, ArrowUp: -1, PageDown: TIERS_PER_PAGE, PageUp: -TIERS_PER_PAGE }[
    key
  ];
  return Math.min(last, Math.max(0, from + step));
}
