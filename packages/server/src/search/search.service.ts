import type {
  ArticleSearchRequest,
  ArticleSearchResponse,
  SearchArticle,
} from '@shop/domain/api/search.ts';
import {
  MAX_SUGGESTIONS,
  type Suggestion,
  type SuggestionRequest,
} from '@shop/domain/api/suggestions.ts';
import {
  MINOR_UNIT_DIGITS,
  MONEY_CURRENCIES,
  type MoneyCurrency,
} from '@shop/domain/rules/money.ts';
import { effectivePriceRange, priceRangeInMinorUnits } from '@shop/domain/rules/price-filter.ts';
import {
  SEARCH_FILTERS,
  decodeSearchParams,
  hasSearchCriteria,
  type SearchParams,
} from '@shop/domain/rules/search-url.ts';
import {
  SORTS,
  effectiveSort,
  type ListingKind,
  type SortId,
  type SortMeaning,
} from '@shop/domain/rules/sort-ids.ts';
import type { SpecialFlags } from '@shop/domain/rules/special-article.ts';
import { quantityFieldTiers, type PriceData } from '@shop/domain/rules/pricing.ts';
import type SQLite from 'better-sqlite3';
import type { DbOrTx } from '#server/db/database.ts';
import { badRequest } from '#server/http/app-error.ts';
import { articleImagePath } from '@shop/domain/rules/article-picture-path.ts';
import type { ArticleIndex, PageArticle } from './article-index.ts';
import { FEW_HITS, type IndexQuery, type IndexResult } from './search-index.ts';
import { NO_NOTES } from './index-list.ts';
import { findArticleNames, findPageTiers } from './search-page.repository.ts';
import { findSuggestionRows } from './search.repository.ts';

function isMoneyCurrency(value: string): value is MoneyCurrency {
  return (MONEY_CURRENCIES as readonly string[]).includes(value);
}

function listingOf(params: SearchParams, text: string, alternative: boolean): ListingKind {
  if (params.filters.includes('hotDeals')) return 'hotDeals';
  if (params.filters.includes('closeOut')) return 'closeOut';
  if (alternative) return 'alternative';
  return text === '' ? 'show' : 'search';
}

/** What a search answers besides the article rows: decided and counted by the index. */
function searchIndex(
  index: ArticleIndex,
  query: IndexQuery,
  sort: SortMeaning,
  request: ArticleSearchRequest,
) {
  return index.search(query, sort, request.offset, request.limit, request.overview !== true);
}

/** The decoded request: selection, free text, article numbers and price range. */
interface DecodedSearch {
  params: SearchParams;
  query: IndexQuery;
  priceCurrency: MoneyCurrency | null;
  sort: SortId;
}

function decodeSearch(
  request: ArticleSearchRequest,
  loggedIn: boolean,
  currency: string | null,
): DecodedSearch {
  const decoded = decodeSearchParams(request.searchParams);
  if (!decoded.ok) {
    throw badRequest('INVALID_SEARCH', 'The search parameters are not valid', decoded.error);
  }
  const params = decoded.value;
  const text = (request.search ?? '').trim();
  const articleNumbers = [
    ...new Set((request.alternativeSearch ?? []).map((n) => n.trim().toLowerCase())),
  ].filter((n) => n !== '');
  const priceCurrency = currency !== null && isMoneyCurrency(currency) ? currency : null;
  const range = priceCurrency
    ? priceRangeInMinorUnits(effectivePriceRange(params.minPrice, params.maxPrice), priceCurrency)
    : {};
  const query: IndexQuery = {
    language: request.language,
    producers: params.producers,
    themes: params.themes,
    categories: params.categories,
    productTypes: params.productTypes,
    campaigns: params.campaigns,
    filters: params.filters,
    articleNumbers,
    text,
    currency: priceCurrency,
    minPrice: range.min,
    maxPrice: range.max,
  };
  const sort = effectiveSort({
    listing: listingOf(params, text, articleNumbers.length > 0),
    loggedIn: loggedIn && priceCurrency !== null,
    searchText: text,
    requested: params.sort ?? null,
    hasOtherCriteria: hasSearchCriteria(params) || articleNumbers.length > 0,
  });
  return { params, query, priceCurrency, sort };
}

/**
 * The index's answer; free text that finds little is searched once more as corrected
 * (did-you-mean), whose answer replaces one that found nothing. The corrected text's hits are
 * counted first: its counts and page are needed only when it finds something where the text
 * found nothing.
 */
async function searchWithCorrection(
  index: ArticleIndex,
  search: DecodedSearch,
  request: ArticleSearchRequest,
): Promise<{ result: IndexResult; suggestions: string[] }> {
  const { query, sort } = search;
  let result = await searchIndex(index, query, SORTS[sort], request);
  const suggestions: string[] = [];
  if (query.text !== '' && result.hits < FEW_HITS) {
    const corrected = await index.correct(request.language, query.text);
    if (corrected !== null) {
      const correctedQuery = { ...query, text: corrected };
      if ((await index.hits(correctedQuery)) > result.hits) {
        suggestions.push(corrected);
        if (result.hits === 0)
          result = await searchIndex(index, correctedQuery, SORTS[sort], request);
      }
    }
  }
  return { result, suggestions };
}

function filtersOf(params: SearchParams, result: IndexResult): ArticleSearchResponse['filters'] {
  const filters = {} as ArticleSearchResponse['filters'];
  for (const filter of SEARCH_FILTERS) {
    const count = result.filterCounts[filter];
    filters[filter] = { value: params.filters.includes(filter), count, disabled: count === 0 };
  }
  return filters;
}

/** The price range a buyer can pick from, in whole units around the hits' prices. */
function priceFilterOf(
  currency: MoneyCurrency | null,
  result: IndexResult,
): ArticleSearchResponse['priceFilter'] {
  if (!currency || !result.priceBounds) return undefined;
  const factor = 10 ** MINOR_UNIT_DIGITS[currency];
  return {
    min: Math.floor(result.priceBounds.min / factor),
    max: Math.ceil(result.priceBounds.max / factor),
    currency,
  };
}

/**
 * The article list of a search: decoded selection, free text and price range, with hits,
 * filter and group counts, counted by the in-memory index, which also holds what the page
 * shows of each article and, up to a catalog size, the names (index-names.ts); above it the
 * names of the page are read from the database (on SQLite through `sqlite`, one prepared
 * statement). `currency` is the customer's
 * price currency, null for visitors and accounts that hide prices; price sorts and the price
 * range need it. Free text that finds nothing is searched once more as corrected
 * (did-you-mean), and the correction is named in `suggestions`.
 */
export async function searchArticles(
  db: DbOrTx,
  { index, sqlite }: { index: ArticleIndex; sqlite: SQLite.Database | undefined },
  request: ArticleSearchRequest,
  loggedIn: boolean,
  currency: string | null,
): Promise<ArticleSearchResponse> {
  const search = decodeSearch(request, loggedIn, currency);
  const { result, suggestions } = await searchWithCorrection(index, search, request);
  const [names, page, prices] = await Promise.all([
    namesOf(db, { index, sqlite }, result.page, request.language),
    index.pageArticles(result.page, request.language, search.priceCurrency),
    pagePrices(db, result.page, search.priceCurrency, request),
  ]);
  const articles: SearchArticle[] = [];
  page.forEach((entry, i) => {
    if (!entry) return;
    const article = toArticle(entry, names[i]!, result.pageFlags[i]!, search);
    const tiers = tiersOf(prices.get(result.page[i]!), article);
    if (tiers) article.priceTiers = tiers;
    articles.push(article);
  });
  const response: ArticleSearchResponse = {
    articles,
    hits: result.hits,
    hint: result.hits === 0 ? 'nothingFound' : '',
    sort: search.sort,
    filters: filtersOf(search.params, result),
    groups: result.groups,
    suggestions,
  };
  const priceFilter = priceFilterOf(search.priceCurrency, result);
  if (priceFilter) response.priceFilter = priceFilter;
  return response;
}

/**
 * The prices with their tiers of the page's articles that have tiers, in one read; none for
 * visitors, accounts that hide prices and the CSV export, which shows no quantity field.
 */
async function pagePrices(
  db: DbOrTx,
  page: readonly number[],
  currency: MoneyCurrency | null,
  request: ArticleSearchRequest,
): Promise<Map<number, PriceData>> {
  const prices = new Map<number, PriceData & { tiers: PriceData['tiers'][number][] }>();
  if (currency === null || request.csv === true) return prices;
  for (const row of await findPageTiers(db, page, currency)) {
    const tier = { amount: row.amount, price: row.price };
    const known = prices.get(row.articleId);
    if (known) known.tiers.push(tier);
    else {
      const { singlePrice, rebate, preorderRebate } = row;
      prices.set(row.articleId, { singlePrice, rebate, preorderRebate, tiers: [tier] });
    }
  }
  return prices;
}

/** The tiers of an article's quantity field (pricing.ts quantityFieldTiers), if it offers some. */
function tiersOf(prices: PriceData | undefined, article: SearchArticle) {
  if (!prices || article.price === undefined) return undefined;
  return quantityFieldTiers(prices, article.caseQuantity, article.state === 'preorder');
}

/** The page's names from the index, or from the database when the index keeps none of the language. */
async function namesOf(
  db: DbOrTx,
  { index, sqlite }: { index: ArticleIndex; sqlite: SQLite.Database | undefined },
  page: readonly number[],
  language: string,
): Promise<(string | null)[]> {
  return (await index.pageNames(page, language)) ?? findArticleNames(db, page, language, sqlite);
}

/**
 * An article of the page: its list fields, `flags` and price from the index (which applies the
 * campaign precedence of specialFlags and keeps the prices for price sorts and ranges anyway),
 * its name from the database.
 */
function toArticle(
  { listed, price }: PageArticle,
  name: string | null,
  flags: SpecialFlags,
  { priceCurrency: currency }: DecodedSearch,
): SearchArticle {
  const article: SearchArticle = {
    articleNumber: listed.articleNumber,
    name: name ?? listed.articleNumber,
    producer: listed.producer,
    image: listed.image,
    state: listed.state,
    caseQuantity: listed.caseQuantity,
    releaseDate: listed.releaseDate,
    preorderDate: listed.preorderDate,
    hotDeal: flags.hotDeal,
    closeOut: flags.closeOut,
  };
  if (listed.notes !== NO_NOTES) Object.assign(article, listed.notes);
  if (currency !== null && price !== null) {
    article.price = price;
    article.currency = currency;
  }
  return article;
}

/** Categories and product types in a full list, so producers, themes and articles keep room. */
const MAX_GROUPS = 4;
/** Completions of producer and theme names kept in a full list, so articles leave room for them. */
const MAX_COMPLETIONS = 3;

/**
 * Up to ten suggestions in the page's language (docs/decisions/026-suggestions-and-demo-pictures.md):
 * categories and product types the text names (whole name, then name start, then a word's
 * start), producer and theme names the same way, then matching articles (exact number or EAN
 * first, then number prefix, then name start, then a word of the name starting with the text,
 * each by number); a did-you-mean entry of type 'suggest' when the text finds nothing of these.
 */
export async function suggest(
  db: DbOrTx,
  index: ArticleIndex,
  request: SuggestionRequest,
): Promise<Suggestion[]> {
  const text = request.value.trim();
  if (text === '') return [];
  const suggestions: Suggestion[] = [];
  for (const group of await index.groupCompletions(request.language, text, MAX_GROUPS)) {
    const suggestion: Suggestion = { type: group.type, name: group.name, id: group.id };
    if (group.parent !== null) suggestion.categorization = group.parent;
    suggestions.push(suggestion);
  }
  const seen = new Set<string>();
  for (const row of await index.nameCompletions(request.language, text, MAX_COMPLETIONS)) {
    if (seen.has(row.name)) continue;
    seen.add(row.name);
    suggestions.push({ type: 'completion', name: row.name, categorization: row.kind });
  }
  const limit = MAX_SUGGESTIONS - suggestions.length;
  const numbers = await index.rowIdsByNumberPrefix(text.toLowerCase(), limit);
  const found = new Set([
    ...(await index.rowIdsByBarcode(text)),
    ...numbers.exact,
    ...numbers.prefix,
    ...(await namePrefixIds(db, index, request.language, text, limit)),
  ]);
  // a word inside the name only fills what number and name start left free
  if (found.size < limit) {
    for (const id of await index.nameWordIds(request.language, text, limit)) found.add(id);
  }
  const ids = [...found].slice(0, limit);
  const rows = await findSuggestionRows(db, ids, request.language);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const suggestion: Suggestion = {
      type: 'article',
      name: row.name ?? row.articleNumber,
      articleNumber: row.articleNumber,
      image: articleImagePath(row.articleNumber),
    };
    if (row.barcode !== null) suggestion.barcode = row.barcode;
    if (row.mainArticleNumber !== null) suggestion.baseNumber = row.mainArticleNumber;
    suggestions.push(suggestion);
  }
  if (suggestions.length === 0) {
    const corrected = await index.correct(request.language, text);
    if (corrected !== null) suggestions.push({ type: 'suggest', name: corrected });
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

/** Articles whose name starts with the text: index candidates checked against the names. */
async function namePrefixIds(
  db: DbOrTx,
  index: ArticleIndex,
  language: string,
  text: string,
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const candidates = await index.namePrefixIds(language, text, limit * 3);
  const lower = text.toLowerCase();
  const rows = await findSuggestionRows(db, candidates, language);
  const matching = new Set(
    rows.filter((row) => row.name?.toLowerCase().startsWith(lower)).map((row) => row.id),
  );
  return candidates.filter((id) => matching.has(id)).slice(0, limit);
}
