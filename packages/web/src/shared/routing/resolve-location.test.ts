import { describe, expect, it } from 'vitest';
import { resolveLocation, withLanguage } from '#web/shared/routing/resolve-location.ts';

describe('resolveLocation', () => {
  it('accepts a shop and a language it knows', () => {
    expect(resolveLocation('/uk/en/partner', null)).toEqual({
      kind: 'shell',
      shop: 'uk',
      language: 'en',
    });
    expect(resolveLocation('/de/ja', 'fr')).toEqual({ kind: 'shell', shop: 'de', language: 'ja' });
  });

  it('sends the bare root to the default shop and language', () => {
    expect(resolveLocation('/', 'fr')).toEqual({ kind: 'redirect', to: '/de/de' });
  });

  it("sends /{shop} to that shop's default language", () => {
    expect(resolveLocation('/uk', null)).toEqual({ kind: 'redirect', to: '/uk/en' });
    expect(resolveLocation('/fr/', null)).toEqual({ kind: 'redirect', to: '/fr/fr' });
  });

  it('replaces an unknown language with the stored language', () => {
    expect(resolveLocation('/de/xx/partner', 'pl')).toEqual({
      kind: 'redirect',
      to: '/de/pl/partner',
    });
  });

  it("falls back to the shop's default language when none is stored or the stored one is invalid", () => {
    expect(resolveLocation('/uk/xx', null)).toEqual({ kind: 'redirect', to: '/uk/en' });
    expect(resolveLocation('/de/xx', 'klingon')).toEqual({ kind: 'redirect', to: '/de/de' });
  });

  it('keeps a page name that stands where the language belongs', () => {
    expect(resolveLocation('/de/partner', 'it')).toEqual({
      kind: 'redirect',
      to: '/de/it/partner',
    });
  });

  it('strips a trailing slash', () => {
    expect(resolveLocation('/de/en/', null)).toEqual({ kind: 'redirect', to: '/de/en' });
    expect(resolveLocation('/de/en/search/lego/', null)).toEqual({
      kind: 'redirect',
      to: '/de/en/search/lego',
    });
    expect(resolveLocation('/de//en//partner', null)).toEqual({
      kind: 'redirect',
      to: '/de/en/partner',
    });
  });

  it('sends an unknown shop to the default shop', () => {
    expect(resolveLocation('/xx/en/contact', null)).toEqual({
      kind: 'redirect',
      to: '/de/en/contact',
    });
    expect(resolveLocation('/xx', 'fr')).toEqual({ kind: 'redirect', to: '/de/de' });
  });

  it('reads a language without a shop as a link of the language-only era', () => {
    expect(resolveLocation('/en/partner', null)).toEqual({
      kind: 'redirect',
      to: '/de/en/partner',
    });
    expect(resolveLocation('/ja', null)).toEqual({ kind: 'redirect', to: '/de/ja' });
  });

  it('puts a bare page path under the default shop and the stored language', () => {
    expect(resolveLocation('/contact', 'es')).toEqual({ kind: 'redirect', to: '/de/es/contact' });
  });

  it('lowers upper-case shop and language codes', () => {
    expect(resolveLocation('/UK/EN/basket', null)).toEqual({
      kind: 'redirect',
      to: '/uk/en/basket',
    });
  });

  it('keeps encoded page segments as they are', () => {
    expect(resolveLocation('/de/de/search/star%20wars', null)).toEqual({
      kind: 'shell',
      shop: 'de',
      language: 'de',
    });
  });
});

describe('withLanguage', () => {
  it('rewrites the language segment and keeps the page', () => {
    expect(withLanguage('/uk/en/search/one%20piece', 'fr')).toBe('/uk/fr/search/one%20piece');
    expect(withLanguage('/de/de', 'ja')).toBe('/de/ja');
  });
});
