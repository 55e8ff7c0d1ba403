/**
 * The shop's shipping table as stored (docs/decisions/103-shipping-countries-imported.md): the
 * basket, the order, the start page and the shipping-cost table read it here and hand it to the
 * domain's pure shipping rules. One small query (a few dozen rows), read with the request's
 * other data so an order is charged by the table of its own transaction.
 */
import type { ShippingCountriesResponse } from '@shop/domain/api/shipping.ts';
import { CURRENCIES, SHOP_CURRENCY, type Currency, type ShopCode } from '@shop/domain/shops.ts';
import {
  SHIPPING_DURATIONS,
  SHIPPING_SERVICES,
  otherCountriesTier,
  shippingTable,
  type ShippingCountry,
  type ShippingDuration,
  type ShippingService,
} from '@shop/domain/rules/shipping.ts';
import type { DbOrTx } from '#server/db/database.ts';
import {
  findShippingCountryRows,
  type ShippingCountryRow,
} from './shipping-countries.repository.ts';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** A stored row as the domain's record; undefined for one no import could have written. */
export function shippingCountryOf(row: ShippingCountryRow): ShippingCountry | undefined {
  if (
    !isOneOf<Currency>(CURRENCIES, row.currency) ||
    !isOneOf<ShippingService>(SHIPPING_SERVICES, row.service) ||
    !isOneOf<ShippingDuration>(SHIPPING_DURATIONS, row.duration)
  )
    return undefined;
  return {
    country: row.country,
    name: row.name,
    freeFrom: row.freeFrom,
    fee: row.fee,
    currency: row.currency,
    service: row.service,
    duration: row.duration,
    sort: row.sort,
  };
}

/** The stored shipping table, both currencies. */
export async function storedShippingCountries(db: DbOrTx): Promise<ShippingCountry[]> {
  return (await findShippingCountryRows(db)).flatMap((row) => shippingCountryOf(row) ?? []);
}

/** A shop's shipping-cost table as the browser shows it: its currency's rows, in their order. */
export async function shippingCostsOf(
  db: DbOrTx,
  shop: ShopCode,
): Promise<ShippingCountriesResponse> {
  const rows = shippingTable(shop, await storedShippingCountries(db));
  const { freeFrom, fee } = otherCountriesTier(shop);
  return {
    currency: SHOP_CURRENCY[shop],
    countries: rows.map(({ country, name, freeFrom, fee, service, duration }) => ({
      country,
      name,
      freeFrom,
      fee,
      service,
      duration,
    })),
    otherCountries: { freeFrom, fee },
  };
}
