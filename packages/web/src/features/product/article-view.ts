import type { ArticleDetail, PriceSystem } from '@shop/domain/api/article.ts';
import { formatDecimal } from '@shop/domain/rules/decimal-text.ts';
import type { Language } from '@shop/domain/shops.ts';

/** Pure helpers of the article detail page: which variant, state and price it shows. */

export type Variant = ArticleDetail['variants'][number];
export type StateInformation = ArticleDetail['stateInformation'][number];

/**
 * Article numbers longer than this are shown in a smaller font
 * (docs/product/catalog.md#cat-long-number).
 */
export const LONG_ARTICLE_NUMBER = 17;
/** More thumbnails than this change the gallery layout (docs/product/catalog.md#cat-lightbox). */
export const MANY_THUMBNAILS = 7;

export function isLongArticleNumber(articleNumber: string): boolean {
  return articleNumber.length > LONG_ARTICLE_NUMBER;
}

export function sortedVariants(article: ArticleDetail): Variant[] {
  return [...article.variants].sort((a, b) => a.order - b.order);
}

/**
 * The article number shown first: the server's initial variant
 * (docs/product/catalog.md#cat-initial-variant), else the first variant, else the article itself.
 */
export function initialSelection(article: ArticleDetail): string {
  const variants = sortedVariants(article);
  const initial = article.initialVariant;
  if (initial !== null && variants.some((variant) => variant.articleNumber === initial)) {
    return initial;
  }
  return variants[0]?.articleNumber ?? article.articleNumber;
}

export function stateOf(article: ArticleDetail, selected: string): StateInformation | null {
  return (
    article.stateInformation.find((info) => info.articleNumber === selected) ??
    article.stateInformation[0] ??
    null
  );
}

/** The prices of the selected variant, else those of the article; none for visitors. */
export function priceSystemOf(article: ArticleDetail, selected: string): PriceSystem | null {
  return article.variantPriceSystems?.[selected] ?? article.priceSystem ?? null;
}

export interface PriceTier {
  amount: number;
  price: number;
  rebate: number;
}

/** The price list per quantity, smallest quantity first. */
export function priceTiers(system: PriceSystem): PriceTier[] {
  return [...system.priceList].sort((a, b) => a.amount - b.amount);
}

/** Weight in grams as kg from 1000 g on. */
export function formatWeight(grams: number, language: Language): string {
  if (grams >= 1000) return `${formatDecimal(grams / 1000, language, 2)} kg`;
  return `${formatDecimal(grams, language)} g`;
}
