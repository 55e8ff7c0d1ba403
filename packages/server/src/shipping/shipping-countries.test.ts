import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketAnswerSchema } from '@shop/domain/api/basket.ts';
import { startPageSchema } from '@shop/domain/api/start-page.ts';
import { SHIPPING_COUNTRIES } from '@shop/domain/rules/shipping.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { caller } from '#server/testing/calls.ts';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { anyRecordType } from '#server/exchange/record-type.ts';
import { exportRecords, importAsCsv, importRecords } from '#server/testing/record-import.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { storedShippingCountries } from './shipping-countries.service.ts';
import { shippingCountryRecordType } from './shipping-country-record-type.ts';

let t: TestApp;
const db = () => t.database.handle.db;
const types = [anyRecordType(shippingCountryRecordType)];

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 30, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

const byKey = (a: { currency: string; country: string }, b: typeof a) =>
  a.currency.localeCompare(b.currency) || a.country.localeCompare(b.country);

describe('the shipping table as imported data', () => {
  it('starts as the table the shop had, and exports in the shape the import reads', async () => {
    expect(await storedShippingCountries(db())).toEqual([...SHIPPING_COUNTRIES].sort(byKey));
    const exported = await exportRecords(db(), shippingCountryRecordType);
    expect(exported).toHaveLength(SHIPPING_COUNTRIES.length);
    expect(exported[0]).toEqual({
      type: 'shippingCountry',
      currency: 'EUR',
      country: 'AT',
      name: 'Austria',
      freeFrom: 35000,
      fee: 2500,
      service: 'DPD',
      duration: '2-4',
      sort: 6,
    });
    const again = await importRecords(db(), types, exported, { mode: 'replace' });
    expect(again.types.shippingCountry).toMatchObject({ created: 0, updated: 0, unchanged: 38 });
    const records = { shippingCountry: exported };
    const asCsv = await importAsCsv(db(), types, records, { mode: 'replace' });
    expect(asCsv.problems).toEqual([]);
    expect(asCsv.types.shippingCountry).toMatchObject({ updated: 0, unchanged: 38 });
  });

  it('charges the imported fee in the basket and shows the imported threshold on the start page', async () => {
    const outcome = await importRecords(db(), types, [
      {
        type: 'shippingCountry',
        currency: 'EUR',
        country: 'DE',
        name: 'Germany',
        freeFrom: 20000,
        fee: 990,
        service: 'DHL',
        duration: '2-4',
        sort: 1,
      },
    ]);
    expect(outcome.types.shippingCountry).toMatchObject({ updated: 1 });

    const de = caller(t, await login(t, DEMO.de));
    expect((await de('GET', '/basket/clear')).statusCode).toBe(200);
    const article = await new ArticlePicker(t).take({ taxRate: 19 }, { EUR: 10000 });
    await de('PUT', '/basket/add', { articleNumber: article.articleNumber, quantity: 1 });
    const res = await de('GET', '/intern/basket?eventTrackingId=abc');
    const totals = basketAnswerSchema.parse(res.json()).currencies[0]!.totals;
    expect(totals).toMatchObject({ shipping: 990, freeShippingFrom: 20000, shippingFee: 990 });

    const start = await t.app.inject({ method: 'GET', url: '/api/start/de/de' });
    expect(startPageSchema.parse(start.json()).sellingPoints).toMatchObject({
      country: 'DE',
      freeShippingFrom: 20000,
      deliveryDays: '2-4',
    });
  });

  it('refuses a record with a bad field, naming it, and writes nothing', async () => {
    const outcome = await importRecords(db(), types, [
      {
        type: 'shippingCountry',
        currency: 'USD',
        country: 'de',
        name: 'Germany',
        freeFrom: 1.5,
        fee: -1,
        service: 'UPS',
        duration: '1-2',
        sort: 1,
      },
    ]);
    expect(outcome.problems.map((problem) => problem.field).sort()).toEqual([
      'country',
      'currency',
      'duration',
      'fee',
      'freeFrom',
      'service',
    ]);
    const germany = (await storedShippingCountries(db())).find(
      (row) => row.currency === 'EUR' && row.country === 'DE',
    );
    expect(germany).toMatchObject({ fee: 990 });
  });
});
