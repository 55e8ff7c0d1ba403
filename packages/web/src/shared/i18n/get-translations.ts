import { translationsSchema, type Translations } from '@shop/domain/api/shell.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';

/** GET /loca/getLanguage/{lang}: all namespaces of one language (spec 2 section 7). */
export function getTranslations(language: Language): Promise<Translations> {
  return apiGet(`/loca/getLanguage/${language}`, translationsSchema);
}
