/**
 * The card editor's rules (docs/product/invoices.md#inv-card-editor): only Visa and MasterCard are
 * accepted; owner, number, month, year and check code are required. Used by the web's test card
 * form and by the server's offline test gateway, which accepts what a provider's drop-in would.
 */

export const CARD_BRANDS = ['visa', 'mastercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Digits only: spaces and dashes a buyer types between groups are dropped. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The brand of a card number by its issuer prefix and length, or null for any other scheme
 * (Amex, Discover, …): Visa starts with 4 (13, 16 or 19 digits), MasterCard with 51–55 or
 * 2221–2720 (16 digits).
 */
export function cardBrandOf(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  if (!/^\d{16}$/.test(digits)) return null;
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

export type CardField = 'owner' | 'number' | 'month' | 'year' | 'cvv';
export type CardProblem = 'required' | 'invalid' | 'brand' | 'expired';

export interface CardInput {
  owner: string;
  number: string;
  month: string;
  year: string;
  cvv: string;
}

/**
 * The problems of a card form, per field; empty when the card may be sent. `today` decides
 * whether the expiry (month and year, four digits) has passed.
 */
export function cardProblems(
  card: CardInput,
  today: { year: number; month: number },
): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (card.owner.trim() === '') problems.owner = 'required';
  const digits = cardDigits(card.number);
  if (digits === '') problems.number = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.number = 'invalid';
  else if (cardBrandOf(digits) === null) problems.number = 'brand';
  const month = /^\d{1,2}$/.test(card.month.trim()) ? Number(card.month) : NaN;
  const year = /^\d{4}$/.test(card.year.trim()) ? Number(card.year) : NaN;
  if (card.month.trim() === '') problems.month = 'required';
  else if (!(month >= 1 && month <= 12)) problems.month = 'invalid';
  if (card.year.trim() === '') problems.year = 'required';
  else if (Number.isNaN(year) || year > today.year + 20) problems.year = 'invalid';
  else if (
    problems.month === undefined &&
    (year < today.year || (year === today.year && month < today.month))
  )
    problems.year = 'expired';
  if (card.cvv.trim() === '') problems.cvv = 'required';
  else if (!/^\d{3,4}$/.test(card.cvv.trim())) problems.cvv = 'invalid';
  return problems;
}
