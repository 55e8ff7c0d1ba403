/** Article quantity input and case counting (docs/product/catalog.md#cat-quantity-input). */
import { z } from 'zod';

/**
 * Upper bound of one line's quantity. The spec gives none; a million units is far above
 * any wholesale order line and keeps totals well inside safe integers.
 */
export const MAX_QUANTITY = 1_000_000;

/** A line quantity: a positive safe integer up to MAX_QUANTITY, never a string. */
export const quantitySchema = z.number().int().min(1).max(MAX_QUANTITY);

export function isValidQuantity(value: unknown): value is number {
  return quantitySchema.safeParse(value).success;
}

/** What the field keeps while the user types: digits only. */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

/**
 * The quantity when the field loses focus: digits only, and an empty or zero input becomes
 * 1. Input above MAX_QUANTITY is lowered to it rather than refused, as the field must
 * always hold a valid quantity after leaving it.
 */
export function quantityFromInput(raw: string): number {
  const digits = digitsOnly(raw);
  const value = digits === '' ? 0 : Number(digits);
  if (value === 0) return 1;
  return Math.min(value, MAX_QUANTITY);
}

/**
 * The quantity of a field that may stay empty, a variant grid's row (decision 121): digits only,
 * lowered to MAX_QUANTITY like quantityFromInput, but an empty or zero input stays 0, which
 * means "none of this one".
 */
export function quantityOrNoneFromInput(raw: string): number {
  const digits = digitsOnly(raw);
  return digits === '' ? 0 : Math.min(Number(digits), MAX_QUANTITY);
}

/** Normalises a case quantity: anything not an integer above 1 means single units. */
function unitsPerCase(caseQuantity: number): number {
  return Number.isInteger(caseQuantity) && caseQuantity > 1 ? caseQuantity : 1;
}

/** Quantities are entered in cases when an article comes in cases of more than one. */
export function countsInCases(caseQuantity: number): boolean {
  return unitsPerCase(caseQuantity) > 1;
}

/** Units ordered for a number of cases. */
export function unitsFromCases(cases: number, caseQuantity: number): number {
  return cases * unitsPerCase(caseQuantity);
}

/** Cases needed for a number of units, rounded up: a part case is a whole case. */
export function casesFromUnits(units: number, caseQuantity: number): number {
  return Math.ceil(units / unitsPerCase(caseQuantity));
}
