import { describe, expect, it } from 'vitest';
import {
  CARRIER_SHIPMENT_COST,
  PARCEL_VOLUME_MM3,
  REGULAR_PARCEL_COST,
  checkDropshipping,
  dropshippingAddressSchema,
  dropshippingShippingCost,
  isGermanPostcode,
  isOversize,
  isValidPhoneNumber,
  parcelCount,
  parseSize,
  parseWeight,
  validateDropshippingAddress,
  type DropshippingArticle,
  type ParcelItem,
} from './dropshipping.ts';

function article(overrides: Partial<DropshippingArticle> = {}): DropshippingArticle {
  return {
    articleNumber: 'A1',
    quantity: 1,
    allowDropshipping: 1,
    size: '100x100x100',
    weight: 500,
    ...overrides,
  };
}

function item(overrides: Partial<ParcelItem> = {}): ParcelItem {
  return {
    articleNumber: 'A1',
    quantity: 1,
    dimensionsMm: [100, 100, 100],
    weightG: 500,
    deliveryType: null,
    oversize: false,
    ...overrides,
  };
}

/** An item that fills exactly one parcel by volume and weighs nothing. */
const parcelFiller = (quantity: number) =>
  item({ dimensionsMm: [580, 580, 1180], weightG: 0, quantity });

describe('parseSize', () => {
  it('reads three dimensions joined by x', () => {
    expect(parseSize('300x200x150')).toEqual([300, 200, 150]);
    expect(parseSize('300 X 200 x 150')).toEqual([300, 200, 150]);
    expect(parseSize('12.5x10x3')).toEqual([12.5, 10, 3]);
    expect(parseSize('12,5x10x3')).toEqual([12.5, 10, 3]);
  });

  it('refuses anything but three positive numbers', () => {
    for (const size of [
      '300x200',
      '1x2x3x4',
      '',
      'x1x2',
      '0x1x2',
      '-1x2x3',
      'axbxc',
      '1e3x1x1',
      '300*200*150',
    ]) {
      expect(parseSize(size)).toBeNull();
    }
    expect(parseSize(null)).toBeNull();
    expect(parseSize(undefined)).toBeNull();
  });
});

describe('parseWeight', () => {
  it('reads numbers and numeric text', () => {
    expect(parseWeight(500)).toBe(500);
    expect(parseWeight('500')).toBe(500);
    expect(parseWeight(' 12.5 ')).toBe(12.5);
    expect(parseWeight(0)).toBe(0);
  });

  it('refuses missing, negative and non-numeric weights', () => {
    for (const weight of [null, undefined, '', 'heavy', '5kg', -1, Number.NaN, Infinity]) {
      expect(parseWeight(weight)).toBeNull();
    }
  });
});

describe('checkDropshipping', () => {
  const basket = { enabled: true, unavailableArticles: [] };

  it('allows a basket whose articles all allow it and have size and weight', () => {
    const result = checkDropshipping({
      ...basket,
      articles: [article(), article({ articleNumber: 'A2', weight: '250' })],
    });
    expect(result).toEqual({
      eligible: true,
      items: [item(), item({ articleNumber: 'A2', weightG: 250 })],
    });
  });

  it('refuses when the account does not have dropshipping enabled', () => {
    expect(checkDropshipping({ ...basket, enabled: false, articles: [article()] })).toEqual({
      eligible: false,
      problems: [{ code: 'notEnabled' }],
    });
  });

  it('refuses when any article is unavailable', () => {
    expect(
      checkDropshipping({ ...basket, unavailableArticles: ['X9'], articles: [article()] }),
    ).toEqual({
      eligible: false,
      problems: [{ code: 'unavailableArticles', articleNumbers: ['X9'] }],
    });
  });

  it('refuses a basket priced in another currency than the euro parcel prices', () => {
    expect(checkDropshipping({ ...basket, articles: [article({ currency: 'GBP' })] })).toEqual({
      eligible: false,
      problems: [{ code: 'foreignCurrency' }],
    });
    expect(
      checkDropshipping({ ...basket, articles: [article({ currency: 'EUR' })] }).eligible,
    ).toBe(true);
  });

  it('refuses an article that does not allow dropshipping', () => {
    for (const allowDropshipping of [0, 2, null, undefined]) {
      expect(checkDropshipping({ ...basket, articles: [article({ allowDropshipping })] })).toEqual({
        eligible: false,
        problems: [{ code: 'notAllowed', articleNumber: 'A1' }],
      });
    }
  });

  it('refuses an article with a size of fewer than three dimensions', () => {
    expect(checkDropshipping({ ...basket, articles: [article({ size: '10x20' })] })).toEqual({
      eligible: false,
      problems: [{ code: 'invalidSize', articleNumber: 'A1' }],
    });
  });

  it('refuses an article without a numeric weight', () => {
    expect(checkDropshipping({ ...basket, articles: [article({ weight: null })] })).toEqual({
      eligible: false,
      problems: [{ code: 'invalidWeight', articleNumber: 'A1' }],
    });
  });

  it('reports every problem at once', () => {
    const result = checkDropshipping({
      enabled: false,
      unavailableArticles: ['X9'],
      articles: [article({ allowDropshipping: 0, size: null, weight: 'n/a' })],
    });
    expect(result.eligible).toBe(false);
    if (!result.eligible) {
      expect(result.problems.map((p) => p.code)).toEqual([
        'notEnabled',
        'unavailableArticles',
        'notAllowed',
        'invalidSize',
        'invalidWeight',
      ]);
    }
  });

  it('carries the delivery type and oversize flag into the items', () => {
    const result = checkDropshipping({
      ...basket,
      articles: [article({ deliveryType: 'bulky_goods', oversize: true })],
    });
    expect(result).toEqual({
      eligible: true,
      items: [item({ deliveryType: 'bulky_goods', oversize: true })],
    });
  });
});

describe('isGermanPostcode', () => {
  it('accepts five-digit postcodes', () => {
    for (const zip of ['10115', '01001', '01067', '80331', '99998']) {
      expect(isGermanPostcode(zip)).toBe(true);
    }
  });

  it('refuses postcodes starting 00', () => {
    expect(isGermanPostcode('00123')).toBe(false);
    expect(isGermanPostcode('00000')).toBe(false);
  });

  it('refuses 01000 and 99999', () => {
    expect(isGermanPostcode('01000')).toBe(false);
    expect(isGermanPostcode('99999')).toBe(false);
  });

  it('refuses anything but exactly five digits', () => {
    for (const zip of ['1011', '101155', '1011a', ' 10115', '', '10 115']) {
      expect(isGermanPostcode(zip)).toBe(false);
    }
  });
});

describe('isValidPhoneNumber', () => {
  it('accepts numbers with digits, parentheses, spaces, hyphens and slashes', () => {
    for (const phone of ['123456', '+49 (30) 123-45/67', '030/123456', '+123456']) {
      expect(isValidPhoneNumber(phone)).toBe(true);
    }
  });

  it('refuses fewer than six characters after the optional plus', () => {
    expect(isValidPhoneNumber('12345')).toBe(false);
    expect(isValidPhoneNumber('+12345')).toBe(false);
  });

  it('refuses letters, a second plus and a plus not at the start', () => {
    for (const phone of ['12345a', '++123456', '123+456789', '0301234567 ext 2', '']) {
      expect(isValidPhoneNumber(phone)).toBe(false);
    }
  });
});

describe('validateDropshippingAddress', () => {
  const valid = {
    firstName: 'Erika',
    lastName: 'Mustermann',
    street: 'Heidestraße',
    houseNumber: '17',
    zip: '51147',
    city: 'Köln',
    country: 'DE',
    email: 'erika@example.com',
    phoneNumber: '+49 221 123456',
  };

  it('accepts a complete German address and trims it', () => {
    const result = validateDropshippingAddress({
      ...valid,
      city: '  Köln ',
      additional: ' Hinterhaus ',
    });
    expect(result).toEqual({ ok: true, value: { ...valid, additional: 'Hinterhaus' } });
  });

  it('treats the additional line as optional', () => {
    expect(validateDropshippingAddress(valid).ok).toBe(true);
  });

  it('fills in DE when the country is left out', () => {
    const { country: _country, ...withoutCountry } = valid;
    expect(validateDropshippingAddress(withoutCountry)).toEqual({ ok: true, value: valid });
  });

  it('refuses any country but DE', () => {
    expect(validateDropshippingAddress({ ...valid, country: 'AT' })).toEqual({
      ok: false,
      errors: { country: 'invalid' },
    });
  });

  it('names every missing or blank required field', () => {
    expect(validateDropshippingAddress({ firstName: '  ' })).toEqual({
      ok: false,
      errors: {
        firstName: 'required',
        lastName: 'required',
        street: 'required',
        houseNumber: 'required',
        zip: 'required',
        city: 'required',
        email: 'required',
        phoneNumber: 'required',
      },
    });
  });

  it('treats input that is not an object as empty', () => {
    for (const input of [null, undefined, 'address', 42]) {
      const result = validateDropshippingAddress(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.city).toBe('required');
    }
  });

  it('flags a bad postcode, e-mail and phone number as invalid', () => {
    expect(
      validateDropshippingAddress({
        ...valid,
        zip: '99999',
        email: 'erika@',
        phoneNumber: '12-34',
      }),
    ).toEqual({ ok: false, errors: { zip: 'invalid', email: 'invalid', phoneNumber: 'invalid' } });
  });

  it('flags a non-text value as invalid', () => {
    expect(validateDropshippingAddress({ ...valid, zip: 51147 })).toEqual({
      ok: false,
      errors: { zip: 'invalid' },
    });
  });

  it('flags overlong fields', () => {
    expect(validateDropshippingAddress({ ...valid, street: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: { street: 'tooLong' },
    });
  });

  it('exposes a schema whose messages are the error codes', () => {
    const result = dropshippingAddressSchema.safeParse({ ...valid, zip: '00123' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['invalid']);
  });
});

describe('isOversize', () => {
  it('fits an article exactly the size of a parcel', () => {
    expect(isOversize(item({ dimensionsMm: [580, 580, 1180] }))).toBe(false);
  });

  it('fits a long article whatever order its dimensions are written in', () => {
    expect(isOversize(item({ dimensionsMm: [1180, 580, 580] }))).toBe(false);
    expect(isOversize(item({ dimensionsMm: [100, 1000, 200] }))).toBe(false);
  });

  it('flags an article one millimetre too long or too wide', () => {
    expect(isOversize(item({ dimensionsMm: [580, 580, 1181] }))).toBe(true);
    expect(isOversize(item({ dimensionsMm: [581, 580, 1180] }))).toBe(true);
  });

  it('flags an article with two sides beyond 580 even if each is under 1180', () => {
    expect(isOversize(item({ dimensionsMm: [600, 600, 100] }))).toBe(true);
  });

  it('flags an article marked oversize', () => {
    expect(isOversize(item({ oversize: true }))).toBe(true);
  });
});

describe('parcelCount', () => {
  it('counts no parcels for no items', () => {
    expect(parcelCount([])).toBe(0);
  });

  it('needs one parcel for a small article', () => {
    expect(parcelCount([item()])).toBe(1);
  });

  it('rounds the volume ratio up', () => {
    expect(parcelCount([parcelFiller(1)])).toBe(1);
    expect(parcelCount([parcelFiller(1), item({ dimensionsMm: [1, 1, 1], weightG: 0 })])).toBe(2);
  });

  it('rounds the weight ratio up', () => {
    const light = item({ dimensionsMm: [1, 1, 1] });
    expect(parcelCount([{ ...light, weightG: 29_000 }])).toBe(1);
    expect(parcelCount([{ ...light, weightG: 29_001 }])).toBe(2);
  });

  it('lets weight dominate when heavy articles are small', () => {
    // 10 × 10 kg fit one parcel by volume but need ceil(100 / 29) = 4 by weight.
    expect(parcelCount([item({ quantity: 10, weightG: 10_000 })])).toBe(4);
  });

  it('lets volume dominate when bulky articles are light', () => {
    // 3 parcels' worth of volume weighing 3 kg in all.
    const bulky = item({ dimensionsMm: [580, 580, 1180], weightG: 1000, quantity: 3 });
    expect(parcelCount([bulky])).toBe(3);
  });

  it('multiplies by quantity and adds up lines', () => {
    const quarter = item({ dimensionsMm: [290, 580, 590], weightG: 0 });
    expect(PARCEL_VOLUME_MM3 / (290 * 580 * 590)).toBe(4);
    expect(parcelCount([{ ...quarter, quantity: 4 }])).toBe(1);
    expect(
      parcelCount([
        { ...quarter, quantity: 3 },
        { ...quarter, articleNumber: 'A2', quantity: 2 },
      ]),
    ).toBe(2);
  });
});

describe('dropshippingShippingCost', () => {
  it('charges 10.90 per parcel for regular shipping, plus 19 percent VAT', () => {
    expect(dropshippingShippingCost([item()])).toEqual({
      parcels: 1,
      carrier: false,
      netMinor: 1090,
      vatMinor: 207,
      grossMinor: 1297,
    });
  });

  it('charges regular shipping for exactly 9 parcels', () => {
    expect(dropshippingShippingCost([parcelFiller(9)])).toMatchObject({
      parcels: 9,
      carrier: false,
      netMinor: 9 * REGULAR_PARCEL_COST,
    });
  });

  it('charges carrier cost for exactly 10 parcels', () => {
    expect(dropshippingShippingCost([parcelFiller(10)])).toEqual({
      parcels: 10,
      carrier: true,
      netMinor: CARRIER_SHIPMENT_COST,
      vatMinor: 2069,
      grossMinor: 12959,
    });
  });

  it('charges the carrier cost once however many parcels there are', () => {
    expect(dropshippingShippingCost([parcelFiller(50)])).toMatchObject({
      parcels: 50,
      netMinor: 10890,
    });
  });

  it('charges carrier cost when 10 parcels come from weight alone', () => {
    // 10 × 29 kg in small boxes.
    const heavy = item({ dimensionsMm: [100, 100, 100], weightG: 29_000, quantity: 10 });
    expect(dropshippingShippingCost([heavy])).toMatchObject({ parcels: 10, carrier: true });
  });

  it('charges carrier cost for a single oversize article', () => {
    expect(dropshippingShippingCost([item({ dimensionsMm: [600, 600, 100] })])).toMatchObject({
      parcels: 1,
      carrier: true,
      netMinor: 10890,
    });
  });

  it('charges carrier cost for an article flagged oversize', () => {
    expect(dropshippingShippingCost([item(), item({ oversize: true })]).carrier).toBe(true);
  });

  it('charges carrier cost for bulky goods and carrier delivery types', () => {
    expect(dropshippingShippingCost([item({ deliveryType: 'bulky_goods' })]).carrier).toBe(true);
    expect(dropshippingShippingCost([item({ deliveryType: 'carrier' })]).carrier).toBe(true);
  });

  it('ships other delivery types as regular parcels', () => {
    expect(dropshippingShippingCost([item({ deliveryType: 'parcel' })]).carrier).toBe(false);
  });

  it('charges no VAT to a tax-free account', () => {
    expect(dropshippingShippingCost([item()], { taxFree: true })).toEqual({
      parcels: 1,
      carrier: false,
      netMinor: 1090,
      vatMinor: 0,
      grossMinor: 1090,
    });
  });

  it('costs nothing for an empty basket', () => {
    expect(dropshippingShippingCost([])).toEqual({
      parcels: 0,
      carrier: false,
      netMinor: 0,
      vatMinor: 0,
      grossMinor: 0,
    });
  });
});
