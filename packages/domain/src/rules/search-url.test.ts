import { describe, expect, it } from 'vitest';
import {
  ID_LIST_KEYS,
  MAX_SEARCH_URL_LENGTH,
  SEARCH_FILTERS,
  decodeSearchParams,
  emptySearchParams,
  encodeSearchParams,
  hasSearchCriteria,
  normalizeSearchParams,
  searchParamsSchema,
  searchUrlSchema,
  type SearchParams,
  type SearchUrlErrorCode,
} from './search-url.ts';
import { SORT_IDS } from './sort-ids.ts';

const EXAMPLE = 'M1a&2b_T3_FInS&HoD_Od_L10_H64';
const EXAMPLE_PARAMS = searchParamsSchema.parse({
  producers: [26, 43],
  themes: [3],
  filters: ['stock', 'hotDeals'],
  sort: 13,
  minPrice: 16,
  maxPrice: 100,
});

function decoded(text: string): SearchParams {
  const result = decodeSearchParams(text);
  if (!result.ok) throw new Error(`expected ${text} to decode, got ${result.error.code}`);
  return result.value;
}

function errorCode(text: string): SearchUrlErrorCode | undefined {
  const result = decodeSearchParams(text);
  return result.ok ? undefined : result.error.code;
}

/** A small seeded generator (mulberry32), so every run checks the same cases. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGE_NUMBERS = [
  0,
  1,
  9,
  10,
  15,
  16,
  255,
  256,
  4095,
  65535,
  2 ** 31 - 1,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
];

function randomNumber(next: () => number): number {
  const pick = next();
  if (pick < 0.3) return EDGE_NUMBERS[Math.floor(next() * EDGE_NUMBERS.length)]!;
  if (pick < 0.8) return Math.floor(next() * 1000);
  return Math.floor(next() * Number.MAX_SAFE_INTEGER);
}

function randomParams(next: () => number): SearchParams {
  const params = emptySearchParams();
  for (const key of ID_LIST_KEYS) {
    const count = next() < 0.5 ? 0 : Math.floor(next() * 5);
    // Repeats are drawn on purpose: the codec must de-duplicate them.
    for (let i = 0; i < count; i++)
      params[key].push(next() < 0.2 && i > 0 ? params[key][0]! : randomNumber(next));
  }
  for (const filter of SEARCH_FILTERS) if (next() < 0.3) params.filters.unshift(filter);
  if (next() < 0.5) params.sort = SORT_IDS[Math.floor(next() * SORT_IDS.length)]!;
  if (next() < 0.4) params.minPrice = randomNumber(next);
  if (next() < 0.4) params.maxPrice = randomNumber(next);
  return params;
}

describe('decodeSearchParams', () => {
  it('decodes the example of the spec', () => {
    expect(decoded(EXAMPLE)).toEqual(EXAMPLE_PARAMS);
  });

  it('decodes an empty segment to no criteria', () => {
    expect(decoded('')).toEqual(emptySearchParams());
    expect(hasSearchCriteria(decoded(''))).toBe(false);
  });

  it('decodes every id code to its list', () => {
    expect(decoded('Mff_T1_Ca_P2_A3_N4_I5_S6_K7')).toEqual(
      searchParamsSchema.parse({
        producers: [255],
        themes: [1],
        categories: [10],
        productTypes: [2],
        appears: [3],
        novelties: [4],
        arrivals: [5],
        specials: [6],
        campaigns: [7],
      }),
    );
  });

  it('decodes every filter code', () => {
    expect(decoded('FInS&CoS&PrO&HoD&ClO').filters).toEqual([
      'stock',
      'soon',
      'preOrder',
      'hotDeals',
      'closeOut',
    ]);
  });

  it('reads the sort id as hex', () => {
    expect(decoded('O1').sort).toBe(1);
    expect(decoded('Of').sort).toBe(15);
    expect(decoded('O11').sort).toBe(17);
  });

  it('reads the price bounds as hex', () => {
    expect(decoded('L0_H3e8')).toMatchObject({ minPrice: 0, maxPrice: 1000 });
  });

  it('keeps a price range with max below min: applying it is the price filter’s job', () => {
    expect(decoded('L64_H10')).toMatchObject({ minPrice: 100, maxPrice: 16 });
  });

  it('accepts id 0 and the largest safe integer, also with leading zeros', () => {
    expect(decoded('M0&1fffffffffffff').producers).toEqual([0, Number.MAX_SAFE_INTEGER]);
    expect(decoded('M001fffffffffffff').producers).toEqual([Number.MAX_SAFE_INTEGER]);
  });

  it('normalises upper-case hex, leading zeros, repeats and part order', () => {
    const messy = decoded('H64_L10_Od_FHoD&InS&HoD_T03_M2B&1A&1a');
    expect(messy).toEqual(EXAMPLE_PARAMS);
    expect(encodeSearchParams(messy)).toBe(EXAMPLE);
  });

  it('merges a list code given twice', () => {
    expect(decoded('M2_T1_M1&2').producers).toEqual([1, 2]);
  });

  it.each([
    ['_', 'emptyPart'],
    ['M1_', 'emptyPart'],
    ['_M1', 'emptyPart'],
    ['M1__T2', 'emptyPart'],
    ['M', 'emptyValue'],
    ['M1&', 'emptyValue'],
    ['M&1', 'emptyValue'],
    ['M1&&2', 'emptyValue'],
    ['F', 'emptyValue'],
    ['X1', 'unknownCode'],
    ['X', 'unknownCode'],
    ['m1', 'unknownCode'],
    ['1', 'unknownCode'],
    [' M1', 'unknownCode'],
    ['Mg', 'invalidId'],
    ['M-1', 'invalidId'],
    ['M+1', 'invalidId'],
    ['M1.5', 'invalidId'],
    ['M 1', 'invalidId'],
    ['M0x1', 'invalidId'],
    ['M20000000000000', 'invalidId'],
    ['M00000000000000001', 'invalidId'],
    ['Fins', 'invalidFilter'],
    ['FInS&Foo', 'invalidFilter'],
    ['Fstock', 'invalidFilter'],
    ['O0', 'invalidSort'],
    ['O12', 'invalidSort'],
    ['Oz', 'invalidSort'],
    ['Od&e', 'multipleValues'],
    ['Od_Oe', 'duplicatePart'],
    ['Od_Od', 'duplicatePart'],
    ['L-1', 'invalidPrice'],
    ['Lx', 'invalidPrice'],
    ['H1.5', 'invalidPrice'],
    ['L1&2', 'multipleValues'],
    ['L1_L2', 'duplicatePart'],
    ['H1_H1', 'duplicatePart'],
  ] as const)('refuses %j with %s', (text, code) => {
    expect(errorCode(text)).toBe(code);
  });

  it('names the offending part in the error', () => {
    expect(decodeSearchParams('M1_Tzz_Od')).toEqual({
      ok: false,
      error: { code: 'invalidId', part: 'Tzz' },
    });
  });

  it('refuses segments longer than the limit without parsing them', () => {
    const long = 'M' + Array.from({ length: 1000 }, (_, i) => i.toString(16)).join('&');
    expect(long.length).toBeGreaterThan(MAX_SEARCH_URL_LENGTH);
    expect(errorCode(long)).toBe('tooLong');
    expect(errorCode('M1'.padEnd(MAX_SEARCH_URL_LENGTH, '0'))).toBe('invalidId');
  });

  it('does not resolve prototype names as codes or filters', () => {
    expect(errorCode('Ftostring')).toBe('invalidFilter');
    expect(errorCode('FhasOwnProperty')).toBe('invalidFilter');
    expect(errorCode('c1')).toBe('unknownCode');
    expect(errorCode('Fconstructor')).toBe('invalidFilter');
  });
});

describe('encodeSearchParams', () => {
  it('encodes the example of the spec', () => {
    expect(encodeSearchParams(EXAMPLE_PARAMS)).toBe(EXAMPLE);
  });

  it('encodes nothing as an empty segment', () => {
    expect(encodeSearchParams({})).toBe('');
  });

  it('writes parts in code-table order with lower-case hex', () => {
    expect(
      encodeSearchParams({
        maxPrice: 255,
        campaigns: [171],
        producers: [11],
        filters: ['closeOut', 'stock'],
        sort: 17,
      }),
    ).toBe('Mb_Kab_FInS&ClO_O11_Hff');
  });

  it('sorts ids numerically, not as text', () => {
    expect(encodeSearchParams({ themes: [16, 2, 255, 10] })).toBe('T2&a&10&ff');
  });

  it('keeps a price bound of zero', () => {
    expect(encodeSearchParams({ minPrice: 0 })).toBe('L0');
  });

  it('throws on values no URL could hold, as that is a programming error', () => {
    expect(() => encodeSearchParams({ producers: [-1] })).toThrow();
    expect(() => encodeSearchParams({ producers: [1.5] })).toThrow();
    expect(() => encodeSearchParams({ producers: [Number.MAX_SAFE_INTEGER + 1] })).toThrow();
    expect(() => encodeSearchParams({ minPrice: Number.NaN })).toThrow();
  });
});

describe('search URL round trips', () => {
  it('decodes what it encodes, normalised, for many generated selections', () => {
    const next = random(20250101);
    for (let i = 0; i < 2000; i++) {
      const params = randomParams(next);
      const text = encodeSearchParams(params);
      expect(decoded(text)).toEqual(normalizeSearchParams(params));
    }
  });

  it('re-encodes a canonical segment to itself, for many generated selections', () => {
    const next = random(42);
    for (let i = 0; i < 2000; i++) {
      const text = encodeSearchParams(randomParams(next));
      expect(encodeSearchParams(decoded(text))).toBe(text);
    }
  });

  it('decodes a shuffled, upper-cased, padded spelling to the same value', () => {
    const next = random(7);
    for (let i = 0; i < 500; i++) {
      const canonical = encodeSearchParams(randomParams(next));
      if (canonical === '') continue;
      const parts = canonical.split('_').map((part) =>
        /^[MTCPANISKOLH]/.test(part)
          ? part[0] +
            part
              .slice(1)
              .split('&')
              .map((hex) => (next() < 0.5 ? '0' + hex.toUpperCase() : hex))
              .join('&')
          : part,
      );
      // Fisher–Yates with the seeded generator.
      for (let j = parts.length - 1; j > 0; j--) {
        const k = Math.floor(next() * (j + 1));
        [parts[j], parts[k]] = [parts[k]!, parts[j]!];
      }
      expect(encodeSearchParams(decoded(parts.join('_')))).toBe(canonical);
    }
  });

  it('never throws on arbitrary text, and whatever it accepts round-trips', () => {
    const next = random(99);
    const alphabet = [
      'M',
      'T',
      'F',
      'O',
      'L',
      'H',
      'K',
      'X',
      '_',
      '&',
      '0',
      '1',
      'a',
      'F',
      'g',
      'InS',
      'HoD',
      '-',
      ' ',
      '%',
      'é',
    ];
    let accepted = 0;
    for (let i = 0; i < 5000; i++) {
      const length = Math.floor(next() * 12);
      let text = '';
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)];
      const result = decodeSearchParams(text);
      if (result.ok) {
        accepted++;
        expect(searchParamsSchema.safeParse(result.value).success).toBe(true);
        const canonical = encodeSearchParams(result.value);
        expect(decoded(canonical)).toEqual(result.value);
        expect(encodeSearchParams(decoded(canonical))).toBe(canonical);
      }
    }
    // The alphabet is chosen so that a fair share of the texts are valid.
    expect(accepted).toBeGreaterThan(100);
  });
});

describe('hasSearchCriteria', () => {
  it('counts selections, filters and price bounds but not the sort', () => {
    expect(hasSearchCriteria(decoded('Od'))).toBe(false);
    expect(hasSearchCriteria(decoded('K1'))).toBe(true);
    expect(hasSearchCriteria(decoded('FClO'))).toBe(true);
    expect(hasSearchCriteria(decoded('H0'))).toBe(true);
  });
});

describe('searchUrlSchema', () => {
  it('parses a valid segment into search parameters', () => {
    expect(searchUrlSchema.parse(EXAMPLE)).toEqual(EXAMPLE_PARAMS);
  });

  it('reports the decode error code as the issue message', () => {
    const result = searchUrlSchema.safeParse('Q1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('unknownCode');
  });
});
