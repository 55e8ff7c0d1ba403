/**
 * Why the quick order cannot put an article it looked up into the basket
 * (docs/product/basket.md#basket-quick-order). A module of its own: the look-up's contract lists
 * them, and importing the rule that decides them would tie the basket rules into the contract's
 * chunk.
 */
export const LOOKUP_REFUSALS = ['basketBlocked', 'soldOut', 'noStock', 'noPrice'] as const;
export type LookupRefusal = (typeof LOOKUP_REFUSALS)[number];
