import { describe, expect, it } from 'vitest';
import { alertMatches, type MatchableArticle } from './alert-match.ts';

const article: MatchableArticle = {
  articleNumber: 'AB-100',
  producerId: 7,
  productTypeId: 3,
  themeIds: [11, 12],
  names: { de: 'Drachenfigur Rot', en: 'Dragon figure red' },
};

describe('which articles an alert tells of', () => {
  it('a producer, theme or product type alert: the articles of it', () => {
    expect(alertMatches({ target: 'producer', targetId: 7 }, article)).toBe(true);
    expect(alertMatches({ target: 'producer', targetId: 8 }, article)).toBe(false);
    expect(alertMatches({ target: 'theme', targetId: 12 }, article)).toBe(true);
    expect(alertMatches({ target: 'theme', targetId: 13 }, article)).toBe(false);
    expect(alertMatches({ target: 'productType', targetId: 3 }, article)).toBe(true);
  });

  it('a saved search: in each list it selects by, every word of its text in a name', () => {
    const search = (part: Partial<NonNullable<Parameters<typeof alertMatches>[0]['search']>>) => ({
      target: 'search' as const,
      targetId: null,
      search: { producers: [], themes: [], productTypes: [], term: '', ...part },
    });
    expect(alertMatches(search({ producers: [6, 7], term: 'dragon' }), article)).toBe(true);
    expect(alertMatches(search({ producers: [6], term: 'dragon' }), article)).toBe(false);
    expect(alertMatches(search({ themes: [12], term: 'ROT drachen' }), article)).toBe(true);
    expect(alertMatches(search({ term: 'dragon blue' }), article)).toBe(false);
    expect(alertMatches(search({ term: 'ab-100' }), article)).toBe(true);
    expect(alertMatches({ target: 'search', targetId: null }, article)).toBe(false);
  });
});
