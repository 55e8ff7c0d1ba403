import { describe, expect, it } from 'vitest';
import { safetyImagePaths, safetyWarningTexts } from './safety-information.ts';

describe('safety information of an article', () => {
  it('reads warnings in the language, English standing in, plain strings as they are', () => {
    const json = JSON.stringify([
      { code: 'small-parts', text: { de: 'Achtung!', en: 'Warning!' } },
      { code: 'age', text: { en: 'Not for children under 3.' } },
      'Keep dry.',
      { code: 'broken', text: null },
      { code: 'number', text: { en: 3 } },
      42,
      null,
    ]);
    expect(safetyWarningTexts(json, 'de')).toEqual([
      'Achtung!',
      'Not for children under 3.',
      'Keep dry.',
    ]);
    expect(safetyWarningTexts(json, 'ja')).toEqual([
      'Warning!',
      'Not for children under 3.',
      'Keep dry.',
    ]);
  });

  it('answers nothing for stored text that is not a JSON array', () => {
    expect(safetyWarningTexts('not json', 'en')).toEqual([]);
    expect(safetyWarningTexts('{"text":{"en":"x"}}', 'en')).toEqual([]);
    expect(safetyImagePaths('')).toEqual([]);
  });

  it('keeps only the string paths of the safety pictures', () => {
    expect(safetyImagePaths(JSON.stringify(['/a.png', 3, null, 'https://x/b.png']))).toEqual([
      '/a.png',
      'https://x/b.png',
    ]);
  });
});
