import { describe, expect, it } from 'vitest';
import { allLanguages, parseTexts, servedLanguage, textIn } from './content-texts.ts';

describe('content texts per language', () => {
  it('reads a JSON object of texts and ignores anything else', () => {
    expect(parseTexts('{"de":"Hallo","en":"Hello"}')).toEqual({ de: 'Hallo', en: 'Hello' });
    expect(parseTexts('{"de":5}')).toEqual({});
    expect(parseTexts('not json')).toEqual({});
  });

  it('falls back from the language to en, then de, then the fallback', () => {
    expect(textIn({ de: 'Hallo', en: 'Hello' }, 'fr')).toBe('Hello');
    expect(textIn({ de: 'Hallo' }, 'ja')).toBe('Hallo');
    expect(textIn({}, 'pl', 'Name')).toBe('Name');
    expect(textIn({ de: 'Hallo', en: 'Hello' }, 'de')).toBe('Hallo');
  });

  it('fills every shop language', () => {
    const texts = allLanguages({ de: 'Hallo', en: 'Hello' });
    expect(texts).toEqual({
      de: 'Hallo',
      en: 'Hello',
      es: 'Hello',
      fr: 'Hello',
      it: 'Hello',
      pl: 'Hello',
      ja: 'Hello',
    });
  });

  it('serves a page in the asked language, else en, else de', () => {
    expect(servedLanguage(['de', 'en'], 'de')).toBe('de');
    expect(servedLanguage(['de', 'en'], 'it')).toBe('en');
    expect(servedLanguage(['de'], 'it')).toBe('de');
    expect(servedLanguage([], 'it')).toBe('it');
  });
});
