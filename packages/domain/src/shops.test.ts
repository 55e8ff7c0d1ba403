import { describe, expect, it } from 'vitest';
import { LANGUAGES, textLanguages } from './shops.ts';

describe('the texts a page reads', () => {
  it('are its own language where that is complete, else its own and English for the rest', () => {
    expect(
      Object.fromEntries(LANGUAGES.map((language) => [language, textLanguages(language)])),
    ).toEqual({
      de: ['de'],
      en: ['en'],
      es: ['es', 'en'],
      fr: ['fr', 'en'],
      it: ['it', 'en'],
      pl: ['pl', 'en'],
      ja: ['ja', 'en'],
    });
  });
});
