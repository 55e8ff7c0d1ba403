import { describe, expect, it } from 'vitest';
import { formatShortDate } from './short-date.ts';

describe('formatShortDate', () => {
  it('writes English dates the British way', () => {
    expect(formatShortDate('2026-03-07', 'en')).toBe('07/03/2026');
  });

  it('writes every other language the German way', () => {
    expect(formatShortDate('2026-03-07', 'de')).toBe('07.03.26');
    expect(formatShortDate('2026-03-07T23:30:00Z', 'ja')).toBe('07.03.26');
  });

  it('leaves a text that is no date as it is', () => {
    expect(formatShortDate('soon', 'fr')).toBe('soon');
  });
});
