import type { Language } from '../shops.ts';
import { numberFormat } from './intl-formats.ts';

/** Languages that write a decimal comma (Intl's de, es, fr, it, pl); en and ja write a point. */
const DECIMAL_COMMA: ReadonlySet<Language> = new Set(['de', 'es', 'fr', 'it', 'pl']);

/**
 * A number as `Intl.NumberFormat(language, { maximumFractionDigits })` writes it, e.g. 12.35 in
 * de with one digit '12,4'. Below 1000, where no language groups digits, it is written out
 * rather than asked of Intl: the first Intl.NumberFormat of a page loads ICU's number data, a
 * task of about 60 ms on a phone, for a quota or a weight (decision 073). decimal-text.test.ts
 * compares both ways in every language.
 */
export function formatDecimal(
  value: number,
  language: Language,
  maximumFractionDigits = 0,
): string {
  const fixed = Number.isFinite(value)
    ? roundedDigits(Math.abs(value), maximumFractionDigits)
    : null;
  if (fixed === null || Number(fixed) >= 1000) {
    return numberFormat(language === 'en' ? 'en-GB' : language, { maximumFractionDigits }).format(
      value,
    );
  }
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  const text = DECIMAL_COMMA.has(language) ? trimmed.replace('.', ',') : trimmed;
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/**
 * A non-negative number's shortest decimal text rounded half up to `digits` places, as Intl
 * rounds (0.15 to one place is 0.2, though the double is a little below 0.15); null for a
 * number JavaScript writes with an exponent.
 */
function roundedDigits(value: number, digits: number): string | null {
  const text = String(value);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return fraction === '' ? whole : `${whole}.${fraction}`;
  const kept =
    BigInt(`${whole}${fraction.slice(0, digits)}`) + (fraction[digits]! >= '5' ? 1n : 0n);
  const all = kept.toString().padStart(digits + 1, '0');
  return digits === 0 ? all : `${all.slice(0, -digits)}.${all.slice(-digits)}`;
}
