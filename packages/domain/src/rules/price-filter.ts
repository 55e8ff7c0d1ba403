/**
 * The price filter of the search-result screen (docs/product/catalog.md#cat-price-filter). Bounds
 * are whole currency units (what the user types and what the URL codes L and H carry), not minor
 * units; priceRangeInMinorUnits converts them for comparing with stored prices.
 */
import { MINOR_UNIT_DIGITS, type MoneyCurrency } from './money.ts';

export interface PriceRange {
  min?: number;
  max?: number;
}

export type PriceBoundInput = string | number | null | undefined;

// An optional sign, digits, and an optional fraction (either decimal mark) that is cut off.
const INTEGER_TEXT = /^[+-]?\d+(?:[.,]\d*)?$/;

/**
 * A bound parsed as an integer and made non-negative, or undefined when absent or not a
 * number. Fractions are truncated. "Non-negative" is taken as the absolute value: a typed
 * "-50" most likely means 50, and clamping it to 0 would silently drop the bound.
 */
export function parsePriceBound(value: PriceBoundInput): number | undefined {
  let number: number;
  if (typeof value === 'number') {
    number = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (!INTEGER_TEXT.test(text)) return undefined;
    number = Number(text.replace(',', '.'));
  } else {
    return undefined;
  }
  // Math.abs(Math.trunc(-0.5)) is 0, never -0.
  const bound = Math.abs(Math.trunc(number)) + 0;
  return Number.isSafeInteger(bound) ? bound : undefined;
}

/**
 * The range that applies: with both bounds only when max is greater than min (otherwise
 * neither applies), and either bound on its own.
 */
export function effectivePriceRange(min: PriceBoundInput, max: PriceBoundInput): PriceRange {
  const low = parsePriceBound(min);
  const high = parsePriceBound(max);
  if (low !== undefined && high !== undefined) return high > low ? { min: low, max: high } : {};
  if (low !== undefined) return { min: low };
  if (high !== undefined) return { max: high };
  return {};
}

/** The range in minor units of the currency, e.g. 10 EUR as 1000 cents. */
export function priceRangeInMinorUnits(range: PriceRange, currency: MoneyCurrency): PriceRange {
  const factor = 10 ** MINOR_UNIT_DIGITS[currency];
  const result: PriceRange = {};
  if (range.min !== undefined) result.min = range.min * factor;
  if (range.max !== undefined) result.max = range.max * factor;
  return result;
}

/** Whether a price in minor units lies in a range in minor units; bounds are inclusive. */
export function isPriceInRange(priceMinor: number, rangeMinor: PriceRange): boolean {
  return (
    (rangeMinor.min === undefined || priceMinor >= rangeMinor.min) &&
    (rangeMinor.max === undefined || priceMinor <= rangeMinor.max)
  );
}
