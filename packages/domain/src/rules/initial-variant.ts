/**
 * Which variant the article detail page opens with (docs/product/catalog.md#cat-initial-variant).
 */

export interface VariantCandidate {
  articleNumber: string;
  /** The variant's label, e.g. a size such as 'L'. */
  value: string;
  /** Display position; "first" means lowest order. */
  order: number;
  hasStock: boolean;
  /** Unit price in minor units; null when prices are hidden (visitors). */
  price: number | null;
}

export interface InitialVariant {
  variant: VariantCandidate;
  /** True when the variant won by being cheaper than the base price. */
  hotDeal: boolean;
}

const PREFERRED_SIZE = 'L';

/**
 * The initial variant, or null when there are none.
 *
 * A variant priced below the base price wins (the cheapest one) and is marked hot deal.
 * Otherwise: size L when it has stock or when nothing has stock, else the first variant
 * with stock, else the first. When several variants share the lowest price, the same
 * stock-and-size rule picks among them, so a cheap variant in stock beats one that is not.
 * Without a base price or variant prices (visitors) there is no hot-deal rule.
 */
export function initialVariant(
  variants: readonly VariantCandidate[],
  basePrice: number | null,
): InitialVariant | null {
  // Sorting a copy by order; Array.prototype.sort is stable, so equal orders keep input order.
  const sorted = [...variants].sort((a, b) => a.order - b.order);
  if (sorted.length === 0) return null;

  if (basePrice !== null) {
    const cheaper = sorted.filter((v) => v.price !== null && v.price < basePrice);
    if (cheaper.length > 0) {
      const lowest = Math.min(...cheaper.map((v) => v.price!));
      return {
        variant: pickByStockAndSize(cheaper.filter((v) => v.price === lowest)),
        hotDeal: true,
      };
    }
  }
  return { variant: pickByStockAndSize(sorted), hotDeal: false };
}

/** The stock-and-size rule on a non-empty list already in display order. */
function pickByStockAndSize(sorted: readonly VariantCandidate[]): VariantCandidate {
  const sizeL = sorted.find((v) => v.value.trim().toUpperCase() === PREFERRED_SIZE);
  const firstInStock = sorted.find((v) => v.hasStock);
  if (sizeL && (sizeL.hasStock || !firstInStock)) return sizeL;
  return firstInStock ?? sorted[0]!;
}
