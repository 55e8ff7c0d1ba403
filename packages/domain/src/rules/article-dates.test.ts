import { describe, expect, it } from 'vitest';
import { maxQtyInForce, shopDayIsOver, shopDayOf, shopDayStart } from './article-dates.ts';

describe('shopDayStart', () => {
  it('is midnight in Germany: 23:00 UTC in winter, 22:00 UTC in summer', () => {
    expect(shopDayStart('2026-12-20')).toBe('2026-12-19T23:00:00.000Z');
    expect(shopDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
  });

  it('keeps the old offset at midnight of the Sundays the clocks change', () => {
    // 2026: summer time from Sunday 29 March, winter time from Sunday 25 October
    expect(shopDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(shopDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(shopDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(shopDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('agrees with the time-zone data for every day of a year', () => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
      const start = shopDayStart(date);
      expect(format.format(new Date(start!))).toBe(`${date}, 00:00`);
    }
  });

  it('reads nothing from text that is not a day', () => {
    expect(shopDayStart('soon')).toBeNull();
  });
});

describe('maxQtyInForce', () => {
  const limited = { maxQty: 4, maxQtyDate: '2026-12-20' };

  it('holds through the last day in the shop time zone, not after it', () => {
    expect(maxQtyInForce(limited, '2026-12-20T22:59:59.000Z')).toBe(4);
    expect(maxQtyInForce(limited, '2026-12-20T23:00:00.000Z')).toBeNull();
    expect(shopDayIsOver('2026-12-20', '2026-12-21T08:00:00.000Z')).toBe(true);
  });

  it('holds without a date, and there is none without a maximum', () => {
    expect(maxQtyInForce({ maxQty: 4, maxQtyDate: null }, '2030-01-01T00:00:00.000Z')).toBe(4);
    expect(maxQtyInForce({ maxQty: null, maxQtyDate: '2026-12-20' }, '2026-12-01T00:00:00Z')).toBe(
      null,
    );
  });
});

describe('shopDayOf', () => {
  it('turns to the next day at midnight in Berlin, in winter and in summer', () => {
    expect(shopDayOf(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(shopDayOf(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(shopDayOf(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(shopDayOf(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
    expect(shopDayOf(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
