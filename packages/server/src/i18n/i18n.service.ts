import crypto from 'node:crypto';
import { COMPLETE_LANGUAGES, LANGUAGES, type Language } from '@shop/domain/shops.ts';
import type { LanguageEntry, Translations } from '@shop/domain/api/shell.ts';
import { SHIPPED_MESSAGES } from '@shop/messages/messages.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { TtlCache } from '#server/system/ttl-cache.ts';
import { toRows } from './default-messages.ts';
import {
  findStoredTranslations,
  findTranslations,
  insertTranslations,
  updateShippedTranslation,
} from './i18n.repository.ts';

const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pl: 'Polski',
  ja: '日本語',
};

export function listLanguages(): LanguageEntry[] {
  return LANGUAGES.map((code) => ({
    code,
    name: LANGUAGE_NAMES[code],
    complete: COMPLETE_LANGUAGES.includes(code),
  }));
}

/**
 * Brings the shipped texts into the database at boot; the database is what the shop serves.
 * New keys are added; a changed shipped text replaces the stored one unless an operator edited
 * that row (docs/decisions/004-translations-in-the-database.md).
 */
export async function syncDefaultTranslations(db: DbOrTx): Promise<void> {
  const now = new Date().toISOString();
  for (const language of LANGUAGES) {
    const stored = new Map(
      (await findStoredTranslations(db, language)).map((row) => [
        `${row.namespace}\u0000${row.key}`,
        row,
      ]),
    );
    const missing = [];
    for (const row of toRows(SHIPPED_MESSAGES[language])) {
      const current = stored.get(`${row.namespace}\u0000${row.key}`);
      if (!current) {
        missing.push(row);
        continue;
      }
      const operatorEdited =
        current.shippedValue !== null && current.value !== current.shippedValue;
      if (current.shippedValue !== row.value && !operatorEdited)
        await updateShippedTranslation(db, language, row, now);
    }
    await insertTranslations(db, language, missing);
  }
}

export async function loadTranslations(db: DbOrTx, language: Language): Promise<Translations> {
  const rows = await findTranslations(db, language);
  const resources: Translations['resources'] = {};
  const digest = crypto.createHash('sha256');
  for (const row of rows) {
    (resources[row.namespace] ??= {})[row.key] = row.value;
    digest.update(`${row.namespace}\u0000${row.key}\u0000${row.value}\u0000`);
  }
  return { language, version: digest.digest('hex').slice(0, 12), resources };
}

/** Texts by language as the client gets them, shared by every reader of this process. */
export type TranslationsReader = (language: Language) => Promise<Translations>;

/** Reads a language's texts at most once a minute, so an operator's correction shows within it. */
export function cachedTranslations(db: DbOrTx): TranslationsReader {
  const cache = new TtlCache<Translations>(60_000);
  return (language) => cache.get(language, () => loadTranslations(db, language));
}
