import { describe, expect, it } from 'vitest';
import { quotaColour } from './turnover-quota.ts';

describe('quotaColour', () => {
  it.each([
    [-1, 'good'],
    [0, 'good'],
    [3, 'good'],
    [3.01, 'neutral'],
    [4, 'neutral'],
    [10, 'neutral'],
    [10.01, 'warning'],
    [11, 'warning'],
    [Infinity, 'warning'],
  ] as const)('colours a quota of %s as %s', (quota, colour) => {
    expect(quotaColour(quota)).toBe(colour);
  });

  it('colours a missing quota as good', () => {
    expect(quotaColour(Number.NaN)).toBe('good');
  });
});
