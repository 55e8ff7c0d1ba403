import { z } from 'zod';
import { SHIPPING_DURATIONS, SHIPPING_SERVICES } from '../rules/shipping.ts';
import { CURRENCIES, SHOP_CODES } from '../shops.ts';
import { oneLineText } from './text.ts';

/**
 * GET /api/shippingCountries/{shop}: the shipping table of a shop as the import keeps it
 * (docs/decisions/103-shipping-countries-imported.md), for the account's shipping page and the
 * basket's shipping dialog. Public and the same for every visitor of a shop. Money is integer
 * minor units of `currency`, the shop's currency.
 */
export const shippingCountriesParamsSchema = z.strictObject({ shop: z.enum(SHOP_CODES) });

const minorUnits = z.number().int().min(0);

export const shippingCountryRowSchema = z.strictObject({
  /** ISO 3166-1 alpha-2, and the carriers' IC for the Canary Islands */
  country: oneLineText(2).regex(/^[A-Z]{2}$/),
  /** the English name the import gave; clients name the country in the page's language */
  name: oneLineText(60),
  /** goods total from which shipping is free; 0: never free */
  freeFrom: minorUnits,
  fee: minorUnits,
  service: z.enum(SHIPPING_SERVICES),
  duration: z.enum(SHIPPING_DURATIONS),
});

export const shippingCountriesResponseSchema = z.strictObject({
  currency: z.enum(CURRENCIES),
  /** in the table's order (its `sort`) */
  countries: z.array(shippingCountryRowSchema),
  /** what a country the table does not list pays */
  otherCountries: z.strictObject({ freeFrom: minorUnits, fee: minorUnits }),
});

export type ShippingCountryRow = z.infer<typeof shippingCountryRowSchema>;
export type ShippingCountriesResponse = z.infer<typeof shippingCountriesResponseSchema>;
