import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  shippingCountriesResponseSchema,
  type ShippingCountriesResponse,
} from '@shop/domain/api/shipping.ts';
import { anyRecordType } from '#server/exchange/record-type.ts';
import { importRecords } from '#server/testing/record-import.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { shippingCountryRecordType } from './shipping-country-record-type.ts';

let t: TestApp;
const types = [anyRecordType(shippingCountryRecordType)];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function shippingCosts(shop: string): Promise<ShippingCountriesResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/shippingCountries/${shop}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  return shippingCountriesResponseSchema.parse(res.json());
}

const row = (answer: ShippingCountriesResponse, country: string) =>
  answer.countries.find((entry) => entry.country === country);

describe('GET /api/shippingCountries/{shop}', () => {
  it('answers a visitor the euro table of the de and fr shops in minor units, home country first', async () => {
    const de = await shippingCosts('de');
    expect(de.currency).toBe('EUR');
    expect(de.countries[0]).toEqual({
      country: 'DE',
      name: 'Germany',
      freeFrom: 25000,
      fee: 1500,
      service: 'DHL',
      duration: '1-3',
    });
    expect(row(de, 'CH')).toMatchObject({ freeFrom: 50000, fee: 5000 });
    expect(row(de, 'GB')).toBeUndefined();
    expect(de.countries).toHaveLength(34);
    expect(de.otherCountries).toEqual({ freeFrom: 35000, fee: 3000 });
    expect(await shippingCosts('fr')).toEqual(de);
  });

  it('answers the uk shop its pound rows only', async () => {
    const uk = await shippingCosts('uk');
    expect(uk.currency).toBe('GBP');
    expect(uk.countries.map((entry) => [entry.country, entry.freeFrom, entry.fee])).toEqual([
      ['GB', 30000, 2500],
      ['GI', 0, 3000],
      ['GG', 0, 3000],
      ['JE', 0, 3000],
    ]);
    expect(uk.otherCountries).toEqual({ freeFrom: 0, fee: 3000 });
  });

  it('answers an imported row at once: a changed fee, and a new country in its place', async () => {
    const outcome = await importRecords(t.database.handle.db, types, [
      {
        type: 'shippingCountry',
        currency: 'EUR',
        country: 'AT',
        name: 'Austria',
        freeFrom: 30000,
        fee: 1990,
        service: 'DHL',
        duration: '1-3',
        sort: 2,
      },
      {
        type: 'shippingCountry',
        currency: 'GBP',
        country: 'IE',
        name: 'Ireland',
        freeFrom: 40000,
        fee: 3500,
        service: 'DPD',
        duration: '3-5',
        sort: 2,
      },
    ]);
    expect(outcome.problems).toEqual([]);
    expect(outcome.types.shippingCountry).toMatchObject({ created: 1, updated: 1 });

    const de = await shippingCosts('de');
    expect(de.countries.slice(0, 3).map((entry) => entry.country)).toEqual(['DE', 'AT', 'BE']);
    expect(row(de, 'AT')).toEqual({
      country: 'AT',
      name: 'Austria',
      freeFrom: 30000,
      fee: 1990,
      service: 'DHL',
      duration: '1-3',
    });
    expect(row(de, 'IE')).toMatchObject({ freeFrom: 35000, fee: 3000 });

    const uk = await shippingCosts('uk');
    // Gibraltar has sort 2 too: a tie goes by the country code
    expect(uk.countries.map((entry) => entry.country)).toEqual(['GB', 'GI', 'IE', 'GG', 'JE']);
    expect(row(uk, 'IE')).toMatchObject({ freeFrom: 40000, fee: 3500, service: 'DPD' });
  });

  it('refuses a shop that does not exist with 400 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shippingCountries/us' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
