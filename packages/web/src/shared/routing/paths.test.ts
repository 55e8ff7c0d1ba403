import { describe, expect, it } from 'vitest';
import { paths } from '#web/shared/routing/paths.ts';

const shell = { shop: 'uk', language: 'en' } as const;

describe('paths', () => {
  it('builds the start and fixed pages under shop and language', () => {
    expect(paths.start.href(shell)).toBe('/uk/en');
    expect(paths.accountShipping.href(shell)).toBe('/uk/en/account/shipping');
  });

  it('URL-encodes a search term as one segment', () => {
    expect(paths.search.href(shell, 'star wars/lego?')).toBe('/uk/en/search/star%20wars%2Flego%3F');
  });

  it('writes article numbers in upper case', () => {
    expect(paths.product.href(shell, 'abc123')).toBe('/uk/en/product/ABC123');
  });

  it('joins alternative article numbers with readable semicolons', () => {
    expect(paths.alternative.href(shell, ['ab-1', 'cd 2'])).toBe('/uk/en/alternative/ab-1;cd%202');
  });
});
