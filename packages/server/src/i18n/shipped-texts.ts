import type { Language } from '@shop/domain/shops.ts';
import { SHIPPED_MESSAGES } from '@shop/messages/messages.ts';

/**
 * The shipped texts of one namespace in a language, for what the server writes itself (CSV
 * headings, docs/decisions/035-csv-exports.md); a key the language lacks falls back to English,
 * as in the client.
 */
export function shippedTexts(language: Language, namespace: string): (key: string) => string {
  const own = SHIPPED_MESSAGES[language][namespace] ?? {};
  const english = SHIPPED_MESSAGES.en[namespace] ?? {};
  return (key) => own[key] ?? english[key] ?? key;
}
