import { z } from 'zod';
import { LANGUAGES, type Language } from '../shops.ts';
import type { TextsByLanguage } from '../api/content.ts';

/**
 * Content texts are stored as JSON objects per language ({"de": …, "en": …}); a language
 * without its own text shows en's, then de's, then the given fallback (decision 048).
 */

const storedTextsSchema = z.record(z.string(), z.string());

export function parseTexts(json: string): Record<string, string> {
  try {
    const parsed = storedTextsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function textIn(texts: Record<string, string>, language: Language, fallback = ''): string {
  return texts[language] ?? texts.en ?? texts.de ?? fallback;
}

export function allLanguages(texts: Record<string, string>, fallback = ''): TextsByLanguage {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, textIn(texts, language, fallback)]),
  ) as TextsByLanguage;
}

/** The language a per-page text is served in: the asked one if present, else en, else de. */
export function servedLanguage(available: readonly string[], asked: Language): Language {
  if (available.includes(asked)) return asked;
  if (available.includes('en')) return 'en';
  return available.includes('de') ? 'de' : asked;
}
