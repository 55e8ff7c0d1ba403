import { describe, expect, it } from 'vitest';
import { monthRange, monthRangeOfDay } from './month-range.ts';

describe('monthRange', () => {
  it.each([
    ['2025-03-01', 'begin'],
    ['2025-03-10', 'begin'],
    ['2025-03-11', 'middle'],
    ['2025-03-20', 'middle'],
    ['2025-03-21', 'end'],
    ['2025-03-31', 'end'],
    ['2024-02-29', 'end'],
  ] as const)('puts %s at the %s of the month', (date, expected) => {
    expect(monthRange(date)).toBe(expected);
  });

  it('refuses dates that do not exist', () => {
    expect(monthRange('2025-02-29')).toBeNull();
    expect(monthRange('2025-04-31')).toBeNull();
    expect(monthRange('2025-13-01')).toBeNull();
    expect(monthRange('2025-00-10')).toBeNull();
    expect(monthRange('2025-01-00')).toBeNull();
  });

  it('refuses text that is not an ISO calendar date', () => {
    expect(monthRange('')).toBeNull();
    expect(monthRange('2025-3-5')).toBeNull();
    expect(monthRange('05.03.2025')).toBeNull();
    expect(monthRange('2025-03-05T10:00:00Z')).toBeNull();
    expect(monthRange(' 2025-03-05')).toBeNull();
  });
});

describe('monthRangeOfDay', () => {
  it('splits the month at days 10 and 20', () => {
    expect([1, 10, 11, 20, 21, 31].map(monthRangeOfDay)).toEqual([
      'begin',
      'begin',
      'middle',
      'middle',
      'end',
      'end',
    ]);
  });
});
