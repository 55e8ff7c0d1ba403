import type { Language } from '../shops.ts';

/**
 * Dates use the short locale format: en-gb for English (07/03/2026), otherwise de (07.03.26)
 * (docs/product/shell.md#shell-date-format). The server sends calendar dates (YYYY-MM-DD, or an ISO
 * timestamp whose date part counts); only the date part is read, so no time zone moves them by a
 * day. The two patterns are written out rather than asked of Intl: the first Intl.DateTimeFormat of
 * a page loads the locale's ICU data, about 0.1 s of a phone's main thread on a page of tiles, for
 * a format that never varies. The screens and the invoice PDF both use it, so paper and screen show
 * the same date.
 */
export function formatShortDate(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (match === null) return isoDate;
  const [, year = '', month = '', day = ''] = match;
  return language === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year.slice(2)}`;
}
