import type { Language } from '@shop/domain/shops.ts';
import { readDefaultMessages } from './default-messages.ts';

/**
 * The shipped texts of one namespace in a language, for what the server writes itself (CSV
 * headings, docs/decisions/035-csv-exports.md); a key the language lacks falls back to English,
 * as in the client.
 */
export function shippedTexts(language: Language, namespace: string): (key: string) => string {
  const own = readDefaultMessages(language)[namespace] ?? {};
  const english = readDefaultMessages('en')[namespace] ?? {};
  return (key) => own[key] ?? english[key] ?? key;
}
