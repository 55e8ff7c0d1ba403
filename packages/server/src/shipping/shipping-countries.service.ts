/**
 * The shop's shipping table as stored (docs/decisions/103-shipping-countries-imported.md): the
 * basket, the order and the start page read it here and hand it to the domain's pure shipping
 * rules. One small query (a few dozen rows), read with the request's other data so an order
 * is charged by the table of its own transaction.
 */
import { CURRENCIES, type Currency } from '@shop/domain/shops.ts';
import {
  SHIPPING_DURATIONS,
  SHIPPING_SERVICES,
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
