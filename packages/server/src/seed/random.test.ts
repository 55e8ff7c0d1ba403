import { describe, expect, it } from 'vitest';
import { addDays, dayCalculator, isIsoDate } from './dates.ts';
import { ean13, isValidEan13 } from './ean.ts';
import { Random } from './random.ts';

describe('the seeded random generator', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = new Random('seed');
    const b = new Random('seed');
    const sequence = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(sequence);
    expect(new Random('other').next()).not.toBe(sequence[0]);
    expect(Random.derive('seed', 7).next()).toBe(Random.derive('seed', 7).next());
  });

  it('keeps int, pick, weighted, shuffle and sample within their inputs', () => {
    const random = new Random(42);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    expect(
      random.weighted([
        ['only', 1],
        ['never', 0],
      ]),
    ).toBe('only');
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(random.sample([1, 2, 3, 4, 5], 3)).size).toBe(3);
    expect(() => random.pick([])).toThrow();
  });
});

describe('EAN-13 and dates', () => {
  it('computes check digits that validate', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('123')).toBe(false);
  });

  it('adds days across months and years in UTC', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayCalculator('2026-03-15')(-14)).toBe('2026-03-01');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});
