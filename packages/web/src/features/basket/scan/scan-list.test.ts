import type { LookupArticle } from '@shop/domain/api/article-lookup.ts';
import { describe, expect, it } from 'vitest';
import {
  addScan,
  applyLookup,
  applyNotAddable,
  basketLines,
  createScanGate,
  MAX_SCAN_LINES,
  removeLine,
  setQuantity,
  waitingCodes,
  withoutSent,
  type ScanLine,
} from './scan-list.ts';

const EAN = '4006381333931';
const article = (overrides: Partial<LookupArticle> = {}): LookupArticle => ({
  articleNumber: 'CK1335',
  barcode: EAN,
  name: 'Card box',
  image: '/images/a.svg',
  state: 'available',
  caseQuantity: 24,
  releaseDate: null,
  preorderDate: null,
  etaDate: null,
  refusal: null,
  ...overrides,
});

function scanAll(codes: string[]): ScanLine[] {
  return codes.reduce<ScanLine[]>((lines, code) => addScan(lines, code) ?? lines, []);
}

describe('the scan list', () => {
  it('counts the same code scanned twice as two cases on one line', () => {
    const lines = scanAll([EAN, EAN]);
    expect(lines).toEqual([{ code: EAN, quantity: 2, status: 'waiting' }]);
    const matched = applyLookup(lines, EAN, article());
    expect(basketLines(matched)).toEqual([{ articleNumber: 'CK1335', quantity: 2 }]);
  });

  it('keeps an unknown code listed as refused, and sends nothing for it', () => {
    const lines = applyLookup(scanAll(['0000000000000']), '0000000000000', null);
    expect(lines).toEqual([
      { code: '0000000000000', quantity: 1, status: 'refused', reason: 'unknown', article: null },
    ]);
    expect(basketLines(lines)).toEqual([]);
  });

  it('lists an article that cannot be ordered with the look-up’s refusal', () => {
    const sold = article({ refusal: 'soldOut' });
    const [line] = applyLookup(scanAll([EAN]), EAN, sold);
    expect(line).toMatchObject({ status: 'refused', reason: 'soldOut', article: sold });
  });

  it('keeps offline scans waiting, oldest first, until their look-up matches them', () => {
    const lines = scanAll([EAN, 'CK2000', EAN]);
    expect(waitingCodes(lines)).toEqual([EAN, 'CK2000']);
    const matched = applyLookup(lines, EAN, article());
    expect(waitingCodes(matched)).toEqual(['CK2000']);
    expect(matched.find((line) => line.code === EAN)).toMatchObject({
      status: 'matched',
      quantity: 2,
    });
  });

  it('adds up an article scanned by its number and by its EAN into one basket line', () => {
    let lines = scanAll([EAN, 'ck1335']);
    lines = applyLookup(applyLookup(lines, EAN, article()), 'ck1335', article());
    expect(basketLines(lines)).toEqual([{ articleNumber: 'CK1335', quantity: 2 }]);
    expect(withoutSent(lines, ['CK1335'])).toEqual([]);
  });

  it('edits quantities within 1 and 9999 and removes lines', () => {
    const lines = scanAll([EAN]);
    expect(setQuantity(lines, EAN, 0)[0]?.quantity).toBe(1);
    expect(setQuantity(lines, EAN, 10_000)[0]?.quantity).toBe(9999);
    expect(setQuantity(lines, EAN, 7)[0]?.quantity).toBe(7);
    expect(removeLine(lines, EAN)).toEqual([]);
  });

  it('ignores an empty code and refuses a new code on a full list, keeping the rest', () => {
    expect(addScan([], '  ')).toEqual([]);
    const full = Array.from({ length: MAX_SCAN_LINES }, (_, index) => `C${index}`);
    const lines = scanAll(full);
    expect(lines).toHaveLength(MAX_SCAN_LINES);
    expect(addScan(lines, 'NEW')).toBeNull();
    expect(addScan(lines, 'C1')?.find((line) => line.code === 'C1')?.quantity).toBe(2);
  });

  it('marks the lines the basket refused, leaving the others sendable', () => {
    const other = article({ articleNumber: 'CK2000', barcode: null });
    let lines = scanAll([EAN, 'CK2000']);
    lines = applyLookup(applyLookup(lines, EAN, article()), 'CK2000', other);
    const refused = applyNotAddable(lines, [
      { articleNumber: 'CK1335', reason: 'maxQty', availableQty: 0 },
    ]);
    expect(refused.find((line) => line.code === EAN)).toMatchObject({
      status: 'refused',
      reason: 'noStock',
    });
    expect(basketLines(refused)).toEqual([{ articleNumber: 'CK2000', quantity: 1 }]);
  });
});

describe('the camera’s scan gate', () => {
  it('counts a held barcode once and the same code again after it left the view', () => {
    let now = 0;
    const gate = createScanGate(() => now);
    expect(gate(EAN)).toBe(true);
    now = 200;
    expect(gate(EAN)).toBe(false);
    now = 1600;
    expect(gate(EAN)).toBe(false);
    now = 3200;
    expect(gate(EAN)).toBe(true);
    expect(gate('CK2000')).toBe(true);
  });
});
