import { describe, expect, it } from 'vitest';
import { dateField, longText, shortText, timestampField } from './catalog-import-fields.ts';

describe('the texts of catalog records', () => {
  const name = shortText(20);

  it('keeps a plain text as it is and trims and normalises any other as the text rules do', () => {
    expect(name.parse('Space Knight')).toBe('Space Knight');
    expect(name.parse('  Space Knight ')).toBe('Space Knight');
    expect(name.parse(' Gru\u0308ße')).toBe('Grüße');
  });

  it.each(['Nul\u0000', 'Bell\u0007 ', 'Tab\there', 'Grüße\u202e', 'Line\nbreak'])(
    'refuses %j, which holds a control or bidi character',
    (text) => {
      expect(name.safeParse(text).success).toBe(false);
    },
  );

  it('refuses a text over its length, plain or not, and an empty one', () => {
    expect(name.safeParse('x'.repeat(21)).success).toBe(false);
    expect(name.safeParse('ü'.repeat(21)).success).toBe(false);
    expect(name.safeParse('x'.repeat(20)).success).toBe(true);
    expect(name.safeParse('   ').success).toBe(false);
  });

  it('lets a description have line breaks but no other control character', () => {
    const description = longText(100);
    expect(description.parse('First line\nsecond line')).toBe('First line\nsecond line');
    expect(description.parse('First\r\nsecond')).toBe('First\nsecond');
    expect(description.safeParse('First\u0000second').success).toBe(false);
  });
});

describe('the dates of catalog records', () => {
  it.each(['2024-02-29', '2026-12-31', '2026-01-01'])('accepts %s', (date) => {
    expect(dateField.safeParse(date).success).toBe(true);
  });

  it.each(['2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-05', '05.12.2026'])(
    'refuses %s',
    (date) => {
      expect(dateField.safeParse(date).success).toBe(false);
    },
  );

  it('stores a moment as toISOString writes it', () => {
    expect(timestampField.parse('2026-12-24T23:59Z')).toBe('2026-12-24T23:59:00.000Z');
    expect(timestampField.safeParse('2026-12-24 23:59').success).toBe(false);
  });
});
