import { describe, expect, it } from 'vitest';
import { alternateLinks, hreflangOf, pagePath } from './page-alternates.ts';

describe('page alternates', () => {
  it('tags each shop and language with the language and the shop country', () => {
    expect(hreflangOf('uk', 'en')).toBe('en-GB');
    expect(hreflangOf('de', 'en')).toBe('en-DE');
    expect(hreflangOf('fr', 'ja')).toBe('ja-FR');
  });

  it('builds the path of a page in a shop and language', () => {
    expect(pagePath('de', 'de', '')).toBe('/de/de');
    expect(pagePath('uk', 'en', 'product/ABC123')).toBe('/uk/en/product/ABC123');
    expect(pagePath('fr', 'it', '/category/1a/')).toBe('/fr/it/category/1a');
  });

  it('lists the 21 versions of a page and x-default, each hreflang once', () => {
    const links = alternateLinks('product/ABC123');
    expect(links).toHaveLength(22);
    expect(new Set(links.map((link) => link.hreflang)).size).toBe(22);
    expect(links).toContainEqual({ hreflang: 'en-GB', path: '/uk/en/product/ABC123' });
    expect(links).toContainEqual({ hreflang: 'pl-FR', path: '/fr/pl/product/ABC123' });
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', path: '/de/de/product/ABC123' });
  });
});
