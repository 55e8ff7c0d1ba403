import type {
  ArticleSearchRequest,
  ArticleSearchResponse,
  SearchArticle,
  SearchGroup,
  SearchGroupType,
  Suggestion,
  SuggestionRequest,
} from '@shop/domain/api/search.ts';
import { MAX_SUGGESTIONS } from '@shop/domain/api/search.ts';
import { isArticleState } from '@shop/domain/rules/availability.ts';
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
  type SearchFilter,
  type SearchParams,
} from '@shop/domain/rules/search-url.ts';
import { SORTS, effectiveSort, type ListingKind } from '@shop/domain/rules/sort-ids.ts';
import { specialFlags } from '@shop/domain/rules/special-article.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { badRequest } from '#server/http/app-error.ts';
import { localizedName } from '#server/catalog/localized-name.ts';
import { articleImagePath } from '#server/catalog/start-page.service.ts';
import {
  countArticles,
  countGroup,
  findArticles,
  findNameCompletions,
  findPriceBounds,
  findSuggestedArticles,
  type GroupKey,
  type SearchArticleRow,
  type SearchCriteria,
} from './search.repository.ts';

const GROUP_KEYS: Record<SearchGroupType, GroupKey> = {
  category: 'categories',
  producer: 'producers',
  productType: 'productTypes',
  theme: 'themes',
  campaign: 'campaigns',
};

function isMoneyCurrency(value: string): value is MoneyCurrency {
  return (MONEY_CURRENCIES as readonly string[]).includes(value);
}

function listingOf(params: SearchParams, text: string, alternative: boolean): ListingKind {
  if (params.filters.includes('hotDeals')) return 'hotDeals';
  if (params.filters.includes('closeOut')) return 'closeOut';
  if (alternative) return 'alternative';
  return text === '' ? 'show' : 'search';
}

/**
 * The article list of a search: decoded selection, free text and price range, with hits,
 * filter and group counts. `currency` is the customer's price currency, null for visitors
 * and accounts that hide prices; price sorts and the price range need it.
 */
export async function searchArticles(
  db: DbOrTx,
  request: ArticleSearchRequest,
  loggedIn: boolean,
  currency: string | null,
): Promise<ArticleSearchResponse> {
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

  const criteria: SearchCriteria = {
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

  const hits = await countArticles(db, criteria);
  const rows =
    request.overview === true || hits === 0
      ? []
      : await findArticles(db, criteria, SORTS[sort], request.offset, request.limit);

  const filters = {} as ArticleSearchResponse['filters'];
  for (const filter of SEARCH_FILTERS) {
    const value = params.filters.includes(filter);
    const count = value ? hits : await countWithFilter(db, criteria, filter);
    filters[filter] = { value, count, disabled: count === 0 };
  }

  const groups = {} as ArticleSearchResponse['groups'];
  for (const [type, key] of Object.entries(GROUP_KEYS) as [SearchGroupType, GroupKey][]) {
    const counted = await countGroup(db, criteria, key);
    groups[type] = counted
      .map((row): SearchGroup => ({
        id: row.id,
        name: localizedName(row.names, request.language, row.name),
        numberOfArticles: Number(row.numberOfArticles),
      }))
      .filter((group) => group.numberOfArticles > 0)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  const response: ArticleSearchResponse = {
    articles: rows.map((row) => toArticle(row, request.language, priceCurrency)),
    hits,
    hint: hits === 0 ? 'nothingFound' : '',
    sort,
    filters,
    groups,
  };
  if (priceCurrency) {
    const bounds = await findPriceBounds(db, criteria);
    if (bounds) {
      const factor = 10 ** MINOR_UNIT_DIGITS[priceCurrency];
      response.priceFilter = {
        min: Math.floor(bounds.min / factor),
        max: Math.ceil(bounds.max / factor),
        currency: priceCurrency,
      };
    }
  }
  return response;
}

/** Hits with one more filter flag switched on (flags narrow, so they combine with AND). */
function countWithFilter(
  db: DbOrTx,
  criteria: SearchCriteria,
  filter: SearchFilter,
): Promise<number> {
  return countArticles(db, { ...criteria, filters: [...criteria.filters, filter] });
}

function toArticle(
  row: SearchArticleRow,
  language: string,
  currency: MoneyCurrency | null,
): SearchArticle {
  const flags = specialFlags({
    categorisation: [
      ...(Number(row.hotDeal) > 0 ? [34371] : []),
      ...(Number(row.closeOut) > 0 ? [34381] : []),
    ],
    campaignApplies: row.campaignId !== null,
  });
  const article: SearchArticle = {
    articleNumber: row.articleNumber,
    name: row.name ?? row.articleNumber,
    producer:
      row.producer === null ? null : localizedName(row.producerNames, language, row.producer),
    image: row.image ?? articleImagePath(row.articleNumber),
    state: isArticleState(row.state) ? row.state : 'inStock',
    releaseDate: row.releaseDate,
    preorderDate: row.preorderDate,
    ...flags,
  };
  if (currency !== null && row.price !== null) {
    article.price = Number(row.price);
    article.currency = currency;
  }
  return article;
}

/** Completions of producer and theme names kept in a full list, so articles leave room for them. */
const MAX_COMPLETIONS = 3;

/** Up to ten suggestions: producer and theme name completions, then matching articles. */
export async function suggest(db: DbOrTx, request: SuggestionRequest): Promise<Suggestion[]> {
  const text = request.value.trim();
  if (text === '') return [];
  const suggestions: Suggestion[] = [];
  const seen = new Set<string>();
  for (const row of await findNameCompletions(db, text, MAX_COMPLETIONS)) {
    const name = localizedName(row.names, request.language, row.name);
    if (seen.has(name) || suggestions.length >= MAX_COMPLETIONS) continue;
    seen.add(name);
    suggestions.push({ type: 'completion', name, categorization: row.kind });
  }
  const articles = await findSuggestedArticles(
    db,
    request.language,
    text,
    MAX_SUGGESTIONS - suggestions.length,
  );
  for (const row of articles) {
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
  return suggestions.slice(0, MAX_SUGGESTIONS);
}
