/**
 * Dropshipping: who may use it, the consumer address, and the parcel-based shipping cost
 * (docs/product/basket.md#basket-dropship-possible). Sizes are millimetres, weights grams, money
 * minor units.
 */
import { z } from 'zod';
import { vatAmount } from './money.ts';
import { oneLineText } from '../api/text.ts';

// ─── Eligibility ─────────────────────────────────────────────────────────────────────

/** The currency of the parcel prices; dropshipping is sent within Germany only. */
export const DROPSHIPPING_CURRENCY = 'EUR';

/** An article as the basket knows it, before its size and weight are checked. */
export interface DropshippingArticle {
  articleNumber: string;
  /** Units in the basket. */
  quantity: number;
  /** Must be 1 for the article to be dropshipped. */
  allowDropshipping: number | null | undefined;
  /** Three dimensions joined by x, e.g. '300x200x150' (mm). */
  size: string | null | undefined;
  /** Grams; a number or numeric text. */
  weight: number | string | null | undefined;
  /** information.delivery_type; 'carrier' and 'bulky_goods' need a carrier shipment. */
  deliveryType?: string | null | undefined;
  /** information.oversize */
  oversize?: boolean | null | undefined;
  /** Currency the article is priced in; the parcel prices are euro amounts. */
  currency?: string | undefined;
}

export type Dimensions = readonly [number, number, number];

/** An article whose size and weight are known: what the parcel rules work on. */
export interface ParcelItem {
  articleNumber: string;
  quantity: number;
  dimensionsMm: Dimensions;
  weightG: number;
  deliveryType: string | null;
  oversize: boolean;
}

export type DropshippingProblem =
  | { code: 'notEnabled' }
  | { code: 'foreignCurrency' }
  | { code: 'unavailableArticles'; articleNumbers: string[] }
  | { code: 'notAllowed' | 'invalidSize' | 'invalidWeight'; articleNumber: string };

export type DropshippingCheck =
  { eligible: true; items: ParcelItem[] } | { eligible: false; problems: DropshippingProblem[] };

const POSITIVE_DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** 'AxBxC' (x in either case, spaces allowed around numbers) as three positive numbers, or null. */
export function parseSize(size: string | null | undefined): Dimensions | null {
  if (typeof size !== 'string') return null;
  const parts = size.split(/x/i).map((part) => part.trim());
  if (parts.length !== 3 || !parts.every((part) => POSITIVE_DECIMAL.test(part))) return null;
  const [a, b, c] = parts.map((part) => Number(part.replace(',', '.'))) as [number, number, number];
  return a > 0 && b > 0 && c > 0 ? [a, b, c] : null;
}

/** A non-negative weight from a number or numeric text, or null. */
export function parseWeight(weight: number | string | null | undefined): number | null {
  if (typeof weight === 'number') return Number.isFinite(weight) && weight >= 0 ? weight : null;
  if (typeof weight === 'string' && POSITIVE_DECIMAL.test(weight.trim())) {
    return Number(weight.trim().replace(',', '.'));
  }
  return null;
}

/**
 * Whether the basket can be dropshipped: the account has it enabled
 * (docs/product/basket.md#basket-dropship-enabled), no article is unavailable, and every article
 * allows it and has a three-part size and a numeric weight, and the basket is priced in euros. All
 * problems are reported, so the screen can name every article at once. On success the checked items
 * come back, ready for the parcel rules.
 */
export function checkDropshipping(input: {
  enabled: boolean;
  /** Article numbers of the basket's notAvailableArticles. */
  unavailableArticles: readonly string[];
  articles: readonly DropshippingArticle[];
}): DropshippingCheck {
  const problems: DropshippingProblem[] = [];
  if (!input.enabled) problems.push({ code: 'notEnabled' });
  if (input.unavailableArticles.length > 0) {
    problems.push({ code: 'unavailableArticles', articleNumbers: [...input.unavailableArticles] });
  }
  // Dropshipping goes to Germany at euro parcel prices (docs/product/basket.md#basket-parcel-cost),
  // so a basket priced in another currency cannot be charged for it.
  if (
    input.articles.some((a) => a.currency !== undefined && a.currency !== DROPSHIPPING_CURRENCY)
  ) {
    problems.push({ code: 'foreignCurrency' });
  }
  const items: ParcelItem[] = [];
  for (const article of input.articles) {
    const { articleNumber } = article;
    if (article.allowDropshipping !== 1) problems.push({ code: 'notAllowed', articleNumber });
    const dimensionsMm = parseSize(article.size);
    if (!dimensionsMm) problems.push({ code: 'invalidSize', articleNumber });
    const weightG = parseWeight(article.weight);
    if (weightG === null) problems.push({ code: 'invalidWeight', articleNumber });
    if (dimensionsMm && weightG !== null) {
      items.push({
        articleNumber,
        quantity: article.quantity,
        dimensionsMm,
        weightG,
        deliveryType: article.deliveryType ?? null,
        oversize: article.oversize === true,
      });
    }
  }
  return problems.length > 0 ? { eligible: false, problems } : { eligible: true, items };
}

// ─── Address ─────────────────────────────────────────────────────────────────────────

/**
 * A German postcode: five digits, not starting 00 (no such region) and not 01000 or 99999
 * (docs/product/basket.md#basket-dropship-address; both are outside the allocated range).
 */
export function isGermanPostcode(zip: string): boolean {
  return /^\d{5}$/.test(zip) && !zip.startsWith('00') && zip !== '01000' && zip !== '99999';
}

/** Optional plus, then at least 6 of: digits, parentheses, space, hyphen, slash. */
const PHONE_PATTERN = /^\+?[\d() /-]{6,}$/;

export function isValidPhoneNumber(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

export const ADDRESS_FIELD_ERRORS = ['required', 'invalid', 'tooLong'] as const;
export type AddressFieldError = (typeof ADDRESS_FIELD_ERRORS)[number];

// Messages are the error codes, so forms can translate them and validation can map them.
const missingOrInvalid = (issue: { input?: unknown }): AddressFieldError =>
  issue.input === undefined || issue.input === null ? 'required' : 'invalid';

/**
 * A required text field, trimmed. The spec sets no lengths; 100 characters (and 20 for a
 * house number, 254 for an e-mail, the RFC limit) fit every carrier label while keeping
 * junk out of storage.
 */
const requiredText = (max: number) =>
  oneLineText(max, { error: { error: missingOrInvalid }, tooLong: 'tooLong' }).min(1, 'required');

export const dropshippingAddressSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  street: requiredText(100),
  houseNumber: requiredText(20),
  additional: oneLineText(100, { error: { error: 'invalid' }, tooLong: 'tooLong' }).optional(),
  zip: requiredText(100).refine(isGermanPostcode, 'invalid'),
  city: requiredText(100),
  // Dropshipping goes to Germany only (docs/product/basket.md#basket-dropship-country), so an
  // absent country means DE.
  country: z.literal('DE', { error: 'invalid' }).default('DE'),
  email: requiredText(254).pipe(z.email('invalid')),
  phoneNumber: requiredText(40).refine(isValidPhoneNumber, 'invalid'),
});
export type DropshippingAddress = z.output<typeof dropshippingAddressSchema>;
export type DropshippingAddressField = keyof DropshippingAddress;

export type AddressValidation =
  | { ok: true; value: DropshippingAddress }
  | { ok: false; errors: Partial<Record<DropshippingAddressField, AddressFieldError>> };

const ADDRESS_FIELDS = Object.keys(dropshippingAddressSchema.shape) as DropshippingAddressField[];

/**
 * Validates a dropshipping address from untrusted input, giving the first error of each
 * field. Values come back trimmed. Input that is not an object counts as empty.
 */
export function validateDropshippingAddress(input: unknown): AddressValidation {
  const data = typeof input === 'object' && input !== null ? input : {};
  const result = dropshippingAddressSchema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<DropshippingAddressField, AddressFieldError>> = {};
  for (const issue of result.error.issues) {
    const field = ADDRESS_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) {
      errors[field] = (ADDRESS_FIELD_ERRORS as readonly string[]).includes(issue.message)
        ? (issue.message as AddressFieldError)
        : 'invalid';
    }
  }
  return { ok: false, errors };
}

// ─── Parcels and shipping cost ───────────────────────────────────────────────────────

export const PARCEL_LIMITS = {
  heightMm: 580,
  widthMm: 580,
  lengthMm: 1180,
  weightG: 29_000,
} as const;
export const PARCEL_VOLUME_MM3 =
  PARCEL_LIMITS.heightMm * PARCEL_LIMITS.widthMm * PARCEL_LIMITS.lengthMm;
/** More parcels than this go as one carrier shipment. */
export const MAX_REGULAR_PARCELS = 9;
/** Regular shipping per parcel, net, in cents. */
export const REGULAR_PARCEL_COST = 1090;
/** One carrier shipment, net, in cents, whatever the parcel count. */
export const CARRIER_SHIPMENT_COST = 10890;
export const DROPSHIPPING_SHIPPING_VAT_PERCENT = 19;
export const CARRIER_DELIVERY_TYPES = ['carrier', 'bulky_goods'] as const;

// The parcel's sides, shortest first, to compare with an article's sorted dimensions.
const SORTED_LIMITS = [PARCEL_LIMITS.heightMm, PARCEL_LIMITS.widthMm, PARCEL_LIMITS.lengthMm].sort(
  (a, b) => a - b,
);

/**
 * Oversize: flagged so, or not fitting a parcel in any orientation. Sorting both the
 * article's dimensions and the parcel's sides compares shortest with shortest, so an
 * article 1000 mm long fits however its size string orders the dimensions.
 */
export function isOversize(item: Pick<ParcelItem, 'dimensionsMm' | 'oversize'>): boolean {
  if (item.oversize) return true;
  const sorted = [...item.dimensionsMm].sort((a, b) => a - b);
  return sorted.some((dimension, i) => dimension > SORTED_LIMITS[i]!);
}

/** The larger of the volume ratio and the weight ratio, each rounded up; 0 for nothing. */
export function parcelCount(items: readonly ParcelItem[]): number {
  let volume = 0;
  let weight = 0;
  for (const item of items) {
    const [a, b, c] = item.dimensionsMm;
    volume += item.quantity * a * b * c;
    weight += item.quantity * item.weightG;
  }
  return Math.max(Math.ceil(volume / PARCEL_VOLUME_MM3), Math.ceil(weight / PARCEL_LIMITS.weightG));
}

export interface DropshippingShippingCost {
  parcels: number;
  /** True when it goes as one carrier shipment instead of parcels. */
  carrier: boolean;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

/**
 * Shipping cost of a dropshipping order. A carrier shipment (108.90) when there are more
 * than 9 parcels, any article is oversize or its delivery type is carrier or bulky goods;
 * otherwise 10.90 per parcel. The spec amounts are taken as net, with 19 percent VAT on
 * top (none for tax-free accounts, docs/product/basket.md#basket-tax-free), rounded half up.
 */
export function dropshippingShippingCost(
  items: readonly ParcelItem[],
  options: { taxFree?: boolean } = {},
): DropshippingShippingCost {
  const parcels = parcelCount(items);
  const carrier =
    parcels > MAX_REGULAR_PARCELS ||
    items.some(
      (item) =>
        isOversize(item) ||
        (CARRIER_DELIVERY_TYPES as readonly (string | null)[]).includes(item.deliveryType),
    );
  const netMinor = carrier ? CARRIER_SHIPMENT_COST : parcels * REGULAR_PARCEL_COST;
  const vatMinor = options.taxFree ? 0 : vatAmount(netMinor, DROPSHIPPING_SHIPPING_VAT_PERCENT);
  return { parcels, carrier, netMinor, vatMinor, grossMinor: netMinor + vatMinor };
}
