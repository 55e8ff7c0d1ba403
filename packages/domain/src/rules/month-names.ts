import type { Language } from '../shops.ts';

/**
 * A month with its year in words, e.g. 'März 2026', 'marzo de 2026', '2026年3月', as
 * Intl.DateTimeFormat writes it with `{ month: 'long', year: 'numeric' }` (en as en-GB). Written
 * out instead of asking Intl: the first Intl.DateTimeFormat of a page loads ICU's calendar data,
 * about 9 ms of an article page's first render on a desktop CPU and 35 ms on a phone (decision
 * 068). month-names.test.ts checks every month of every language against Intl.
 */
const MONTHS: Record<Exclude<Language, 'ja'>, readonly string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  pl: [
    'styczeń',
    'luty',
    'marzec',
    'kwiecień',
    'maj',
    'czerwiec',
    'lipiec',
    'sierpień',
    'wrzesień',
    'październik',
    'listopad',
    'grudzień',
  ],
};

/** `month` counts from 1. */
export function monthYearText(language: Language, year: number, month: number): string {
  if (language === 'ja') return `${year}年${month}月`;
  const name = MONTHS[language][month - 1] ?? String(month);
  return language === 'es' ? `${name} de ${year}` : `${name} ${year}`;
}
