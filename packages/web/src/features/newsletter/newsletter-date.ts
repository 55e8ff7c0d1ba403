import { dateTimeFormat } from '@shop/domain/rules/intl-formats.ts';
import type { Language } from '@shop/domain/shops.ts';

/** A newsletter's publishing day in the page's language (British order for English). */
export function formatNewsletterDate(isoDate: string, language: Language): string {
  return dateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'long',
  }).format(new Date(isoDate));
}
