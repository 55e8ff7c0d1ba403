import { describe, expect, it } from 'vitest';
import type { BasketCurrencyList } from '@shop/domain/api/basket.ts';
import { basketTotals, type TotalsLine } from '@shop/domain/rules/basket-line.ts';
import { vatAmount } from '@shop/domain/rules/money.ts';
import { basket, line } from '@shop/domain/testing/basket.fixtures.ts';
import {
  dropshippingTotals,
  type DropshippingShippingCost,
} from '#web/features/basket/dropshipping-totals.ts';

/** A list whose totals are what the server's basket answer holds (normal shipping fee). */
function serverList(lines: TotalsLine[], vat: boolean): BasketCurrencyList {
  const list = basket(
    lines.map((entry, index) =>
      line({ articleNumber: `A-${index}`, lineTotal: entry.lineTotal, taxRate: entry.taxRate }),
    ),
  ).currencies[0]!;
  return { ...list, totals: basketTotals(lines, { shop: 'de', country: 'DE', vat }) };
}

function parcelCost(parcels: number, vat: boolean): DropshippingShippingCost {
  const net = parcels * 1090;
  const tax = vat ? vatAmount(net, 19) : 0;
  return { parcels, carrier: false, net, vat: tax, gross: net + tax, currency: 'EUR' };
}

/** What the server's order placement charges for the same lines shipped by parcel. */
function orderTotals(lines: TotalsLine[], vat: boolean, cost: DropshippingShippingCost) {
  return basketTotals(lines, {
    shop: 'de',
    country: 'DE',
    vat,
    dropshipping: { netMinor: cost.net, vatMinor: cost.vat },
  });
}

const CASES: { name: string; lines: TotalsLine[] }[] = [
  { name: 'one standard-rate line below free shipping', lines: [{ lineTotal: 2500, taxRate: 19 }] },
  {
    name: 'standard and reduced rates, with odd cents',
    lines: [
      { lineTotal: 2499, taxRate: 19 },
      { lineTotal: 1333, taxRate: 7 },
      { lineTotal: 77, taxRate: 7 },
    ],
  },
  { name: 'only reduced rates', lines: [{ lineTotal: 1999, taxRate: 7 }] },
  { name: 'above the free-shipping threshold', lines: [{ lineTotal: 48_123, taxRate: 19 }] },
];

describe('dropshipping totals', () => {
  for (const { name, lines } of CASES) {
    for (const vat of [true, false]) {
      it(`equals what the order charges: ${name}, ${vat ? 'with' : 'without'} VAT`, () => {
        const cost = parcelCost(2, vat);
        expect(dropshippingTotals(serverList(lines, vat), cost)).toEqual(
          orderTotals(lines, vat, cost),
        );
      });
    }
  }

  it('replaces the shipping fee by the parcel cost and moves its VAT', () => {
    const lines = [
      { lineTotal: 2500, taxRate: 19 },
      { lineTotal: 1000, taxRate: 7 },
    ];
    const list = serverList(lines, true);
    expect(list.totals).toMatchObject({ shipping: 1500, vatNormal: 760, vatReduced: 70 });
    const totals = dropshippingTotals(list, parcelCost(1, true));
    expect(totals).toMatchObject({
      net: 3500,
      shipping: 1090,
      vatNormal: 475 + 207,
      vatReduced: 70,
      total: 3500 + 1090 + 682 + 70,
    });
  });
});
