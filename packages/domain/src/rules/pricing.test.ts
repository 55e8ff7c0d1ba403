import { describe, expect, it } from 'vitest';
import { caseUnitPrice, customerTiers, quantityFieldTiers, unitPrice } from './pricing.ts';

const prices = {
  singlePrice: 1000,
  rebate: 0,
  preorderRebate: 0,
  tiers: [
    { amount: 6, price: 1000 },
    { amount: 18, price: 970 },
    { amount: 60, price: 940 },
  ],
};

describe('unitPrice', () => {
  it('takes the highest tier not above the quantity', () => {
    expect(unitPrice(prices, 1, false)).toBe(1000);
    expect(unitPrice(prices, 17, false)).toBe(1000);
    expect(unitPrice(prices, 18, false)).toBe(970);
    expect(unitPrice(prices, 59, false)).toBe(970);
    expect(unitPrice(prices, 600, false)).toBe(940);
  });

  it('takes the article rebate, rounded half up, and the pre-order rebate only for pre-orders', () => {
    const rebated = { ...prices, rebate: 5, preorderRebate: 3, tiers: [] };
    expect(unitPrice({ ...rebated, singlePrice: 1010 }, 1, false)).toBe(960); // 959.5
    expect(unitPrice(rebated, 1, false)).toBe(950);
    expect(unitPrice(rebated, 1, true)).toBe(922); // 950 less 3 % = 921.5
  });
});

describe('caseUnitPrice', () => {
  it('is the unit price of one case, after the rebate (KW1822: 58,00 € less 5 % = 55,10 €)', () => {
    const kw1822 = { singlePrice: 5800, rebate: 5, preorderRebate: 0, tiers: [] };
    expect(caseUnitPrice(kw1822, 2, false)).toBe(5510);
    expect(caseUnitPrice({ ...prices, rebate: 5 }, 6, false)).toBe(950);
  });

  it('reaches a tier that starts below one case, and takes the pre-order rebate', () => {
    const tiered = { ...prices, rebate: 5, preorderRebate: 5 };
    expect(caseUnitPrice(tiered, 18, false)).toBe(922); // 970 less 5 % = 921.5
    expect(caseUnitPrice(tiered, 18, true)).toBe(876); // 922 less 5 % = 875.9
    expect(caseUnitPrice(tiered, 1, false)).toBe(950);
  });
});

describe('customerTiers', () => {
  it('gives each tier the price after the rebates, smallest amount first, first = one case', () => {
    const rebated = { ...prices, rebate: 5 };
    const table = customerTiers(
      rebated,
      [
        { amount: 60, price: 940, rebate: 6 },
        { amount: 6, price: 1000, rebate: 0 },
        { amount: 18, price: 970, rebate: 3 },
      ],
      false,
    );
    expect(table).toEqual([
      { amount: 6, price: 950, rebate: 0 },
      { amount: 18, price: 922, rebate: 3 },
      { amount: 60, price: 893, rebate: 6 }, // 940 less 5 % = 893
    ]);
    expect(table[0]!.price).toBe(caseUnitPrice(rebated, 6, false));
  });
});

describe('quantityFieldTiers', () => {
  it('offers the article page table, after the rebates, smallest amount first', () => {
    const rebated = { ...prices, rebate: 5, tiers: [...prices.tiers].reverse() };
    const offered = quantityFieldTiers(rebated, 6, false);
    expect(offered).toEqual([
      { amount: 6, price: 950 },
      { amount: 18, price: 922 },
      { amount: 60, price: 893 },
    ]);
    expect(offered).toEqual(
      customerTiers(rebated, rebated.tiers, false).map(({ amount, price }) => ({ amount, price })),
    );
  });

  it('takes the pre-order rebate for pre-orders', () => {
    const offered = quantityFieldTiers({ ...prices, preorderRebate: 10 }, 6, true);
    expect(offered?.map((tier) => tier.price)).toEqual([900, 873, 846]);
  });

  it('offers nothing below two choices, counting tiers of the same number of cases once', () => {
    expect(quantityFieldTiers({ ...prices, tiers: [] }, 1, false)).toBeUndefined();
    expect(quantityFieldTiers({ ...prices, tiers: [prices.tiers[0]!] }, 6, false)).toBeUndefined();
    const sameCases = [
      { amount: 7, price: 990 },
      { amount: 12, price: 980 },
    ];
    expect(quantityFieldTiers({ ...prices, tiers: sameCases }, 12, false)).toBeUndefined();
    // counted in pieces the same tiers are two choices
    expect(quantityFieldTiers({ ...prices, tiers: sameCases }, 1, false)).toHaveLength(2);
  });
});
