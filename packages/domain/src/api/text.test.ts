import { describe, expect, it } from 'vitest';
import { isTextSchema, multiLineText, oneLineText, secretText } from './text.ts';
import { z } from 'zod';

const REFUSED_EVERYWHERE = [
  ['NUL', 'a\u0000b'],
  ['ESC', 'a\u001b[31mb'],
  ['DEL', 'a\u007fb'],
  ['C1 CSI', 'a\u009bb'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', 'a\udc00b'],
] as const;

const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('one-line text', () => {
  const schema = oneLineText(20);

  it.each(REFUSED_EVERYWHERE)('refuses %s with a message naming the character', (_name, value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^must (not contain|be valid Unicode)/);
  });

  it('refuses line breaks, TAB and line separators inside the text', () => {
    for (const value of ['a\nb', 'a\r\nb', 'a\rb', 'a\tb', 'a\u2028b', 'a\u2029b']) {
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(schema.safeParse('a\nb').error?.issues[0]?.message).toContain('U+000A at position 2');
  });

  it('refuses every bidi embedding, override and isolate', () => {
    for (const char of BIDI) expect(schema.safeParse(`x${char}y`).success).toBe(false);
  });

  it('trims, normalises to NFC and counts the length afterwards', () => {
    expect(schema.parse('  Müller \n')).toBe('Müller');
    expect(schema.parse('Mu\u0308ller')).toBe('M\u00fcller');
    expect(schema.safeParse(`  ${'x'.repeat(20)}  `).success).toBe(true);
    expect(schema.safeParse('x'.repeat(21)).success).toBe(false);
  });

  it('keeps ordinary text of any script, emoji and joiners', () => {
    for (const value of ['東京都', 'שלום', 'مرحبا', '👩‍👩‍👧', "O'Brien; DROP", '<b>x</b>']) {
      expect(schema.parse(value)).toBe(value);
    }
  });
});

describe('multi-line text', () => {
  const schema = multiLineText(50);

  it('turns CRLF and CR into LF and keeps LF and TAB', () => {
    expect(schema.parse('one\r\ntwo\rthree\nfour\tfive')).toBe('one\ntwo\nthree\nfour\tfive');
  });

  it.each(REFUSED_EVERYWHERE)('refuses %s', (_name, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('refuses bidi characters and vertical tab', () => {
    for (const char of [...BIDI, '\u000b', '\u000c']) {
      expect(schema.safeParse(`x${char}y`).success).toBe(false);
    }
  });
});

describe('secret text', () => {
  const schema = secretText(30);

  it('keeps a password exactly as typed: spaces and decomposed letters stay', () => {
    expect(schema.parse('  pa\u0308ss word  ')).toBe('  pa\u0308ss word  ');
  });

  it.each(REFUSED_EVERYWHERE)('refuses %s', (_name, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('refuses line breaks and TAB', () => {
    for (const value of ['a\nb', 'a\tb', 'a\rb'])
      expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('isTextSchema', () => {
  it('recognises the text rules through chained checks, and not a plain string', () => {
    expect(isTextSchema(oneLineText(10).min(1).toLowerCase().email())).toBe(true);
    expect(isTextSchema(multiLineText(10).min(1))).toBe(true);
    expect(isTextSchema(secretText(10).min(2))).toBe(true);
    expect(isTextSchema(z.string().trim().max(10))).toBe(false);
  });
});
