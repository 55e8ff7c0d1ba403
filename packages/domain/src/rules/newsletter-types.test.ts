import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_TYPE_IDS,
  newsletterLanguage,
  normalizedTypeIds,
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

describe('newsletterLanguage', () => {
  it('keeps de and en and stores every other language as en', () => {
    expect(newsletterLanguage('de')).toBe('de');
    expect(newsletterLanguage('en')).toBe('en');
    for (const other of ['fr', 'es', 'it', 'pl', 'ja', '']) {
      expect(newsletterLanguage(other)).toBe('en');
    }
  });
});

describe('normalizedTypeIds', () => {
  it('orders the ids by category and drops repeats', () => {
    expect(normalizedTypeIds([0, 34431, 34391, 34431])).toEqual([34391, 34431, 0]);
    expect(normalizedTypeIds([])).toEqual([]);
  });
});
