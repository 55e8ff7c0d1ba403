import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shops.ts';
import {
  csvAmount,
  csvNumber,
  csvStyle,
  defaultCsvFormat,
  formatCsvDate,
  isCsvDatePattern,
  safeCsvCell,
} from './csv-format.ts';

describe('the spreadsheet format of a CSV export', () => {
  it('splits at semicolons with a decimal comma in de, es, fr, it and pl, at commas with a point in en and ja', () => {
    const formats = Object.fromEntries(LANGUAGES.map((l) => [l, defaultCsvFormat(l)]));
    expect(formats).toEqual({
      de: 'semicolon-comma',
      es: 'semicolon-comma',
      fr: 'semicolon-comma',
      it: 'semicolon-comma',
      pl: 'semicolon-comma',
      en: 'comma-point',
      ja: 'comma-point',
    });
    expect(csvStyle('de')).toEqual({ delimiter: ';', decimal: ',', datePattern: 'dd.MM.yyyy' });
    expect(csvStyle('en')).toEqual({ delimiter: ',', decimal: '.', datePattern: 'yyyy-MM-dd' });
    expect(csvStyle('fr').datePattern).toBe('dd/MM/yyyy');
    expect(csvStyle('pl').datePattern).toBe('dd.MM.yyyy');
    expect(csvStyle('ja').datePattern).toBe('yyyy/MM/dd');
  });

  it('writes ISO dates when the buyer chose the other format than the language’s own', () => {
    expect(csvStyle('de', 'comma-point')).toEqual({
      delimiter: ',',
      decimal: '.',
      datePattern: 'yyyy-MM-dd',
    });
    expect(csvStyle('en', 'semicolon-comma')).toEqual({
      delimiter: ';',
      decimal: ',',
      datePattern: 'yyyy-MM-dd',
    });
  });

  it('keeps the operator’s date pattern in every language and format', () => {
    expect(csvStyle('de', 'comma-point', 'yyyy-MM-dd').datePattern).toBe('yyyy-MM-dd');
    expect(csvStyle('en', undefined, 'dd.MM.yy').datePattern).toBe('dd.MM.yy');
  });

  it('writes amounts as plain numbers with the decimal mark, no grouping', () => {
    const comma = { decimal: ',' } as const;
    expect(csvAmount(123456789, 2, comma)).toBe('1234567,89');
    expect(csvAmount(-1250, 2, { decimal: '.' })).toBe('-12.50');
    expect(csvAmount(5, 2, comma)).toBe('0,05');
    expect(csvAmount(0, 2, comma)).toBe('0,00');
    expect(csvAmount(-7, 0, comma)).toBe('-7');
    expect(csvNumber(0.35, comma)).toBe('0,35');
    expect(csvNumber(12, comma)).toBe('12');
  });

  it('prints calendar dates and timestamps in UTC in the pattern', () => {
    expect(formatCsvDate('2026-12-03', 'dd.MM.yyyy')).toBe('03.12.2026');
    expect(formatCsvDate('2026-01-02T23:30:05.000Z', 'd/M/yy H:mm:ss')).toBe('2/1/26 23:30:05');
    expect(formatCsvDate('2026-01-02T23:30:00.000Z', 'yyyy/MM/dd')).toBe('2026/01/02');
    expect(formatCsvDate('2026-01-02 23:30:00', 'dd.MM.yyyy')).toBe('02.01.2026');
    expect(formatCsvDate('2026-01-02T23:30:00+01:00', 'dd.MM.yyyy HH')).toBe('02.01.2026 22');
    expect(formatCsvDate('not a date', 'yyyy')).toBe('');
    expect(formatCsvDate(null, 'yyyy')).toBe('');
  });

  it('takes only numeric date patterns from the operator', () => {
    expect(isCsvDatePattern('dd.MM.yyyy HH:mm')).toBe(true);
    expect(isCsvDatePattern('d/M/yy')).toBe(true);
    expect(isCsvDatePattern('dd MMM yyyy')).toBe(false);
    expect(isCsvDatePattern('yyy')).toBe(false);
    expect(isCsvDatePattern('yyyyy')).toBe(false);
    expect(isCsvDatePattern('dd.MM.yyyy %')).toBe(false);
    expect(isCsvDatePattern('')).toBe(false);
  });

  it('guards every formula start but leaves numbers alone, negative amounts too', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(safeCsvCell(`${start}A1`)).toBe(`'${start}A1`);
    expect(safeCsvCell(-5)).toBe('-5');
    expect(safeCsvCell('-12.50')).toBe('-12.50');
    expect(safeCsvCell('-12,50')).toBe('-12,50');
    expect(safeCsvCell('-1+2')).toBe("'-1+2");
    expect(safeCsvCell('-12,50,1')).toBe("'-12,50,1");
    expect(safeCsvCell(null)).toBe('');
    expect(safeCsvCell(undefined)).toBe('');
  });
});
