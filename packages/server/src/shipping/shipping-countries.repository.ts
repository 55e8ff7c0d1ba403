import type { Selectable, Transaction } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { DB, ShippingCountries } from '#server/db/tables.ts';

export type ShippingCountryRow = Selectable<ShippingCountries>;

/** Every stored shipping country, both currencies, in key order (currency, country). */
export function findShippingCountryRows(db: DbOrTx): Promise<ShippingCountryRow[]> {
  return db
    .selectFrom('shippingCountries')
    .selectAll()
    .orderBy('currency')
    .orderBy('country')
    .execute();
}

/** Writes the rows, a new one inserted, a stored one (same currency and country) replaced. */
export async function upsertShippingCountries(
  tx: Transaction<DB>,
  rows: readonly ShippingCountryRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insertInto('shippingCountries')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['currency', 'country']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        freeFrom: eb.ref('excluded.freeFrom'),
        fee: eb.ref('excluded.fee'),
        service: eb.ref('excluded.service'),
        duration: eb.ref('excluded.duration'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
}
