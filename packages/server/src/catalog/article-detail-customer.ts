import type { ArticleDetail, PriceSystem } from '@shop/domain/api/article.ts';
import { caseUnitPrice, customerTiers, type PriceData } from '@shop/domain/rules/pricing.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import {
  countBackOrders,
  findLastPurchases,
  findPriceSettings,
  type findPrices,
  type findPriceTiers,
  type ArticleRow,
} from './article-detail.repository.ts';

/**
 * What the article answer holds for a logged-in customer only
 * (docs/product/catalog.md#cat-article-fields): the currency and evp setting prices are shown
 * with, each row's prices and tiers as the basket charges them, and the customer's own history
 * with the article. A visitor's answer is the rest of article-detail.service.ts.
 */

const MAX_LAST_PURCHASES = 10;

export interface PriceView {
  currency: 'EUR' | 'GBP';
  hideEvp: boolean;
}

/** The currency and evp setting a customer sees prices with, or null for no prices. */
export async function priceView(db: DbOrTx, customer: Customer | null): Promise<PriceView | null> {
  if (!customer) return null;
  const settings = await findPriceSettings(db, customer.accountId);
  if (!settings || settings.showPrices !== 1) return null;
  return {
    currency: settings.currency === 'GBP' ? 'GBP' : 'EUR',
    hideEvp: settings.hideEvp === 1,
  };
}

type Prices = Awaited<ReturnType<typeof findPrices>>;
type Tiers = Awaited<ReturnType<typeof findPriceTiers>>;

/** The stored price of one row in the customer's currency. */
export const priceOf = (prices: Prices, row: ArticleRow) =>
  prices.find((p) => p.articleId === row.id);

/** The prices of one row as the customer pays them; undefined without prices or a price. */
export function priceSystemOf(
  row: ArticleRow,
  view: PriceView | null,
  { prices, tiers }: { prices: Prices; tiers: Tiers },
): PriceSystem | undefined {
  if (!view) return undefined;
  const price = priceOf(prices, row);
  if (!price) return undefined;
  const rowTiers = tiers
    .filter((tier) => tier.articleId === row.id)
    .map((tier) => ({ amount: tier.amount, price: tier.price, rebate: tier.rebate }));
  const data: PriceData = { ...price, tiers: rowTiers };
  const preorder = row.state === 'preorder';
  // the headline and the table are what the basket charges (docs/decisions/022-one-customer-price.md)
  return {
    price: caseUnitPrice(data, row.caseQuantity, preorder),
    singlePrice: price.singlePrice,
    rebate: price.rebate,
    preorderRebate: price.preorderRebate,
    caseQuantity: row.caseQuantity,
    priceList: customerTiers(data, rowTiers, preorder),
    currency: view.currency,
    ...(price.oldPrice !== null ? { previousPrice: price.oldPrice } : {}),
    type: price.priceType,
  };
}

/** The customer's own history with the article: last purchases and open back orders. */
export async function addCustomerHistory(
  db: DbOrTx,
  article: ArticleDetail,
  customer: Customer,
  allNumbers: string[],
): Promise<void> {
  const [purchases, backOrderCount] = await Promise.all([
    findLastPurchases(db, customer.accountId, allNumbers, MAX_LAST_PURCHASES),
    countBackOrders(db, customer.accountId, allNumbers),
  ]);
  article.lastPurchases = purchases.map((p) => ({
    orderNumber: p.orderNumber,
    date: p.createdAt,
    quantity: p.quantity,
  }));
  article.backOrderCount = backOrderCount;
}
