import { describe, expect, it } from 'vitest';
import { cancellationQuota, quotaLevel } from './turnover-quota.ts';

// docs/product/account.md#account-quota-colour
describe('quota colouring', () => {
  it('is good up to 3, neutral above 3 up to 10 and a warning above 10', () => {
    expect(quotaLevel(0)).toBe('good');
    expect(quotaLevel(3)).toBe('good');
    expect(quotaLevel(3.1)).toBe('neutral');
    expect(quotaLevel(10)).toBe('neutral');
    expect(quotaLevel(10.1)).toBe('warning');
    expect(quotaLevel(100)).toBe('warning');
  });
});

describe('cancellation quota', () => {
  it('is the cancelled share of the invoiced amount in percent with one decimal', () => {
    expect(cancellationQuota(500, 10_000)).toBe(5);
    expect(cancellationQuota(1, 3)).toBe(33.3);
    expect(cancellationQuota(2, 3)).toBe(66.7);
  });

  it('is 0 when nothing was invoiced', () => {
    expect(cancellationQuota(0, 0)).toBe(0);
    expect(cancellationQuota(100, 0)).toBe(0);
  });
});
