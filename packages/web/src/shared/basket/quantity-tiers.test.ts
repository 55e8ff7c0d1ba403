import { describe, expect, it } from 'vitest';
import { moveActive, pageStart, tierChoices, tierOf } from '#web/shared/basket/quantity-tiers.ts';

describe('the choices of the price list', () => {
  it('counts the tiers in cases when the article comes in cases, once each', () => {
    const tiers = [
      { amount: 60, price: 90 },
      { amount: 6, price: 100 },
      { amount: 8, price: 99 },
      { amount: 12, price: 95 },
    ];
    // 8 pieces need 2 cases, as 12 do: 2 cases are 12 pieces, and pay the 12 pieces' price
    expect(tierChoices(tiers, 6)).toEqual([
      { quantity: 1, price: 100 },
      { quantity: 2, price: 95 },
      { quantity: 10, price: 90 },
    ]);
    expect(tierChoices(tiers, 1).map((choice) => choice.quantity)).toEqual([6, 8, 12, 60]);
  });

  it('finds the tier of a quantity and moves by one and by pages of five', () => {
    const choices = [1, 2, 5, 10, 20, 50, 100].map((quantity) => ({ quantity, price: 1 }));
    expect(tierOf(choices, 7)).toBe(2);
    expect(tierOf(choices, 0)).toBe(-1);
    expect(moveActive(choices, 7, null, 'ArrowDown')).toBe(3);
    expect(moveActive(choices, 10, null, 'ArrowUp')).toBe(2);
    expect(moveActive(choices, 7, null, 'PageDown')).toBe(6);
    expect(moveActive(choices, 7, 6, 'PageUp')).toBe(1);
    expect(moveActive(choices, 7, 0, 'ArrowUp')).toBe(0);
    expect([0, 4, 5, 6].map(pageStart)).toEqual([0, 0, 5, 5]);
  });
});
