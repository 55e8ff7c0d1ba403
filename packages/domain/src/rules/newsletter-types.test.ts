import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_TYPE_IDS,
  flagsFromTypeIds,
  newsletterCategoryOf,
  typeIdsFromFlags,
} from './newsletter-types.ts';

describe('newsletter types', () => {
  it('has nine categories with the ids of the spec', () => {
    expect(NEWSLETTER_CATEGORIES).toHaveLength(9);
    expect(NEWSLETTER_TYPE_IDS).toEqual({
      toys: 34391,
      collectibles: 34401,
      fashion: 34411,
      gifts: 34421,
      manga: 34431,
      games: 34441,
      storage: 34451,
      hentai: 34461,
      receiving: 0,
    });
  });

  it('finds the category of an id, including receiving with id 0', () => {
    expect(newsletterCategoryOf(34431)).toBe('manga');
    expect(newsletterCategoryOf(0)).toBe('receiving');
    expect(newsletterCategoryOf(34392)).toBeNull();
  });
});

describe('typeIdsFromFlags', () => {
  it('gives the ids of the ticked flags in category order', () => {
    expect(typeIdsFromFlags({ manga: true, toys: true, receiving: true, games: false })).toEqual([
      34391, 34431, 0,
    ]);
  });

  it('gives no ids when nothing is ticked', () => {
    expect(typeIdsFromFlags({})).toEqual([]);
  });
});

describe('flagsFromTypeIds', () => {
  it('ticks the flags of known ids and ignores unknown ones', () => {
    const flags = flagsFromTypeIds([34401, 0, 99]);
    expect(flags.collectibles).toBe(true);
    expect(flags.receiving).toBe(true);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(2);
  });

  it('round-trips every combination of the nine flags', () => {
    for (let mask = 0; mask < 2 ** NEWSLETTER_CATEGORIES.length; mask++) {
      const flags = Object.fromEntries(
        NEWSLETTER_CATEGORIES.map((category, i) => [category, (mask & (1 << i)) !== 0]),
      ) as Record<(typeof NEWSLETTER_CATEGORIES)[number], boolean>;
      expect(flagsFromTypeIds(typeIdsFromFlags(flags))).toEqual(flags);
    }
  });
});
