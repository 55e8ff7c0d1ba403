/**
 * The search URL codec (docs/product/catalog.md#cat-url-codes): the `{searchParams}` segment of
 * `/show/{searchParams}`, e.g. 'M1a&2b_T3_FInS&HoD_Od_L10_H64'.
 *
 * A part is a one-letter code followed by its values; parts are joined by '_', values
 * within a part by '&'. Ids, the sort id and the price bounds are hexadecimal. The spec
 * names only ids and the sort id as hex; the price bounds L and H are hex too, so that
 * every number in the segment reads the same way (L10 is 16).
 */
import { z } from 'zod';
import { SORT_IDS, isSortId } from './sort-ids.ts';

export const SEARCH_FILTERS = ['stock', 'soon', 'preOrder', 'hotDeals', 'closeOut'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** URL code of each filter flag; the canonical order is that of SEARCH_FILTERS. */
export const FILTER_CODES: Readonly<Record<SearchFilter, string>> = {
  stock: 'InS',
  soon: 'CoS',
  preOrder: 'PrO',
  hotDeals: 'HoD',
  closeOut: 'ClO',
};

/** The selections that are lists of ids, in canonical URL order. */
export const ID_LIST_KEYS = [
  'producers',
  'themes',
  'categories',
  'productTypes',
  'appears',
  'novelties',
  'arrivals',
  'specials',
  'campaigns',
] as const;
export type IdListKey = (typeof ID_LIST_KEYS)[number];

/** URL code of each id list. */
export const ID_LIST_CODES: Readonly<Record<IdListKey, string>> = {
  producers: 'M',
  themes: 'T',
  categories: 'C',
  productTypes: 'P',
  appears: 'A',
  novelties: 'N',
  arrivals: 'I',
  specials: 'S',
  campaigns: 'K',
};

const idSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const idListSchema = z.array(idSchema).default([]);

/**
 * Decoded search parameters. Lists default to empty, so `parse({ producers: [26] })` gives a
 * complete value. minPrice and maxPrice are whole currency units (the price filter works on
 * integers, docs/product/catalog.md#cat-price-filter), not minor units. No transforms, so the
 * schema also serves as a JSON Schema for the API.
 */
export const searchParamsSchema = z.object({
  producers: idListSchema,
  themes: idListSchema,
  categories: idListSchema,
  productTypes: idListSchema,
  appears: idListSchema,
  novelties: idListSchema,
  arrivals: idListSchema,
  specials: idListSchema,
  campaigns: idListSchema,
  filters: z.array(z.enum(SEARCH_FILTERS)).default([]),
  sort: z.literal(SORT_IDS).optional(),
  minPrice: idSchema.optional(),
  maxPrice: idSchema.optional(),
});
export type SearchParams = z.output<typeof searchParamsSchema>;
/** What callers may pass to encode: lists may be left out. */
export type SearchParamsInput = z.input<typeof searchParamsSchema>;

export type SearchUrlErrorCode =
  | 'tooLong'
  | 'emptyPart'
  | 'unknownCode'
  | 'emptyValue'
  | 'invalidId'
  | 'invalidFilter'
  | 'invalidSort'
  | 'invalidPrice'
  | 'multipleValues'
  | 'duplicatePart';

export interface SearchUrlError {
  code: SearchUrlErrorCode;
  /** The offending part as written ('' for tooLong). */
  part: string;
}

export type DecodeSearchResult =
  { ok: true; value: SearchParams } | { ok: false; error: SearchUrlError };

/** Longer segments are refused outright: no real selection needs them, and it bounds work. */
export const MAX_SEARCH_URL_LENGTH = 2000;

// 14 hex digits hold Number.MAX_SAFE_INTEGER; 16 leave room for leading zeros while still
// bounding the work. The safe-integer check after parsing does the rest.
const HEX = /^[0-9a-f]{1,16}$/i;

const LIST_KEY_OF_CODE = new Map(ID_LIST_KEYS.map((key) => [ID_LIST_CODES[key], key]));
const FILTER_OF_CODE = new Map(SEARCH_FILTERS.map((filter) => [FILTER_CODES[filter], filter]));
const KNOWN_CODES = new Set([...LIST_KEY_OF_CODE.keys(), 'F', 'O', 'L', 'H']);

export function emptySearchParams(): SearchParams {
  return searchParamsSchema.parse({});
}

/** Whether any selection, filter or price bound is set (the sort does not count). */
export function hasSearchCriteria(params: SearchParams): boolean {
  return (
    ID_LIST_KEYS.some((key) => params[key].length > 0) ||
    params.filters.length > 0 ||
    params.minPrice !== undefined ||
    params.maxPrice !== undefined
  );
}

/**
 * Decodes a search URL segment. Never throws: malformed input is answered with the first
 * problem found. Accepted leniently and normalised: upper-case hex, leading zeros, repeated
 * ids or filters, parts in any order, and a list code used twice (its ids are merged).
 * A sort or price bound given twice is refused, since one of them would be silently lost.
 */
export function decodeSearchParams(text: string): DecodeSearchResult {
  const params = emptySearchParams();
  if (text === '') return { ok: true, value: params };
  if (text.length > MAX_SEARCH_URL_LENGTH) return fail('tooLong', '');

  for (const part of text.split('_')) {
    if (part === '') return fail('emptyPart', part);
    const code = part.slice(0, 1);
    if (!KNOWN_CODES.has(code)) return fail('unknownCode', part);
    const values = part.slice(1).split('&');
    if (values.some((value) => value === '')) return fail('emptyValue', part);

    const listKey = LIST_KEY_OF_CODE.get(code);
    if (listKey) {
      for (const value of values) {
        const id = parseHex(value);
        if (id === null) return fail('invalidId', part);
        params[listKey].push(id);
      }
    } else if (code === 'F') {
      for (const value of values) {
        const filter = FILTER_OF_CODE.get(value);
        if (!filter) return fail('invalidFilter', part);
        params.filters.push(filter);
      }
    } else {
      // O, L or H: a single hex number.
      if (values.length > 1) return fail('multipleValues', part);
      const number = parseHex(values[0]!);
      if (code === 'O') {
        if (params.sort !== undefined) return fail('duplicatePart', part);
        if (!isSortId(number)) return fail('invalidSort', part);
        params.sort = number;
      } else {
        const key = code === 'L' ? 'minPrice' : 'maxPrice';
        if (params[key] !== undefined) return fail('duplicatePart', part);
        if (number === null) return fail('invalidPrice', part);
        params[key] = number;
      }
    }
  }
  return { ok: true, value: normalizeSearchParams(params) };
}

/**
 * Encodes search parameters in canonical form: parts in the order of the code table
 * (M T C P A N I S K F O L H), ids ascending and without repeats, lower-case hex, empty
 * lists left out. Invalid values are a programming error and throw (a ZodError).
 */
export function encodeSearchParams(input: SearchParamsInput): string {
  const params = normalizeSearchParams(searchParamsSchema.parse(input));
  const parts: string[] = [];
  for (const key of ID_LIST_KEYS) {
    if (params[key].length > 0) {
      parts.push(ID_LIST_CODES[key] + params[key].map((id) => id.toString(16)).join('&'));
    }
  }
  if (params.filters.length > 0) {
    parts.push('F' + params.filters.map((filter) => FILTER_CODES[filter]).join('&'));
  }
  if (params.sort !== undefined) parts.push('O' + params.sort.toString(16));
  if (params.minPrice !== undefined) parts.push('L' + params.minPrice.toString(16));
  if (params.maxPrice !== undefined) parts.push('H' + params.maxPrice.toString(16));
  return parts.join('_');
}

/** Sorts and de-duplicates every list, so equal selections compare equal. */
export function normalizeSearchParams(params: SearchParams): SearchParams {
  const result: SearchParams = { ...params, filters: [] };
  for (const key of ID_LIST_KEYS) {
    result[key] = [...new Set(params[key])].sort((a, b) => a - b);
  }
  result.filters = SEARCH_FILTERS.filter((filter) => params.filters.includes(filter));
  return result;
}

/**
 * A route-parameter schema: a search URL segment that parses into SearchParams, with the
 * decode error code as the issue message.
 */
export const searchUrlSchema = z.string().transform((text, ctx): SearchParams => {
  const result = decodeSearchParams(text);
  if (result.ok) return result.value;
  ctx.addIssue({ code: 'custom', message: result.error.code, input: text });
  return z.NEVER;
});

function parseHex(value: string): number | null {
  if (!HEX.test(value)) return null;
  const number = Number.parseInt(value, 16);
  return Number.isSafeInteger(number) ? number : null;
}

function fail(code: SearchUrlErrorCode, part: string): DecodeSearchResult {
  return { ok: false, error: { code, part } };
}
