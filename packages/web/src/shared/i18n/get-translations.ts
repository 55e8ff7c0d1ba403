import type { Translations } from '@shop/domain/api/shell.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';

/**
 * GET /loca/getLanguage/{lang}: all namespaces of one language
 * (docs/product/shell.md#shell-translations-call). The first page waits for it, so the contract
 * (and zod) loads beside the request (decision 030).
 */
export function getTranslations(language: Language): Promise<Translations> {
  return apiGet(`/loca/getLanguage/${language}`, () =>
    import('@shop/domain/api/shell.ts').then((contract) => contract.translationsSchema),
  );
}
