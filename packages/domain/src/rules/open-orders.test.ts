import { describe, expect, it } from 'vitest';
import {
  openOrderArticleFields,
  openOrderSums,
  openOrderUnitPrice,
  openOrderValue,
  sortOpenOrders,
  type OpenOrderLine,
} from './open-orders.ts';

const line = (fields: Partial<OpenOrderLine>): OpenOrderLine => ({
  articleNumber: 'A-1',
  name: 'Alpha',
  state: 'inTake',
  orderDate: '2026-11-01',
  etaDate: null,
  singlePrice: 1000,
  rebate: 0,
  quantity: 1,
  availableQuantity: 0,
  ...fields,
});

describe('the value of an open-order line', () => {
  it('takes the rebate off the unit price, rounded half up, then multiplies', () => {
    expect(openOrderUnitPrice({ singlePrice: 999, rebate: 0 })).toBe(999);
    expect(openOrderUnitPrice({ singlePrice: 999, rebate: 10 })).toBe(899);
    expect(openOrderUnitPrice({ singlePrice: 1005, rebate: 50 })).toBe(503);
    expect(openOrderValue(line({ singlePrice: 999, rebate: 10 }), 3)).toBe(2697);
  });
});

describe('the open-order sums', () => {
  it('sums everything open, what is available now and the overdue lines', () => {
    const sums = openOrderSums([
      line({ quantity: 4, availableQuantity: 4, state: 'inStock' }),
      line({ quantity: 6, availableQuantity: 2, state: 'partialStock', rebate: 50 }),
      line({ quantity: 2, availableQuantity: 2, state: 'inStockOverdue' }),
      // more available than open counts only the open units
      line({ quantity: 1, availableQuantity: 5, state: 'inTake' }),
    ]);
    expect(sums).toEqual({
      totalSum: 4000 + 3000 + 2000 + 1000,
      availableSum: 4000 + 1000 + 2000 + 1000,
      overdueSum: 2000,
    });
    expect(openOrderSums([])).toEqual({ totalSum: 0, availableSum: 0, overdueSum: 0 });
  });
});

describe('sorting open orders', () => {
  const lines = [
    line({ articleNumber: 'B', name: 'Zeta', orderDate: '2026-10-01', etaDate: '2026-12-20' }),
    line({ articleNumber: 'A', name: 'Beta', orderDate: '2026-11-01', etaDate: null, quantity: 9 }),
    line({ articleNumber: 'C', name: 'Alpha', orderDate: '2026-09-01', etaDate: '2026-12-01' }),
  ];
  const order = (sort: Parameters<typeof sortOpenOrders>[1]) =>
    sortOpenOrders(lines, sort).map((l) => l.articleNumber);

  it('orders by date, ETA (missing last both ways), number, name and value', () => {
    expect(order(1)).toEqual(['A', 'B', 'C']);
    expect(order(2)).toEqual(['C', 'B', 'A']);
    expect(order(3)).toEqual(['C', 'B', 'A']);
    expect(order(4)).toEqual(['B', 'C', 'A']);
    expect(order(5)).toEqual(['A', 'B', 'C']);
    expect(order(6)).toEqual(['C', 'A', 'B']);
    expect(order(7)).toEqual(['A', 'B', 'C']);
  });

  it('breaks ties by article number and leaves the input alone', () => {
    const same = [line({ articleNumber: 'Y' }), line({ articleNumber: 'X' })];
    expect(sortOpenOrders(same, 1).map((l) => l.articleNumber)).toEqual(['X', 'Y']);
    expect(same.map((l) => l.articleNumber)).toEqual(['Y', 'X']);
  });
});

describe('the fields a new open-order line takes from its article', () => {
  const article = {
    state: 'inTake',
    preorderDate: null,
    etaDate: '2026-12-14',
    intakeDate: null,
  };

  it('makes a pre-order of a pre-order article and a back order of anything else', () => {
    expect(openOrderArticleFields({ ...article, state: 'preorder' }, '2026-11-25').kind).toBe(
      'preorder',
    );
    expect(openOrderArticleFields(article, '2026-11-25').kind).toBe('backorder');
    expect(openOrderArticleFields({ ...article, state: 'inquiry' }, '2026-11-25').kind).toBe(
      'backorder',
    );
  });

  it('takes the pre-order date as the arrival before the ETA, and its month as the estimate', () => {
    expect(
      openOrderArticleFields({ ...article, preorderDate: '2027-02-01' }, '2026-11-25'),
    ).toMatchObject({ etaDate: '2027-02-01', etaEstimate: '2027-02' });
    expect(openOrderArticleFields(article, '2026-11-25')).toMatchObject({
      etaDate: '2026-12-14',
      etaEstimate: '2026-12',
    });
    expect(openOrderArticleFields({ ...article, etaDate: null }, '2026-11-25')).toMatchObject({
      etaDate: null,
      etaEstimate: null,
    });
  });

  it('keeps the last intake only once it has happened by now', () => {
    const at = (intakeDate: string, now: string) =>
      openOrderArticleFields({ ...article, intakeDate }, now).lastIntakeDate;
    expect(at('2026-11-24', '2026-11-25')).toBe('2026-11-24');
    expect(at('2026-11-25', '2026-11-25')).toBe('2026-11-25');
    expect(at('2026-11-25', '2026-11-25T08:00:00.000Z')).toBe('2026-11-25');
    expect(at('2026-11-26', '2026-11-25')).toBeNull();
    expect(openOrderArticleFields(article, '2026-11-25').lastIntakeDate).toBeNull();
  });
});
