/**
 * Hot deals, close-outs and damaged-packaging articles (docs/product/catalog.md#cat-special-types).
 */

/** Categorisation code that marks a hot deal. */
export const HOT_DEAL = 34371;
/** Categorisation code that marks a close-out. */
export const CLOSE_OUT = 34381;

export interface SpecialFlags {
  hotDeal: boolean;
  closeOut: boolean;
}

/**
 * The special-offer flags of an article. A campaign price takes precedence, so an article
 * in a campaign carries neither flag. Both flags may be set together: the spec does not
 * make them exclusive, and the data decides.
 */
export function specialFlags(article: {
  categorisation: readonly number[];
  campaignApplies: boolean;
}): SpecialFlags {
  if (article.campaignApplies) return { hotDeal: false, closeOut: false };
  return {
    hotDeal: article.categorisation.includes(HOT_DEAL),
    closeOut: article.categorisation.includes(CLOSE_OUT),
  };
}

export type PackagingDamage = 'damaged' | 'heavilyDamaged';

/**
 * The packaging damage an article number announces: the suffix 1DAP is damaged packaging,
 * 2DAP heavily damaged. Case-insensitive because article numbers reach us in lower case
 * from URLs and the last-viewed list (docs/product/catalog.md#cat-last-viewed).
 */
export function packagingDamage(articleNumber: string): PackagingDamage | null {
  const upper = articleNumber.toUpperCase();
  if (upper.endsWith('1DAP')) return 'damaged';
  if (upper.endsWith('2DAP')) return 'heavilyDamaged';
  return null;
}
