import { describe, expect, it } from 'vitest';
import { looksLikeEan, parseBasketImport } from './basket-import.ts';

describe('parseBasketImport', () => {
  it('reads an article number or EAN with an optional quantity per line', () => {
    expect(parseBasketImport('ABC-123 4\n4006381333931\tx')).toEqual([
      { line: 1, text: 'ABC-123 4', identifier: 'ABC-123', quantity: 4 },
      { line: 2, text: '4006381333931\tx', error: 'invalidQuantity' },
    ]);
    expect(parseBasketImport('4006381333931')).toEqual([
      { line: 1, text: '4006381333931', identifier: '4006381333931', quantity: 1 },
    ]);
  });

  it('takes space, tab, semicolon and comma as separators', () => {
    const parsed = parseBasketImport('A1 2\nA2\t3\nA3;4\nA4,5\nA5 ; 6\nA6;7;');
    expect(parsed.map((l) => ('identifier' in l ? [l.identifier, l.quantity] : l.error))).toEqual([
      ['A1', 2],
      ['A2', 3],
      ['A3', 4],
      ['A4', 5],
      ['A5', 6],
      ['A6', 7],
    ]);
  });

  it('ignores empty and whitespace-only text and lines, keeping line numbers', () => {
    expect(parseBasketImport('')).toEqual([]);
    expect(parseBasketImport('  \n\t\r\n ')).toEqual([]);
    expect(parseBasketImport('\n\nA1 2\r\n\r\nA2')).toEqual([
      { line: 3, text: 'A1 2', identifier: 'A1', quantity: 2 },
      { line: 5, text: 'A2', identifier: 'A2', quantity: 1 },
    ]);
  });

  it('refuses quantities that are not whole numbers from 1 to the maximum', () => {
    for (const quantity of ['0', '-1', '1.5', '1,5x', '1e3', '10000000', 'abc']) {
      const [line] = parseBasketImport(`A1 ${quantity}`);
      expect(line, quantity).toHaveProperty('error');
    }
    expect(parseBasketImport('A1 1000000')[0]).toMatchObject({ quantity: 1_000_000 });
  });

  it('refuses lines with more fields or a bad identifier', () => {
    expect(parseBasketImport('A1 2 3')[0]).toMatchObject({ error: 'invalidLine' });
    expect(parseBasketImport("' OR 1=1 --")[0]).toMatchObject({ error: 'invalidLine' });
    expect(parseBasketImport('x'.repeat(41))[0]).toMatchObject({ error: 'invalidLine' });
  });
});

describe('looksLikeEan', () => {
  it('recognises 8, 12, 13 and 14 digits', () => {
    expect(looksLikeEan('40063813')).toBe(true);
    expect(looksLikeEan('4006381333931')).toBe(true);
    expect(looksLikeEan('123456789')).toBe(false);
    expect(looksLikeEan('ABC4006381333')).toBe(false);
  });
});
