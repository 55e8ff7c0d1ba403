import { describe, expect, it } from 'vitest';
import { dayAfter, isCalendarDate, isOrderedRange } from './date-range.ts';

describe('isCalendarDate', () => {
  it('takes real days, the leap day of a leap year among them', () => {
    expect(isCalendarDate('2026-12-03')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-01-31')).toBe(true);
  });

  it('refuses days that do not exist and other spellings', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-1-1')).toBe(false);
    expect(isCalendarDate('03.12.2026')).toBe(false);
    expect(isCalendarDate('2026-12-03T00:00')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('dayAfter', () => {
  it('counts over the end of a month, a year and a leap February', () => {
    expect(dayAfter('2026-12-03')).toBe('2026-12-04');
    expect(dayAfter('2026-01-31')).toBe('2026-02-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
  });
});

describe('isOrderedRange', () => {
  it('takes a range with a start up to its end, or an open end', () => {
    expect(isOrderedRange('2026-12-03', '2026-12-03')).toBe(true);
    expect(isOrderedRange('2026-12-02', '2026-12-03')).toBe(true);
    expect(isOrderedRange(undefined, '2026-12-03')).toBe(true);
    expect(isOrderedRange('2026-12-03', undefined)).toBe(true);
  });

  it('refuses a start one day after the end', () => {
    expect(isOrderedRange('2026-12-04', '2026-12-03')).toBe(false);
  });
});
