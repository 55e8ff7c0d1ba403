import type { Kysely } from 'kysely';

/**
 * The shipping table as data the operator import keeps up to date
 * (docs/decisions/103-shipping-countries-imported.md): per shop currency and destination
 * country the free-shipping threshold and the fee in minor units, the carrier, the delivery
 * time in working days and the position in the table. Seeded with the table the shop had as
 * constants, so nothing changes until an import says otherwise. Frozen in time: it imports no
 * application code, so the rows are written out.
 */
const ROWS: readonly [string, string, string, number, number, string, string, number][] = [
  ['EUR', 'DE', 'Germany', 25000, 1500, 'DHL', '1-3', 1],
  ['EUR', 'BE', 'Belgium', 25000, 1500, 'DPD', '2-4', 2],
  ['EUR', 'LU', 'Luxembourg', 25000, 1500, 'DPD', '2-4', 3],
  ['EUR', 'NL', 'Netherlands', 25000, 1500, 'DPD', '2-4', 4],
  ['EUR', 'IT', 'Italy', 30000, 2000, 'DPD', '3-5', 5],
  ['EUR', 'AT', 'Austria', 35000, 2500, 'DPD', '2-4', 6],
  ['EUR', 'CZ', 'Czechia', 35000, 2500, 'DPD', '2-4', 7],
  ['EUR', 'FR', 'France', 35000, 2500, 'DPD', '3-5', 8],
  ['EUR', 'PL', 'Poland', 35000, 2500, 'DPD', '3-5', 9],
  ['EUR', 'ES', 'Spain', 35000, 2500, 'DPD', '4-6', 10],
  ['EUR', 'BG', 'Bulgaria', 35000, 3000, 'GLS', '5-8', 11],
  ['EUR', 'DK', 'Denmark', 35000, 3000, 'DPD', '3-5', 12],
  ['EUR', 'EE', 'Estonia', 35000, 3000, 'DPD', '4-6', 13],
  ['EUR', 'FI', 'Finland', 35000, 3000, 'DPD', '4-6', 14],
  ['EUR', 'HU', 'Hungary', 35000, 3000, 'DPD', '3-5', 15],
  ['EUR', 'IE', 'Ireland', 35000, 3000, 'DPD', '4-6', 16],
  ['EUR', 'PT', 'Portugal', 35000, 3000, 'DPD', '4-6', 17],
  ['EUR', 'SK', 'Slovakia', 35000, 3000, 'DPD', '3-5', 18],
  ['EUR', 'SI', 'Slovenia', 35000, 3000, 'DPD', '3-5', 19],
  ['EUR', 'SE', 'Sweden', 35000, 3000, 'DPD', '4-6', 20],
  ['EUR', 'IC', 'Canary Islands', 40000, 3500, 'DHL', '8-13', 21],
  ['EUR', 'HR', 'Croatia', 40000, 3500, 'GLS', '4-6', 22],
  ['EUR', 'CY', 'Cyprus', 40000, 3500, 'GLS', '8-13', 23],
  ['EUR', 'GR', 'Greece', 40000, 3500, 'GLS', '5-8', 24],
  ['EUR', 'LV', 'Latvia', 40000, 3500, 'DPD', '4-6', 25],
  ['EUR', 'LT', 'Lithuania', 40000, 3500, 'DPD', '4-6', 26],
  ['EUR', 'MT', 'Malta', 40000, 3500, 'GLS', '8-13', 27],
  ['EUR', 'RO', 'Romania', 40000, 3500, 'GLS', '4-6', 28],
  ['EUR', 'RS', 'Serbia', 40000, 3500, 'GLS', '5-8', 29],
  ['EUR', 'NO', 'Norway', 50000, 5000, 'DHL', '4-6', 30],
  ['EUR', 'CH', 'Switzerland', 50000, 5000, 'DHL', '3-5', 31],
  ['EUR', 'GI', 'Gibraltar', 0, 3500, 'DHL', '5-8', 32],
  ['EUR', 'GG', 'Guernsey', 0, 3500, 'DHL', '5-8', 33],
  ['EUR', 'JE', 'Jersey', 0, 3500, 'DHL', '5-8', 34],
  ['GBP', 'GB', 'United Kingdom', 30000, 2500, 'DPD', '2-4', 1],
  ['GBP', 'GI', 'Gibraltar', 0, 3000, 'DHL', '5-8', 2],
  ['GBP', 'GG', 'Guernsey', 0, 3000, 'DHL', '5-8', 3],
  ['GBP', 'JE', 'Jersey', 0, 3000, 'DHL', '5-8', 4],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipping_countries')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('free_from', 'integer', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipping_countries_pk', ['currency', 'country'])
    .execute();
  await db
    .insertInto('shipping_countries' as never)
    .values(
      ROWS.map(([currency, country, name, freeFrom, fee, service, duration, sort]) => ({
        currency,
        country,
        name,
        free_from: freeFrom,
        fee,
        service,
        duration,
        sort,
      })) as never,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipping_countries').execute();
}
