import { describe, expect, it } from 'vitest';
import {
  SHIPPING_COUNTRIES,
  SHIPPING_DURATIONS,
  SHIPPING_SERVICES,
  findShippingCountry,
  homeDeliveryTerms,
  normalizeCountryCode,
  otherCountriesTier,
  shippingFee,
  shippingTable,
  shippingTier,
} from './shipping.ts';

const tier = (freeFrom: number, fee: number, currency: 'EUR' | 'GBP') => ({
  freeFrom: freeFrom * 100,
  fee: fee * 100,
  currency,
});

describe('euro shop tiers', () => {
  it.each([
    [['DE', 'NL', 'BE', 'LU'], 250, 15],
    [['IT'], 300, 20],
    [['AT', 'FR', 'CZ', 'PL', 'ES'], 350, 25],
    [['RO', 'LV', 'LT', 'HR', 'RS', 'GR', 'MT', 'CY', 'IC'], 400, 35],
    [['CH', 'NO'], 500, 50],
    [['GI', 'GG', 'JE'], 0, 35],
    [['DK', 'SE', 'PT', 'IE', 'BG'], 350, 30],
  ] as const)('charges %j a threshold of %i and a fee of %i euros', (countries, freeFrom, fee) => {
    for (const country of countries) {
      expect(shippingTier('de', country)).toEqual(tier(freeFrom, fee, 'EUR'));
      expect(shippingTier('fr', country)).toEqual(tier(freeFrom, fee, 'EUR'));
    }
  });

  it('charges every unlisted country 350 / 30', () => {
    expect(findShippingCountry('de', 'US')).toBeUndefined();
    expect(shippingTier('de', 'US')).toEqual(tier(350, 30, 'EUR'));
    expect(shippingTier('de', 'GB')).toEqual(tier(350, 30, 'EUR'));
    expect(shippingTier('de', '')).toEqual(tier(350, 30, 'EUR'));
    expect(otherCountriesTier('de')).toEqual(tier(350, 30, 'EUR'));
    expect(otherCountriesTier('fr')).toEqual(tier(350, 30, 'EUR'));
  });
});

describe('pound shop tiers', () => {
  it('charges the UK 300 / 25 pounds, under GB or UK', () => {
    expect(shippingTier('uk', 'GB')).toEqual(tier(300, 25, 'GBP'));
    expect(shippingTier('uk', 'UK')).toEqual(tier(300, 25, 'GBP'));
    expect(shippingTier('uk', ' uk ')).toEqual(tier(300, 25, 'GBP'));
  });

  it('never ships free to Gibraltar, Guernsey and Jersey and charges 30 pounds', () => {
    for (const country of ['GI', 'GG', 'JE']) {
      expect(shippingTier('uk', country)).toEqual(tier(0, 30, 'GBP'));
    }
  });

  it('charges unlisted countries the offshore rate: never free, 30 pounds', () => {
    expect(shippingTier('uk', 'DE')).toEqual(tier(0, 30, 'GBP'));
    expect(shippingFee('uk', 'IE', 1_000_000)).toBe(3000);
    expect(otherCountriesTier('uk')).toEqual(tier(0, 30, 'GBP'));
  });
});

describe('shippingFee', () => {
  it('charges the fee below the threshold', () => {
    expect(shippingFee('de', 'DE', 24999)).toBe(1500);
    expect(shippingFee('de', 'DE', 0)).toBe(1500);
  });

  it('ships free at exactly the threshold', () => {
    expect(shippingFee('de', 'DE', 25000)).toBe(0);
    expect(shippingFee('uk', 'GB', 30000)).toBe(0);
    expect(shippingFee('fr', 'CH', 50000)).toBe(0);
  });

  it('ships free above the threshold', () => {
    expect(shippingFee('de', 'IT', 30001)).toBe(0);
  });

  it('always charges where the threshold is 0', () => {
    expect(shippingFee('de', 'GI', 0)).toBe(3500);
    expect(shippingFee('de', 'JE', 99_999_999)).toBe(3500);
    expect(shippingFee('uk', 'GG', 99_999_999)).toBe(3000);
  });

  it('reads country codes in any case', () => {
    expect(shippingFee('de', 'nl', 100)).toBe(1500);
  });

  it('refuses a goods total that is not integer minor units', () => {
    expect(() => shippingFee('de', 'DE', 249.99)).toThrow(RangeError);
  });
});

describe('shipping tables', () => {
  it('works on a table passed in: the one the server stored', () => {
    const stored = SHIPPING_COUNTRIES.map((record) =>
      record.currency === 'EUR' && record.country === 'DE'
        ? { ...record, freeFrom: 20000, fee: 990, duration: '2-4' as const }
        : record,
    );
    expect(shippingFee('de', 'DE', 19999, stored)).toBe(990);
    expect(shippingFee('de', 'DE', 20000, stored)).toBe(0);
    expect(shippingFee('uk', 'GB', 100, stored)).toBe(2500);
    expect(homeDeliveryTerms('de', stored)).toMatchObject({ freeFrom: 20000, duration: '2-4' });
    // a table without the home country: the terms the shop started with
    expect(
      homeDeliveryTerms(
        'uk',
        stored.filter((r) => r.country !== 'GB'),
      ),
    ).toMatchObject({
      freeFrom: 30000,
    });
  });

  it('gives the euro shops one table and the pound shop its own', () => {
    expect(shippingTable('de')).toEqual(shippingTable('fr'));
    expect(shippingTable('uk').map((r) => r.country)).toEqual(['GB', 'GI', 'GG', 'JE']);
  });

  it('lists each country once, with a name, a known service and duration, in sort order', () => {
    for (const shop of ['de', 'uk'] as const) {
      const table = shippingTable(shop);
      expect(new Set(table.map((r) => r.country)).size).toBe(table.length);
      table.forEach((record, index) => {
        expect(record.name).not.toBe('');
        expect(SHIPPING_SERVICES).toContain(record.service);
        expect(SHIPPING_DURATIONS).toContain(record.duration);
        expect(record.sort).toBe(index + 1);
        expect(Number.isInteger(record.fee)).toBe(true);
        expect(Number.isInteger(record.freeFrom)).toBe(true);
      });
    }
  });

  it('uses every carrier and spans durations from 1-3 to 8-13 days', () => {
    const table = [...shippingTable('de'), ...shippingTable('uk')];
    expect(new Set(table.map((r) => r.service))).toEqual(new Set(SHIPPING_SERVICES));
    expect(table.map((r) => r.duration)).toEqual(expect.arrayContaining(['1-3', '8-13']));
  });

  it('puts the home country first', () => {
    expect(shippingTable('de')[0]).toMatchObject({
      country: 'DE',
      name: 'Germany',
      currency: 'EUR',
    });
    expect(shippingTable('uk')[0]).toMatchObject({ country: 'GB', currency: 'GBP' });
  });
});

describe('normalizeCountryCode', () => {
  it('upper-cases, trims and maps UK to GB', () => {
    expect(normalizeCountryCode(' de ')).toBe('DE');
    expect(normalizeCountryCode('uk')).toBe('GB');
  });
});

describe('homeDeliveryTerms', () => {
  it("gives each shop's home-country threshold, fee and delivery time", () => {
    expect(homeDeliveryTerms('de')).toEqual({
      country: 'DE',
      ...tier(250, 15, 'EUR'),
      duration: '1-3',
    });
    expect(homeDeliveryTerms('fr')).toEqual({
      country: 'FR',
      ...tier(350, 25, 'EUR'),
      duration: '3-5',
    });
    expect(homeDeliveryTerms('uk')).toEqual({
      country: 'GB',
      ...tier(300, 25, 'GBP'),
      duration: '2-4',
    });
  });
});
