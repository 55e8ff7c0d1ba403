import fs from 'node:fs';
import { LANGUAGES, type Language } from '@shop/domain/shops.ts';
import type { TranslationRow } from './i18n.repository.ts';

/** The shipped texts: messages/{lang}.json, namespaces at the top level, flat keys below. */
export type Messages = Record<string, Record<string, string>>;

export function readDefaultMessages(language: Language): Messages {
  const file = new URL(`./messages/${language}.json`, import.meta.url);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
}

export function toRows(messages: Messages): TranslationRow[] {
  return Object.entries(messages).flatMap(([namespace, entries]) =>
    Object.entries(entries).map(([key, value]) => ({ namespace, key, value })),
  );
}

export const SHIPPED_LANGUAGES: readonly Language[] = LANGUAGES;
