/**
 * The pasted basket import (docs/product/basket.md#basket-import): one article per line, an article
 * number or EAN, optionally followed by a quantity, separated by space, tab, semicolon or
 * comma. Empty and whitespace-only lines are ignored.
 */
import { isValidQuantity } from './quantity.ts';

export type ImportLine =
  | { line: number; text: string; identifier: string; quantity: number }
  | { line: number; text: string; error: 'invalidQuantity' | 'invalidLine' };

/** Article numbers and EANs have no spaces and are at most 40 characters. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/**
 * Parses pasted text. A line without a quantity orders 1. The quantity counts units, as a
 * retailer's order list does; the basket rounds it up to whole cases. A line with more than two
 * fields, a bad identifier or a quantity that is not a whole number from 1 to the maximum
 * is reported, not guessed at. Line numbers are 1-based and count the ignored empty lines,
 * so they match what the customer pasted.
 */
export function parseBasketImport(text: string): ImportLine[] {
  const result: ImportLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    // A trailing separator (spreadsheets add them) leaves an empty field: drop empty fields.
    const fields = trimmed.split(/[\s;,]+/).filter((field) => field !== '');
    const [identifier, quantityText, ...rest] = fields;
    if (!identifier || rest.length > 0 || !IDENTIFIER.test(identifier)) {
      result.push({ line, text: trimmed, error: 'invalidLine' });
      return;
    }
    if (quantityText === undefined) {
      result.push({ line, text: trimmed, identifier, quantity: 1 });
      return;
    }
    const quantity = /^\d{1,7}$/.test(quantityText) ? Number(quantityText) : NaN;
    if (!isValidQuantity(quantity)) {
      result.push({ line, text: trimmed, error: 'invalidQuantity' });
      return;
    }
    result.push({ line, text: trimmed, identifier, quantity });
  });
  return result;
}

/** EAN-8, UPC-A, EAN-13 and GTIN-14 are all digits; article numbers rarely are that long. */
export function looksLikeEan(identifier: string): boolean {
  return /^\d{8}$|^\d{12,14}$/.test(identifier);
}
