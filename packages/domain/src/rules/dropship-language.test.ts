import { describe, expect, it } from 'vitest';
import { dropshipLanguage } from './dropship-language.ts';

describe('dropshipLanguage', () => {
  it('answers German for the German-speaking countries', () => {
    expect(['DE', 'AT', 'CH'].map(dropshipLanguage)).toEqual(['de', 'de', 'de']);
  });

  it('answers the language of a shop language country, in any case', () => {
    expect(['fr', 'BE', 'es', 'IT', 'pl', 'JP'].map(dropshipLanguage)).toEqual([
      'fr',
      'fr',
      'es',
      'it',
      'pl',
      'ja',
    ]);
  });

  it('answers English for every other country and for junk', () => {
    expect(['GB', 'NL', 'US', '', 'D\u0000E'].map(dropshipLanguage)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });
});
