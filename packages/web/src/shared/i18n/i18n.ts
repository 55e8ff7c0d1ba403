import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translations } from '@shop/domain/api/shell.ts';
import { LANGUAGES, isLanguage, type Language } from '@shop/domain/shops.ts';
import { getTranslations } from '#web/shared/i18n/get-translations.ts';
import type { Resources } from '#web/shared/i18n/resources.ts';

/**
 * Translations come from the server, one request per language with every namespace in it
 * (GET /loca/getLanguage/{lang}). de and en are complete; es, fr, it, pl and ja may lack keys,
 * which then fall back one by one to en (fallbackLng), never to the key itself.
 */
export const NAMESPACES = [
  'common',
  'shell',
  'start',
  'catalog',
  'content',
  'errors',
  'auth',
  'registration',
  'account',
  'accountOrders',
  'product',
  'basket',
] as const satisfies readonly (keyof Resources)[];

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

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Starts i18next in the language of the first page; resolves when its texts are loaded. */
export async function startI18n(language: Language): Promise<void> {
  await i18n
    .use(locaBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      ns: NAMESPACES,
      defaultNS: 'common',
      keySeparator: false,
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}

/** Switches the texts to a language, loading them first when needed. */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
}
