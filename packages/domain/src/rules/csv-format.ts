import type { Language } from '../shops.ts';

/**
 * How a CSV export is written so the buyer's spreadsheet opens it in columns with numbers and
 * dates it can calculate with (docs/decisions/122-csv-in-the-buyers-spreadsheet.md): one rule
 * for the server's exports and the browser's.
 */

/** The two spreadsheet formats a buyer can choose between. */
export const CSV_FORMATS = ['semicolon-comma', 'comma-point'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/** Languages whose spreadsheets write a decimal comma and so split cells at a semicolon. */
const DECIMAL_COMMA: ReadonlySet<Language> = new Set(['de', 'es', 'fr', 'it', 'pl']);

/**
 * The short date each language's spreadsheet reads as a date. en gets ISO: an English buyer's
 * Excel may be set to the UK (day first) or the US (month first), and only ISO reads the same
 * in both; ja writes year/month/day.
 */
const SHORT_DATE: Readonly<Record<Language, string>> = {
  de: 'dd.MM.yyyy',
  pl: 'dd.MM.yyyy',
  es: 'dd/MM/yyyy',
  fr: 'dd/MM/yyyy',
  it: 'dd/MM/yyyy',
  en: 'yyyy-MM-dd',
  ja: 'yyyy/MM/dd',
};

/** ISO dates read as dates in every spreadsheet, whatever its locale. */
const ISO_DATE = 'yyyy-MM-dd';

export interface CsvStyle {
  delimiter: ';' | ',';
  decimal: ',' | '.';
  /** date pattern of the tokens y, M, d, H, m, s (formatCsvDate) */
  datePattern: string;
}

/** The format a language's spreadsheet opens without asking. */
export function defaultCsvFormat(language: Language): CsvFormat {
  return DECIMAL_COMMA.has(language) ? 'semicolon-comma' : 'comma-point';
}

/**
 * Separator, decimal mark and date pattern of an export in `language` and the chosen `format`.
 * A buyer who chose the other format than the language's own gets ISO dates, which that
 * spreadsheet reads whatever its locale; an operator's `datePattern` wins over both.
 */
export function csvStyle(
  language: Language,
  format: CsvFormat = defaultCsvFormat(language),
  datePattern?: string,
): CsvStyle {
  const pattern =
    datePattern ?? (format === defaultCsvFormat(language) ? SHORT_DATE[language] : ISO_DATE);
  return format === 'semicolon-comma'
    ? { delimiter: ';', decimal: ',', datePattern: pattern }
    : { delimiter: ',', decimal: '.', datePattern: pattern };
}

/** Minor units as a plain number: 123456 → "1234,56" or "1234.56" (no grouping, no symbol). */
export function csvAmount(minor: number, digits: number, style: Pick<CsvStyle, 'decimal'>): string {
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}${style.decimal}${text.slice(-digits)}`;
}

/** A number other than money (a weight) with the style's decimal mark, as JavaScript writes it. */
export function csvNumber(value: number, style: Pick<CsvStyle, 'decimal'>): string {
  return String(value).replace('.', style.decimal);
}

const TOKEN = /y+|M+|d+|H+|m+|s+/g;

/**
 * A date pattern of numeric tokens only (y, yy, yyyy, M, MM, d, dd, H, HH, m, mm, s, ss) and the
 * separators . : / _ - and space: what an operator may set as CSV_DATE_FORMAT.
 */
export function isCsvDatePattern(pattern: string): boolean {
  if (!/^[dMyHms .:/_-]{1,40}$/.test(pattern)) return false;
  return (pattern.match(TOKEN) ?? []).every((token) =>
    token.startsWith('y') ? token.length !== 3 && token.length <= 4 : token.length <= 2,
  );
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/**
 * An ISO calendar date (2026-12-03) or timestamp in `pattern`, read in UTC, where the shop keeps
 * its dates; empty for no date or one that does not parse.
 */
export function formatCsvDate(value: string | null | undefined, pattern: string): string {
  if (!value) return '';
  // a date or a timestamp without a zone is the shop's UTC
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : zoned);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, number> = {
    y: date.getUTCFullYear(),
    M: date.getUTCMonth() + 1,
    d: date.getUTCDate(),
    H: date.getUTCHours(),
    m: date.getUTCMinutes(),
    s: date.getUTCSeconds(),
  };
  return pattern.replace(TOKEN, (token) => {
    const part = parts[token[0]!]!;
    if (token === 'yy') return pad(part % 100, 2);
    return pad(part, token.length);
  });
}

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * A text cell a spreadsheet would run as a formula (= + - @ tab CR) gets a leading apostrophe
 * (docs/security.md); a plain number such as a negative amount (-12,50) is left a number.
 */
export function safeCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}
