import type { Currency } from '@shop/domain/shops.ts';
import {
  caseUnitPrice,
  quantityFieldTiers,
  type PriceData,
  type QuantityFieldTier,
} from '@shop/domain/rules/pricing.ts';

/** What an article card of a list shows of its price (docs/product/catalog.md#cat-basket-entry). */
export interface ListPrices {
  price: number;
  currency: Currency;
  priceTiers?: QuantityFieldTier[];
}

/**
 * A card's piece price for one case and its quantity field's tiers, from the same price data
 * (docs/decisions/022-one-customer-price.md): the start page's tiles and the article page's
 * related articles.
 */
export function listPrices(
  prices: PriceData,
  row: { caseQuantity: number; state: string },
  currency: string,
): ListPrices {
  const preorder = row.state === 'preorder';
  const priceTiers = quantityFieldTiers(prices, row.caseQuantity, preorder);
  return {
    price: caseUnitPrice(prices, row.caseQuantity, preorder),
    currency: currency === 'GBP' ? 'GBP' : 'EUR',
    ...(priceTiers ? { priceTiers } : {}),
  };
}
