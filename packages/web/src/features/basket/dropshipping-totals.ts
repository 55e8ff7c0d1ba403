import type {
  BasketCurrencyList,
  BasketDropshipping,
  BasketTotals,
} from '@shop/domain/api/basket.ts';
import { splitVat } from '@shop/domain/rules/money.ts';

export type DropshippingShippingCost = NonNullable<BasketDropshipping['shippingCost']>;

/**
 * The totals of a list as a dropshipping order charges them (the server's order placement,
 * decision 012): the parcel cost replaces the shipping fee, its VAT (19 percent) counts in
 * the normal class, and the goods VAT is the goods' own, without the VAT the normal fee
 * carried. The basket's totals were computed with the normal fee, so the goods VAT is taken
 * again from the lines, per rate and rounded once per rate, as the server does.
 *
 * The server charges VAT on a list (not tax free, not the UK shop) exactly when its totals
 * hold any: with none, the goods VAT is 0 either way. The parcel cost's VAT is already 0
 * where no VAT is charged.
 */
export function dropshippingTotals(
  list: BasketCurrencyList,
  cost: DropshippingShippingCost,
): BasketTotals {
  const { totals } = list;
  const charged = totals.vatNormal + totals.vatReduced > 0;
  const goods = splitVat(
    list.articles.flatMap((article) =>
      article.variants.map((line) => ({ netMinor: line.lineTotal, ratePercent: line.taxRate })),
    ),
  );
  const vatNormal = (charged ? goods.normal.vatMinor : 0) + cost.vat;
  const vatReduced = charged ? goods.reduced.vatMinor : 0;
  return {
    ...totals,
    shipping: cost.net,
    vatNormal,
    vatReduced,
    total: totals.net + cost.net + vatNormal + vatReduced,
  };
}
