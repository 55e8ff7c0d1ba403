import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { basket, line } from '@shop/domain/testing/basket.fixtures.ts';
import { withoutPrices } from '@shop/domain/api/basket.ts';
import { csvStyle } from '@shop/domain/rules/csv-format.ts';
import { basketCsv, type BasketCsvHeadings } from '#web/features/basket/basket-csv.ts';

const headings: BasketCsvHeadings = {
  articleNumber: 'Article number',
  name: 'Name',
  ean: 'EAN',
  quantity: 'Quantity',
  cases: 'Cases',
  price: 'Unit price',
  total: 'Line total',
  currency: 'Currency',
  eta: 'Expected',
};

describe('basket CSV export', () => {
  it('writes one row per line with plain decimal amounts and parses back to the data', async () => {
    // en: commas between cells, a decimal point, ISO dates (docs/decisions/122-csv-in-the-buyers-spreadsheet.md)
    const csv = await basketCsv(
      basket([
        line(),
        line({
          articleNumber: 'BOX-2',
          names: { name: 'Box; "deluxe"' },
          quantity: 24,
          cases: 2,
          caseQuantity: 12,
          price: 399,
          lineTotal: 9576,
          ean: null,
          eta: { date: '2026-12-01', kind: 'eta' },
        }),
      ]),
      headings,
      csvStyle('en'),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const rows = parse(csv, { bom: true, delimiter: ',', columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toEqual([
      {
        'Article number': 'FIG-1001',
        Name: 'Starship Figure',
        EAN: '4260187000408',
        Quantity: '2',
        Cases: '2',
        'Unit price': '12.50',
        'Line total': '25.00',
        Currency: 'EUR',
        Expected: '',
      },
      {
        'Article number': 'BOX-2',
        Name: 'Box; "deluxe"',
        EAN: '',
        Quantity: '24',
        Cases: '2',
        'Unit price': '3.99',
        'Line total': '95.76',
        Currency: 'EUR',
        Expected: '2026-12-01',
      },
    ]);
  });

  it('leaves out the price and total columns for an account that sees no prices', async () => {
    const csv = await basketCsv(withoutPrices(basket([line()])), headings, csvStyle('de'));
    const [header, row] = csv.replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(header).toBe('Article number;Name;EAN;Quantity;Cases;Currency;Expected');
    expect(row).toBe('FIG-1001;Starship Figure;4260187000408;2;2;EUR;');
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const names = ['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'];
    const csv = await basketCsv(
      basket(names.map((name, index) => line({ articleNumber: `A${index}`, names: { name } }))),
      headings,
      csvStyle('de'),
    );
    const rows = parse(csv, { bom: true, delimiter: ';', columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((row) => row.Name)).toEqual(names.map((name) => `'${name}`));
  });

  it('writes a decimal comma and the German date in de', async () => {
    const lines = [
      line({ price: 123456, lineTotal: 246912, eta: { date: '2026-12-01', kind: 'eta' } }),
    ];
    const csv = await basketCsv(basket(lines), headings, csvStyle('de'));
    const [row] = parse(csv, { bom: true, delimiter: ';', columns: true }) as Record<
      string,
      string
    >[];
    expect(row).toMatchObject({
      'Unit price': '1234,56',
      'Line total': '2469,12',
      Expected: '01.12.2026',
    });
  });
});
