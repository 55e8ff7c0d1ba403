import type { Language } from '../shops.ts';

/**
 * Dates use the short locale format: en-gb for English, otherwise de (spec 2 section 9).
 * The server sends calendar dates (YYYY-MM-DD, or an ISO timestamp whose date part counts);
 * they are read and written in UTC so that no time zone moves them by a day. The screens and
 * the invoice PDF both use it, so paper and screen show the same date.
 */
export function formatShortDate(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (match === null) return isoDate;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de', {
    dateStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}
