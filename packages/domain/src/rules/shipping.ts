/**
 * Shipping costs per shop and destination country (docs/product/basket.md#basket-shipping-tiers).
 * Thresholds and fees are integer minor units of the shop's currency.
 */
import { SHOP_CURRENCY, SHOP_DEFAULT_COUNTRY, type Currency, type ShopCode } from '../shops.ts';

export const SHIPPING_SERVICES = ['DPD', 'DHL', 'GLS'] as const;
export type ShippingService = (typeof SHIPPING_SERVICES)[number];

/** Delivery durations in working days, from 1-3 up to 8-13 as the spec bounds them. */
export const SHIPPING_DURATIONS = ['1-3', '2-4', '3-5', '4-6', '5-8', '8-13'] as const;
export type ShippingDuration = (typeof SHIPPING_DURATIONS)[number];

export interface ShippingCountry {
  /** ISO 3166-1 alpha-2, except IC (Canary Islands), the code carriers use. */
  country: string;
  /** English name; clients translate by country code. */
  name: string;
  /** Goods total from which shipping is free, in minor units; 0 means never free. */
  freeFrom: number;
  /** Shipping fee in minor units. */
  fee: number;
  currency: Currency;
  service: ShippingService;
  duration: ShippingDuration;
  /** Display position in the shipping table. */
  sort: number;
}

type Row = [
  country: string,
  name: string,
  freeFrom: number,
  fee: number,
  ShippingService,
  ShippingDuration,
];

/**
 * Tiers in whole currency units as the spec writes them. The spec does not assign
 * carriers or durations to countries; these are a plausible assignment to be confirmed by
 * the business: DHL at home, for Switzerland and Norway (customs) and for the offshore
 * territories; DPD across the neighbouring and well-connected EU; GLS for south-eastern
 * Europe and the Mediterranean islands. Durations grow with distance.
 * Order: home country, then by tier, then by name within a tier; that order is `sort`.
 */
const EURO_ROWS: readonly Row[] = [
  ['DE', 'Germany', 250, 15, 'DHL', '1-3'],
  ['BE', 'Belgium', 250, 15, 'DPD', '2-4'],
  ['LU', 'Luxembourg', 250, 15, 'DPD', '2-4'],
  ['NL', 'Netherlands', 250, 15, 'DPD', '2-4'],
  ['IT', 'Italy', 300, 20, 'DPD', '3-5'],
  ['AT', 'Austria', 350, 25, 'DPD', '2-4'],
  ['CZ', 'Czechia', 350, 25, 'DPD', '2-4'],
  ['FR', 'France', 350, 25, 'DPD', '3-5'],
  ['PL', 'Poland', 350, 25, 'DPD', '3-5'],
  ['ES', 'Spain', 350, 25, 'DPD', '4-6'],
  ['BG', 'Bulgaria', 350, 30, 'GLS', '5-8'],
  ['DK', 'Denmark', 350, 30, 'DPD', '3-5'],
  ['EE', 'Estonia', 350, 30, 'DPD', '4-6'],
  ['FI', 'Finland', 350, 30, 'DPD', '4-6'],
  ['HU', 'Hungary', 350, 30, 'DPD', '3-5'],
  ['IE', 'Ireland', 350, 30, 'DPD', '4-6'],
  ['PT', 'Portugal', 350, 30, 'DPD', '4-6'],
  ['SK', 'Slovakia', 350, 30, 'DPD', '3-5'],
  ['SI', 'Slovenia', 350, 30, 'DPD', '3-5'],
  ['SE', 'Sweden', 350, 30, 'DPD', '4-6'],
  ['IC', 'Canary Islands', 400, 35, 'DHL', '8-13'],
  ['HR', 'Croatia', 400, 35, 'GLS', '4-6'],
  ['CY', 'Cyprus', 400, 35, 'GLS', '8-13'],
  ['GR', 'Greece', 400, 35, 'GLS', '5-8'],
  ['LV', 'Latvia', 400, 35, 'DPD', '4-6'],
  ['LT', 'Lithuania', 400, 35, 'DPD', '4-6'],
  ['MT', 'Malta', 400, 35, 'GLS', '8-13'],
  ['RO', 'Romania', 400, 35, 'GLS', '4-6'],
  ['RS', 'Serbia', 400, 35, 'GLS', '5-8'],
  ['NO', 'Norway', 500, 50, 'DHL', '4-6'],
  ['CH', 'Switzerland', 500, 50, 'DHL', '3-5'],
  ['GI', 'Gibraltar', 0, 35, 'DHL', '5-8'],
  ['GG', 'Guernsey', 0, 35, 'DHL', '5-8'],
  ['JE', 'Jersey', 0, 35, 'DHL', '5-8'],
];

const POUND_ROWS: readonly Row[] = [
  ['GB', 'United Kingdom', 300, 25, 'DPD', '2-4'],
  ['GI', 'Gibraltar', 0, 30, 'DHL', '5-8'],
  ['GG', 'Guernsey', 0, 30, 'DHL', '5-8'],
  ['JE', 'Jersey', 0, 30, 'DHL', '5-8'],
];

/**
 * Every country the euro shops do not list: 350 / 30 (docs/product/basket.md#basket-shipping-tiers,
 * "most other").
 */
const EURO_OTHER = { freeFrom: 350, fee: 30 };
/**
 * Every country the pound shop does not list. The spec gives none; the pound shop's own
 * offshore tier applies (never free, 30): it is the only non-UK rate the spec gives for
 * this shop, and never free shipping abroad errs on the side of not shipping at a loss.
 */
const POUND_OTHER = { freeFrom: 0, fee: 30 };

function toRecords(rows: readonly Row[], currency: Currency): readonly ShippingCountry[] {
  return rows.map(([country, name, freeFrom, fee, service, duration], index) => ({
    country,
    name,
    freeFrom: freeFrom * 100,
    fee: fee * 100,
    currency,
    service,
    duration,
    sort: index + 1,
  }));
}

/**
 * The shipping table the shop started with, both currencies. The server keeps the table in its
 * database, seeded with these rows and kept up to date by the operator import
 * (docs/decisions/103-shipping-countries-imported.md), and passes what it stored to the rules
 * below; without a table passed, they use these rows.
 */
export const SHIPPING_COUNTRIES: readonly ShippingCountry[] = [
  ...toRecords(EURO_ROWS, 'EUR'),
  ...toRecords(POUND_ROWS, 'GBP'),
];

type Countries = readonly ShippingCountry[];

/** The shipping table of a shop: de and fr are the euro shops and share one, uk is the pound shop. */
export function shippingTable(
  shop: ShopCode,
  countries: Countries = SHIPPING_COUNTRIES,
): readonly ShippingCountry[] {
  const currency = SHOP_CURRENCY[shop];
  return countries
    .filter((record) => record.currency === currency)
    .sort((a, b) => a.sort - b.sort || a.country.localeCompare(b.country));
}

/** Upper-cases and trims a country code; 'UK', common in addresses, means GB. */
export function normalizeCountryCode(country: string): string {
  const code = country.trim().toUpperCase();
  return code === 'UK' ? 'GB' : code;
}

/** The listed record of a country, if the shop lists it. */
export function findShippingCountry(
  shop: ShopCode,
  country: string,
  countries: Countries = SHIPPING_COUNTRIES,
): ShippingCountry | undefined {
  const code = normalizeCountryCode(country);
  const currency = SHOP_CURRENCY[shop];
  return countries.find((record) => record.currency === currency && record.country === code);
}

export interface ShippingTier {
  freeFrom: number;
  fee: number;
  currency: Currency;
}

/** Threshold and fee of every destination a shop's table does not list. */
export function otherCountriesTier(shop: ShopCode): ShippingTier {
  const currency = SHOP_CURRENCY[shop];
  const other = currency === 'GBP' ? POUND_OTHER : EURO_OTHER;
  return { freeFrom: other.freeFrom * 100, fee: other.fee * 100, currency };
}

/** Threshold and fee for any destination, listed or not. */
export function shippingTier(
  shop: ShopCode,
  country: string,
  countries: Countries = SHIPPING_COUNTRIES,
): ShippingTier {
  const listed = findShippingCountry(shop, country, countries);
  if (listed) return { freeFrom: listed.freeFrom, fee: listed.fee, currency: listed.currency };
  return otherCountriesTier(shop);
}

/**
 * The shipping fee in minor units for a goods total in minor units: free at or above the
 * threshold. A threshold of 0 means the destination has no free shipping, so the fee is
 * always charged (spec: "threshold 0, charge 30").
 */
export function shippingFee(
  shop: ShopCode,
  country: string,
  goodsTotalMinor: number,
  countries: Countries = SHIPPING_COUNTRIES,
): number {
  if (!Number.isSafeInteger(goodsTotalMinor)) {
    throw new RangeError(`goods total must be integer minor units, got ${goodsTotalMinor}`);
  }
  const { freeFrom, fee } = shippingTier(shop, country, countries);
  return freeFrom > 0 && goodsTotalMinor >= freeFrom ? 0 : fee;
}

export interface HomeDeliveryTerms extends ShippingTier {
  /** the shop's home country (shops.ts SHOP_DEFAULT_COUNTRY) */
  country: string;
  duration: ShippingDuration;
}

/**
 * What a shop promises for delivery to its home country, the selling point of its start page:
 * the free-shipping threshold, the fee below it and the delivery time in working days. A table
 * without the home country gives the shop's first rows' terms.
 */
export function homeDeliveryTerms(
  shop: ShopCode,
  countries: Countries = SHIPPING_COUNTRIES,
): HomeDeliveryTerms {
  const country = SHOP_DEFAULT_COUNTRY[shop];
  const listed =
    findShippingCountry(shop, country, countries) ?? findShippingCountry(shop, country);
  if (listed === undefined) throw new Error(`shop ${shop} does not list its home country`);
  return {
    country,
    freeFrom: listed.freeFrom,
    fee: listed.fee,
    currency: listed.currency,
    duration: listed.duration,
  };
}
