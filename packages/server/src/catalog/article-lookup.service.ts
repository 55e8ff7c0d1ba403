import type {
  ArticleLookupAnswer,
  ArticleLookupRequest,
  LookupArticle,
} from '@shop/domain/api/article-lookup.ts';
import { maxQtyInForce } from '@shop/domain/rules/article-dates.ts';
import { articleImagePath } from '@shop/domain/rules/article-picture-path.ts';
import { looksLikeEan } from '@shop/domain/rules/basket-import.ts';
import { caseUnitPrice, quantityFieldTiers, type PriceData } from '@shop/domain/rules/pricing.ts';
import { lookupRefusal } from '@shop/domain/rules/quick-order.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { findPrices, findPriceTiers } from './article-detail.repository.ts';
import { findLookupAccount, findLookupRows, type LookupRow } from './article-lookup.repository.ts';

type Prices = Awaited<ReturnType<typeof findPrices>>;
type Tiers = Awaited<ReturnType<typeof findPriceTiers>>;

/**
 * The article a code names (docs/decisions/119-quick-order-lookup.md): the article of that
 * number in any case, else, when the code looks like an EAN, the first article by number with
 * that EAN (the undamaged one of damaged-packaging copies), as the basket import reads codes.
 */
function articleOf(code: string, rows: readonly LookupRow[]): LookupRow | undefined {
  const upper = code.toUpperCase();
  return (
    rows.find((row) => row.articleNumber === upper) ??
    (looksLikeEan(code) ? rows.find((row) => row.barcode === code) : undefined)
  );
}

/** The price data of one row in the account's currency, or undefined without a price. */
function priceDataOf(row: LookupRow, prices: Prices, tiers: Tiers): PriceData | undefined {
  const price = prices.find((entry) => entry.articleId === row.id);
  if (!price) return undefined;
  return { ...price, tiers: tiers.filter((tier) => tier.articleId === row.id) };
}

/**
 * POST /api/articles/lookup: per code the article it names, with the customer's price of one
 * case (pricing.ts, the price every list shows) when the account sees prices, and why it cannot
 * be ordered now (quick-order.ts), or null for a code that names no article.
 */
export async function lookUpArticles(
  db: DbOrTx,
  customer: Customer,
  request: ArticleLookupRequest,
  now = new Date().toISOString(),
): Promise<ArticleLookupAnswer> {
  const codes = request.codes;
  const account = await findLookupAccount(db, customer.accountId);
  const rows = await findLookupRows(
    db,
    [...new Set(codes.map((code) => code.toUpperCase()))],
    [...new Set(codes.filter(looksLikeEan))],
    request.language,
  );
  const ids = rows.map((row) => row.id);
  const [prices, tiers] = await Promise.all([
    findPrices(db, ids, account.currency),
    findPriceTiers(db, ids, account.currency),
  ]);
  const currency = account.currency === 'GBP' ? 'GBP' : 'EUR';
  const toArticle = (row: LookupRow): LookupArticle => {
    const priceData = priceDataOf(row, prices, tiers);
    const preorder = row.state === 'preorder';
    const priceTiers =
      priceData && account.showPrices === 1
        ? quantityFieldTiers(priceData, row.caseQuantity, preorder)
        : undefined;
    return {
      articleNumber: row.articleNumber,
      barcode: row.barcode,
      name: row.name ?? row.fallbackName ?? row.articleNumber,
      image: row.image ?? articleImagePath(row.articleNumber),
      state: row.state,
      caseQuantity: row.caseQuantity,
      releaseDate: row.releaseDate,
      preorderDate: row.preorderDate,
      etaDate: row.etaDate,
      ...(priceData && account.showPrices === 1
        ? { price: caseUnitPrice(priceData, row.caseQuantity, preorder), currency }
        : {}),
      ...(priceTiers ? { priceTiers } : {}),
      refusal: lookupRefusal({
        article: { ...row, maxQty: maxQtyInForce(row, now) },
        hasPrice: priceData !== undefined,
        basketBlocked: account.blockBasket === 1,
      }),
    };
  };
  return {
    results: codes.map((code) => {
      const row = articleOf(code, rows);
      return { code, article: row ? toArticle(row) : null };
    }),
  };
}
