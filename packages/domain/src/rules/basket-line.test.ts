import { describe, expect, it } from 'vitest';
import {
  availableUnits,
  basketTotals,
  decideAdd,
  isBlocking,
  isPriceConfigValid,
  lineFlags,
  paysVat,
  sellsFromStock,
} from './basket-line.ts';
import { MAX_QUANTITY } from './quantity.ts';

const stock = (state: string, stockQuantity: number, maxQty: number | null = null) => ({
  state,
  stockQuantity,
  maxQty,
  caseQuantity: 1,
});

describe('availableUnits', () => {
  it('is the stock of a stock article, lowered by maxQty', () => {
    expect(availableUnits(stock('inStock', 12))).toBe(12);
    expect(availableUnits(stock('partialStock', 12, 5))).toBe(5);
    expect(availableUnits(stock('inStock', 3, 5))).toBe(3);
  });

  it('is 0 when sold out and for a stock article without stock', () => {
    expect(availableUnits(stock('soldOut', 40))).toBe(0);
    expect(availableUnits(stock('inStock', 0))).toBe(0);
    expect(availableUnits(stock('inquiry', 0))).toBe(0);
  });

  it('is unlimited but for maxQty for pre-orders and arriving articles', () => {
    for (const state of ['preorder', 'inTake', 'inStockOverdue']) {
      expect(sellsFromStock(state)).toBe(false);
      expect(availableUnits(stock(state, 0))).toBe(MAX_QUANTITY);
      expect(availableUnits(stock(state, 0, 24))).toBe(24);
    }
  });
});

describe('lineFlags', () => {
  const flags = (
    article: ReturnType<typeof stock>,
    units: number,
    price = 100,
    atAdd = 100,
    caseAtAdd = 1,
  ) => lineFlags({ article, units, price, priceAtAdd: atAdd, caseQuantityAtAdd: caseAtAdd });

  it('raises no flag on a line that can be ordered as added', () => {
    const f = flags(stock('inStock', 10), 10);
    expect(f).toEqual({
      soldOut: false,
      noStock: false,
      noQty: false,
      oldPrice: false,
      oldQty: false,
    });
    expect(isBlocking(f)).toBe(false);
  });

  it('raises exactly one of soldOut, noStock and noQty', () => {
    expect(flags(stock('soldOut', 0), 1)).toMatchObject({
      soldOut: true,
      noStock: false,
      noQty: false,
    });
    expect(flags(stock('inStock', 0), 1)).toMatchObject({
      soldOut: false,
      noStock: true,
      noQty: false,
    });
    expect(flags(stock('inStock', 4), 5)).toMatchObject({
      soldOut: false,
      noStock: false,
      noQty: true,
    });
    expect(flags(stock('inStock', 50, 4), 5)).toMatchObject({ noQty: true });
    expect(isBlocking(flags(stock('inStock', 4), 5))).toBe(true);
  });

  it('never flags pre-orders for missing stock', () => {
    expect(flags(stock('preorder', 0), 100)).toMatchObject({ noStock: false, noQty: false });
  });

  it('warns of a changed price and a changed case quantity without blocking', () => {
    const f = flags({ ...stock('inStock', 10), caseQuantity: 6 }, 6, 110, 100, 4);
    expect(f).toMatchObject({ oldPrice: true, oldQty: true });
    expect(isBlocking(f)).toBe(false);
  });

  it('warns of a price that dropped as of one that rose', () => {
    expect(flags(stock('inStock', 10), 1, 90, 100)).toMatchObject({ oldPrice: true });
    expect(flags(stock('inStock', 10), 1, 101, 100)).toMatchObject({ oldPrice: true });
    expect(flags(stock('inStock', 10), 1, 100, 100)).toMatchObject({ oldPrice: false });
  });
});

describe('decideAdd', () => {
  it('adds to the line or replaces it', () => {
    expect(
      decideAdd({ requested: 2, caseQuantity: 1, currentUnits: 3, replace: false, available: 100 }),
    ).toEqual({
      add: true,
      units: 5,
      reduced: false,
      availableCases: 100,
    });
    expect(
      decideAdd({ requested: 2, caseQuantity: 1, currentUnits: 3, replace: true, available: 100 }),
    ).toMatchObject({
      units: 2,
    });
  });

  it('counts cases and lowers to the whole cases available', () => {
    expect(
      decideAdd({ requested: 5, caseQuantity: 6, currentUnits: 0, replace: false, available: 17 }),
    ).toEqual({
      add: true,
      units: 12,
      reduced: true,
      availableCases: 2,
    });
  });

  it('adds nothing when not one case is available', () => {
    expect(
      decideAdd({ requested: 1, caseQuantity: 6, currentUnits: 0, replace: false, available: 5 }),
    ).toEqual({
      add: false,
      availableCases: 0,
    });
    expect(
      decideAdd({ requested: 1, caseQuantity: 1, currentUnits: 0, replace: false, available: 0 }),
    ).toMatchObject({
      add: false,
    });
  });

  it('never goes above the maximum line quantity', () => {
    const decision = decideAdd({
      requested: MAX_QUANTITY,
      caseQuantity: 1,
      currentUnits: MAX_QUANTITY,
      replace: false,
      available: MAX_QUANTITY,
    });
    expect(decision).toMatchObject({ add: true, units: MAX_QUANTITY, reduced: true });
  });
});

describe('basketTotals', () => {
  const de = { shop: 'de' as const, country: 'DE', vat: true };

  it('charges nothing for an empty list', () => {
    expect(basketTotals([], de)).toMatchObject({
      net: 0,
      shipping: 0,
      total: 0,
      freeShippingFrom: 25000,
    });
  });

  it('splits VAT by rate class and taxes shipping at the highest rate', () => {
    const totals = basketTotals(
      [
        { lineTotal: 10000, taxRate: 19 },
        { lineTotal: 5000, taxRate: 7 },
      ],
      de,
    );
    expect(totals).toEqual({
      net: 15000,
      shipping: 1500,
      freeShippingFrom: 25000,
      shippingFee: 1500,
      vatNormal: 1900 + 285,
      vatReduced: 350,
      total: 15000 + 1500 + 2185 + 350,
    });
  });

  it('taxes shipping at the reduced rate when all goods are reduced', () => {
    expect(basketTotals([{ lineTotal: 10000, taxRate: 7 }], de)).toMatchObject({
      vatNormal: 0,
      vatReduced: 700 + 105,
    });
  });

  it('ships free from the threshold of shop and country', () => {
    expect(basketTotals([{ lineTotal: 24999, taxRate: 19 }], de).shipping).toBe(1500);
    expect(basketTotals([{ lineTotal: 25000, taxRate: 19 }], de).shipping).toBe(0);
    expect(
      basketTotals([{ lineTotal: 30000, taxRate: 19 }], { ...de, country: 'IT' }).shipping,
    ).toBe(0);
    expect(
      basketTotals([{ lineTotal: 29999, taxRate: 19 }], { ...de, country: 'IT' }).shipping,
    ).toBe(2000);
    expect(
      basketTotals([{ lineTotal: 99999, taxRate: 19 }], { ...de, country: 'JE' }).shipping,
    ).toBe(3500);
    expect(
      basketTotals([{ lineTotal: 30000, taxRate: 20 }], { shop: 'uk', country: 'GB', vat: false }),
    ).toMatchObject({ shipping: 0, freeShippingFrom: 30000, vatNormal: 0, total: 30000 });
  });

  it('charges no VAT without VAT', () => {
    expect(basketTotals([{ lineTotal: 10000, taxRate: 19 }], { ...de, vat: false })).toMatchObject({
      vatNormal: 0,
      vatReduced: 0,
      total: 11500,
    });
  });

  it('uses the parcel cost of a dropshipping order instead of the tier', () => {
    const totals = basketTotals([{ lineTotal: 30000, taxRate: 7 }], {
      ...de,
      dropshipping: { netMinor: 2180, vatMinor: 414 },
    });
    expect(totals).toMatchObject({
      shipping: 2180,
      vatNormal: 414,
      vatReduced: 2100,
      total: 34694,
    });
  });
});

describe('paysVat', () => {
  it('is false for tax-free accounts and the UK shop', () => {
    expect(paysVat({ taxFree: false, shop: 'de' })).toBe(true);
    expect(paysVat({ taxFree: false, shop: 'fr' })).toBe(true);
    expect(paysVat({ taxFree: true, shop: 'fr' })).toBe(false);
    expect(paysVat({ taxFree: false, shop: 'uk' })).toBe(false);
  });
});

describe('isPriceConfigValid', () => {
  const fine = { caseQuantity: 6, quantity: 12, price: 250, lineTotal: 3000 };

  it('takes a whole case quantity with a total of price times units, and a line without prices', () => {
    expect(isPriceConfigValid(fine)).toBe(true);
    expect(isPriceConfigValid({ ...fine, price: 0, lineTotal: 0 })).toBe(true);
    expect(isPriceConfigValid({ caseQuantity: 1, quantity: 3 })).toBe(true);
  });

  it.each([
    ['no case quantity', { ...fine, caseQuantity: 0 }],
    ['a negative case quantity', { ...fine, caseQuantity: -6 }],
    ['a part case', { ...fine, caseQuantity: 1.5 }],
    ['a negative price', { ...fine, price: -250, lineTotal: -3000 }],
    ['a total that is not price times units', { ...fine, lineTotal: 2999 }],
  ])('refuses %s', (_what, line) => {
    expect(isPriceConfigValid(line)).toBe(false);
  });
});
