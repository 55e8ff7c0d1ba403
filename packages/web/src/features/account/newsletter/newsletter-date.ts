import type { Language } from '@shop/domain/shops.ts';

/** A newsletter's publishing day in the page's language (British order for English). */
export function formatNewsletterDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'long',
  }).format(new Date(isoDate));
}
