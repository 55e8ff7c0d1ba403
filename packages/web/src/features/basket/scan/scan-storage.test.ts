import { afterEach, describe, expect, it } from 'vitest';
import { loadScanList, saveScanList } from './scan-storage.ts';

afterEach(() => localStorage.clear());

const stored = {
  articleNumber: 'CK1335',
  barcode: '4006381333931',
  name: 'Card box',
  image: '/images/a.svg',
  state: 'available',
  caseQuantity: 24,
  etaDate: '2027-03-15',
  refusal: null,
};

// docs/product/account.md#account-scan
describe('the scan list on the device', () => {
  it('keeps a list stored before the look-up named release and pre-order dates', () => {
    localStorage.setItem(
      'shop.scanList',
      JSON.stringify({
        customerNumber: 'DE/100001',
        lines: [{ code: '4006381333931', quantity: 2, status: 'matched', article: stored }],
      }),
    );
    expect(loadScanList('DE/100001')).toEqual([
      {
        code: '4006381333931',
        quantity: 2,
        status: 'matched',
        article: { ...stored, releaseDate: null, preorderDate: null },
      },
    ]);
  });

  it('gives back the dates it stored', () => {
    const article = { ...stored, releaseDate: '2027-05-20', preorderDate: '2027-04-30' };
    saveScanList('DE/100001', [{ code: 'CK1335', quantity: 1, status: 'matched', article }]);
    expect(loadScanList('DE/100001')).toEqual([
      { code: 'CK1335', quantity: 1, status: 'matched', article },
    ]);
  });
});
