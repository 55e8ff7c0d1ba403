import { describe, expect, it } from 'vitest';
import { clockOf, countdownParts } from '#web/shared/ui/use-countdown.ts';

describe('countdownParts', () => {
  it('counts down to a moment in days, hours, minutes and seconds, and stops after it', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    const parts = countdownParts('2026-11-27T12:34:56Z', now);
    expect(parts).toEqual({ days: 2, hours: 2, minutes: 34, seconds: 56 });
    expect(clockOf(parts!)).toBe('02:34:56');
    expect(countdownParts('2026-11-25T10:00:00Z', now)).toBeNull();
    expect(countdownParts('2026-11-24T10:00:00Z', now)).toBeNull();
    expect(countdownParts('soon', now)).toBeNull();
  });
});
