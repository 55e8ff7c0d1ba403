/**
 * Customer numbers 'REGION/NUMBER', e.g. 'DE/12345'
 * (docs/product/account.md#account-customer-number). The region gives the currency; the number
 * alone is the suffix in `/api/accounts/{customerNumberSuffix}/…`.
 */
import { z } from 'zod';

export interface CustomerNumber {
  /** Two letters, upper case: DE, UK, FR, … */
  region: string;
  /** Digits as written; leading zeros are part of the number. */
  number: string;
}

export type CustomerNumberError = 'empty' | 'format';

export type ParseCustomerNumberResult =
  { ok: true; value: CustomerNumber } | { ok: false; error: CustomerNumberError };

/**
 * The spec names regions DE, UK, FR and leaves the list open, so any two letters are a
 * region. Numbers are digits only (they travel in URL paths), at most 10 of them.
 */
const CUSTOMER_NUMBER = /^([A-Za-z]{2})\/(\d{1,10})$/;
const SUFFIX = /^\d{1,10}$/;

/** Parses a customer number, accepting surrounding spaces and a lower-case region. */
export function parseCustomerNumber(text: string): ParseCustomerNumberResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  const match = CUSTOMER_NUMBER.exec(trimmed);
  if (!match) return { ok: false, error: 'format' };
  return { ok: true, value: { region: match[1]!.toUpperCase(), number: match[2]! } };
}

export function formatCustomerNumber(customerNumber: CustomerNumber): string {
  return `${customerNumber.region}/${customerNumber.number}`;
}

/** The number part used in account URLs, or null when the text is no customer number. */
export function customerNumberSuffix(text: string): string | null {
  const result = parseCustomerNumber(text);
  return result.ok ? result.value.number : null;
}

/** A customer number in canonical form (upper-case region, no spaces), for payloads. */
export const customerNumberSchema = z.string().regex(/^[A-Z]{2}\/\d{1,10}$/);

/** The `{customerNumberSuffix}` path parameter. */
export const customerNumberSuffixSchema = z.string().regex(SUFFIX);
