import type {
  BasketAnswer,
  BasketArticle,
  BasketCurrencyList,
  BasketVariant,
  DropshippingProblemAnswer,
} from '@shop/domain/api/basket.ts';
import {
  basketTotals,
  isBlocking,
  lineFlags,
  paysVat,
  availableUnits,
} from '@shop/domain/rules/basket-line.ts';
import { quantityFieldTiers, unitPrice, type PriceData } from '@shop/domain/rules/pricing.ts';
import {
  checkDropshipping,
  dropshippingShippingCost,
  type DropshippingArticle,
  type DropshippingProblem,
} from '@shop/domain/rules/dropshipping.ts';
import { casesFromUnits } from '@shop/domain/rules/quantity.ts';
import { maxQtyInForce } from '@shop/domain/rules/article-dates.ts';
import { payTypeOf } from '@shop/domain/rules/payment-methods.ts';
import {
  SHOP_DEFAULT_COUNTRY,
  isShopCode,
  type Currency,
  type ShopCode,
} from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { ShippingCountry } from '@shop/domain/rules/shipping.ts';
import { articleImagePath } from '@shop/domain/rules/article-picture-path.ts';
import { storedShippingCountries } from '#server/shipping/shipping-countries.service.ts';
import { articleNames } from '#server/catalog/catalog.service.ts';
import {
  findArticles,
  findBasketAccount,
  findBillingCountry,
  findLines,
  findPriceData,
  type BasketAccount,
  type BasketArticleRow,
  type BasketLineRow,
} from './basket.repository.ts';

/** A basket line with everything known about it now: what the answer shows and an order writes. */
export interface PricedLine {
  line: BasketLineRow;
  article: BasketArticleRow;
  currency: Currency;
  /** List price of one unit, before tiers and rebates. */
  listPrice: number;
  price: number;
  lineTotal: number;
  variant: BasketVariant;
}

export interface BasketState {
  account: BasketAccount;
  shop: ShopCode;
  country: string;
  answer: BasketAnswer;
  /** Lines whose article still exists with a price, in the order they were added. */
  priced: PricedLine[];
  /** the stored shipping table the totals were charged by */
  shippingCountries: readonly ShippingCountry[];
}

const asCurrency = (value: string): Currency => (value === 'GBP' ? 'GBP' : 'EUR');

/** A list in another currency than the shop's gets the shipping tiers of that currency's shop. */
function shopForCurrency(shop: ShopCode, currency: Currency): ShopCode {
  if (currency === 'GBP') return 'uk';
  return shop === 'uk' ? 'de' : shop;
}

/** Price data of one article in one currency, or undefined when it has no price there. */
function priceDataOf(
  data: Awaited<ReturnType<typeof findPriceData>>,
  articleId: number,
  currency: string,
): PriceData | undefined {
  const price = data.prices.find((p) => p.articleId === articleId && p.currency === currency);
  if (!price) return undefined;
  return {
    singlePrice: price.singlePrice,
    rebate: price.rebate,
    preorderRebate: price.preorderRebate,
    tiers: data.tiers.filter((t) => t.articleId === articleId && t.currency === currency),
  };
}

/** The price one unit of an article costs the account now for a number of units, if priced. */
export async function currentUnitPrice(
  db: DbOrTx,
  article: BasketArticleRow,
  currency: string,
  units: number,
): Promise<number | undefined> {
  const data = await findPriceData(db, [article.id], [currency]);
  const prices = priceDataOf(data, article.id, currency);
  return prices ? unitPrice(prices, units, article.state === 'preorder') : undefined;
}

/**
 * The basket computed from current data (docs/product/basket.md#basket-computed): prices, flags,
 * counts, totals and dropshipping are never stored, only the lines with what they held when added.
 */
export async function computeBasket(
  db: DbOrTx,
  basket: { id: number; accountId: number; notice: string; reference: string },
  /** Language of the names; the account's language when undefined. */
  requestedLanguage: string | undefined,
  now = new Date().toISOString(),
): Promise<BasketState> {
  const account = await findBasketAccount(db, basket.accountId);
  const shop: ShopCode = isShopCode(account.shop) ? account.shop : 'de';
  const country = (await findBillingCountry(db, account.id)) ?? SHOP_DEFAULT_COUNTRY[shop];
  const data = await loadLines(db, basket.id, requestedLanguage ?? account.language, now);
  const { priced, notAvailable } = priceLines(data);
  const vat = paysVat({ taxFree: account.taxFree === 1, shop });
  const shippingCountries = await storedShippingCountries(db);
  return {
    account,
    shop,
    country,
    priced,
    shippingCountries,
    answer: basketAnswer(basket, account, {
      lineCount: data.lines.length,
      priced,
      notAvailable,
      currencies: currencyLists(priced, { shop, country, vat, shippingCountries }),
      country,
      dropshipping: dropshippingState(account, priced, notAvailable, vat),
    }),
  };
}

interface LineData {
  lines: BasketLineRow[];
  articles: BasketArticleRow[];
  priceData: Awaited<ReturnType<typeof findPriceData>>;
  names: Awaited<ReturnType<typeof articleNames>>;
}

/** The basket's lines with their articles, prices in the lines' currencies and names. */
async function loadLines(
  db: DbOrTx,
  basketId: number,
  language: string,
  now: string,
): Promise<LineData> {
  const lines = await findLines(db, basketId);
  const numbers = lines.map((line) => line.articleNumber);
  // a maximum quantity past its last day no longer limits the lines (decision 095)
  const articles = (await findArticles(db, numbers)).map((article) => ({
    ...article,
    maxQty: maxQtyInForce(article, now),
  }));
  const currencies = [...new Set(lines.map((line) => line.currency))];
  const [priceData, names] = await Promise.all([
    findPriceData(
      db,
      articles.map((a) => a.id),
      currencies,
    ),
    articleNames(db, numbers, language),
  ]);
  return { lines, articles, priceData, names };
}

/**
 * Prices every line whose article still exists with a price in the line's currency; the others,
 * and priced lines with a blocking flag, are not available.
 */
function priceLines(data: LineData): { priced: PricedLine[]; notAvailable: string[] } {
  const priced: PricedLine[] = [];
  const notAvailable: string[] = [];
  for (const line of data.lines) {
    const article = data.articles.find((a) => a.articleNumber === line.articleNumber);
    const prices = article ? priceDataOf(data.priceData, article.id, line.currency) : undefined;
    if (!article || !prices) {
      notAvailable.push(line.articleNumber);
      continue;
    }
    const summary = data.names.find((n) => n.articleNumber === line.articleNumber);
    const entry = pricedLine(line, article, prices, summary);
    if (entry.blocking) notAvailable.push(line.articleNumber);
    priced.push(entry.priced);
  }
  return { priced, notAvailable };
}

function pricedLine(
  line: BasketLineRow,
  article: BasketArticleRow,
  prices: PriceData,
  summary: LineData['names'][number] | undefined,
): { priced: PricedLine; blocking: boolean } {
  const preorder = article.state === 'preorder';
  const price = unitPrice(prices, line.quantity, preorder);
  // the tiers came with the prices of all lines in one read (findPriceData)
  const priceTiers = quantityFieldTiers(prices, article.caseQuantity, preorder);
  const flags = lineFlags({
    article,
    units: line.quantity,
    price,
    priceAtAdd: line.priceAtAdd,
    caseQuantityAtAdd: line.quantityAtAdd,
  });
  const variant: BasketVariant = {
    articleNumber: line.articleNumber,
    quantity: line.quantity,
    cases: casesFromUnits(line.quantity, article.caseQuantity),
    caseQuantity: article.caseQuantity,
    price,
    lineTotal: price * line.quantity,
    ...(priceTiers ? { priceTiers } : {}),
    ...(flags.oldPrice ? { previousPrice: line.priceAtAdd } : {}),
    taxRate: article.taxRate,
    image: summary?.image ?? articleImagePath(line.articleNumber),
    names: { name: summary?.name ?? summary?.fallbackName ?? line.articleNumber },
    eta: {
      date: article.etaDate ?? article.preorderDate,
      kind: article.etaDate === null && article.preorderDate !== null ? 'preorder' : 'eta',
    },
    ean: article.barcode,
    state: article.state,
    availableQty: availableUnits(article),
    allowDropshipping: article.allowDropshipping === 1,
    ...flags,
    addedAt: line.addedAt,
  };
  return {
    priced: {
      line,
      article,
      currency: asCurrency(line.currency),
      listPrice: prices.singlePrice,
      price,
      lineTotal: price * line.quantity,
      variant,
    },
    blocking: isBlocking(flags),
  };
}

/** One list per currency: variants grouped under their main article, with the list's totals. */
function currencyLists(
  priced: readonly PricedLine[],
  where: {
    shop: ShopCode;
    country: string;
    vat: boolean;
    shippingCountries: readonly ShippingCountry[];
  },
): BasketCurrencyList[] {
  const lists: BasketCurrencyList[] = [];
  for (const currency of [...new Set(priced.map((p) => p.currency))]) {
    const inCurrency = priced.filter((p) => p.currency === currency);
    lists.push({
      currency,
      articles: groupByMainArticle(inCurrency),
      totals: basketTotals(
        inCurrency.map((p) => ({ lineTotal: p.lineTotal, taxRate: p.article.taxRate })),
        {
          shop: shopForCurrency(where.shop, currency),
          country: where.country,
          vat: where.vat,
          shippingCountries: where.shippingCountries,
        },
      ),
    });
  }
  return lists;
}

function groupByMainArticle(inCurrency: readonly PricedLine[]): BasketArticle[] {
  const articlesOut: BasketArticle[] = [];
  for (const entry of inCurrency) {
    const main = entry.article.mainArticleNumber ?? entry.article.articleNumber;
    const group = articlesOut.find((a) => a.articleNumber === main);
    if (group) {
      group.variants.push(entry.variant);
      group.quantity += entry.variant.quantity;
    } else {
      articlesOut.push({
        articleNumber: main,
        name: entry.variant.names.name,
        image: entry.variant.image,
        quantity: entry.variant.quantity,
        singlePrice: entry.price,
        ...(entry.variant.previousPrice !== undefined
          ? { previousPrice: entry.variant.previousPrice }
          : {}),
        variants: [entry.variant],
      });
    }
  }
  return articlesOut;
}

/** The answer of GET /intern/basket from the computed parts: counts, last added, flags. */
function basketAnswer(
  basket: { id: number; notice: string; reference: string },
  account: BasketAccount,
  parts: {
    lineCount: number;
    priced: readonly PricedLine[];
    notAvailable: readonly string[];
    currencies: BasketCurrencyList[];
    country: string;
    dropshipping: BasketAnswer['dropshipping'];
  },
): BasketAnswer {
  const variants = parts.priced.map((p) => p.variant);
  const count = (pick: (v: BasketVariant) => boolean) => variants.filter(pick).length;
  const newest = [...parts.priced].sort(
    (a, b) => b.line.addedAt.localeCompare(a.line.addedAt) || b.line.id - a.line.id,
  );
  return {
    basketId: basket.id,
    reference: basket.reference,
    notice: basket.notice,
    currencies: parts.currencies,
    notValidArticles: {
      countSoldOut: count((v) => v.soldOut),
      countNoStock: count((v) => v.noStock),
      countNoQty: count((v) => v.noQty),
      countOldPrice: count((v) => v.oldPrice),
      countOldQty: count((v) => v.oldQty),
    },
    notAvailableArticles: parts.notAvailable.map((articleNumber) => ({ articleNumber })),
    count: parts.lineCount,
    lastAdded: newest.slice(0, 2).map((p) => ({
      articleNumber: p.line.articleNumber,
      name: p.variant.names.name,
      image: p.variant.image,
    })),
    blocked: parts.notAvailable.length > 0,
    blockBasket: account.blockBasket === 1,
    taxFree: account.taxFree === 1,
    payType: payTypeOf(account.payType),
    shippingCountry: parts.country,
    dropshipping: parts.dropshipping,
  };
}

/**
 * The basket lines as the dropshipping rules see them
 * (docs/product/basket.md#basket-dropship-possible).
 */
export function dropshippingArticles(priced: readonly PricedLine[]): DropshippingArticle[] {
  return priced.map((p) => ({
    articleNumber: p.line.articleNumber,
    quantity: p.line.quantity,
    allowDropshipping: p.article.allowDropshipping,
    size: p.article.size,
    weight: p.article.weight,
    deliveryType: p.article.deliveryType,
    oversize: p.article.oversize === 1,
    currency: p.currency,
  }));
}

function dropshippingState(
  account: BasketAccount,
  priced: readonly PricedLine[],
  notAvailable: readonly string[],
  vat: boolean,
): BasketAnswer['dropshipping'] {
  const enabled = account.enableDropShipping === 1;
  const check = checkDropshipping({
    enabled,
    unavailableArticles: notAvailable,
    articles: dropshippingArticles(priced),
  });
  if (!check.eligible) {
    return { enabled, possible: false, problems: check.problems.map(toProblemAnswer) };
  }
  if (check.items.length === 0) return { enabled, possible: true, problems: [] };
  const cost = dropshippingShippingCost(check.items, { taxFree: !vat });
  return {
    enabled,
    possible: true,
    problems: [],
    shippingCost: {
      parcels: cost.parcels,
      carrier: cost.carrier,
      net: cost.netMinor,
      vat: cost.vatMinor,
      gross: cost.grossMinor,
      // The parcel prices are euro amounts: dropshipping goes to Germany only.
      currency: 'EUR',
    },
  };
}

function toProblemAnswer(problem: DropshippingProblem): DropshippingProblemAnswer {
  return { ...problem };
}
