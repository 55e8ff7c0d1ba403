import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translations } from '@shop/domain/api/shell.ts';
import { COMPLETE_LANGUAGES, LANGUAGES, isLanguage, type Language } from '@shop/domain/shops.ts';
import { NAMESPACES } from '@shop/messages/keys.ts';
import { getTranslations } from '#web/shared/i18n/get-translations.ts';

/**
 * Translations come from the server, one request per language with every namespace in it
 * (GET /loca/getLanguage/{lang}). Every language ships the keys of en (packages/messages); a key
 * a language still lacks falls back on its own to en (fallbackLng), never to the key itself.
 * de and en have no fallback, so a page in de or en loads its own language only (decision 030).
 */

const requests = new Map<string, Promise<Translations>>();

function translationsOf(language: Language): Promise<Translations> {
  let request = requests.get(language);
  if (request === undefined) {
    request = getTranslations(language);
    // a failed load may be tried again by the next language change
    request.catch(() => requests.delete(language));
    requests.set(language, request);
  }
  return request;
}

/** An i18next backend that reads each namespace out of the one answer per language. */
const locaBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    translationsOf(language).then(
      (translations) => callback(null, translations.resources[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** How the texts are looked up, the same in the browser and the server's renderer. */
export const TEXT_OPTIONS = {
  fallbackLng: {
    ...Object.fromEntries(COMPLETE_LANGUAGES.map((code) => [code, []])),
    default: ['en'],
  },
  supportedLngs: LANGUAGES,
  load: 'currentOnly',
  ns: NAMESPACES,
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/**
 * Starts i18next in the language of the first page; resolves when its texts are loaded. They are
 * handed to i18next whole: read namespace by namespace through the backend, each was copied and
 * merged into the store, a long task of a phone's start. Another language, and the first one
 * if its answer failed, comes through the backend.
 */
export async function startI18n(language: Language): Promise<void> {
  const first = await translationsOf(language).catch(() => null);
  await i18n
    .use(locaBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      ...TEXT_OPTIONS,
      partialBundledLanguages: true,
      ...(first === null ? {} : { resources: { [language]: first.resources } }),
    });
}

/** Switches the texts to a language, loading them first when needed. */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
}
