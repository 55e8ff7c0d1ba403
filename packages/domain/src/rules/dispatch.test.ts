import { describe, expect, it } from 'vitest';
import { lineDispatch, nextWorkingDay, orderDispatch, shopDay } from './dispatch.ts';

describe('expected dispatch', () => {
  it('counts the order day in Berlin time', () => {
    expect(shopDay('2026-11-24T22:30:00Z')).toBe('2026-11-24');
    expect(shopDay('2026-11-24T23:30:00Z')).toBe('2026-11-25');
    expect(shopDay('2026-06-30T22:30:00Z')).toBe('2026-07-01');
  });

  it('skips Saturday and Sunday to the next working day', () => {
    expect(nextWorkingDay('2026-11-23')).toBe('2026-11-24'); // Monday → Tuesday
    expect(nextWorkingDay('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(nextWorkingDay('2026-11-28')).toBe('2026-11-30'); // Saturday → Monday
    expect(nextWorkingDay('2026-11-29')).toBe('2026-11-30'); // Sunday → Monday
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-01');
  });

  it('ships a stock line the working day after the order', () => {
    expect(lineDispatch('2026-11-27T10:00:00Z', null)).toEqual({
      basis: 'stock',
      date: '2026-11-30',
    });
  });

  it('ships a line ordered ahead of the goods the working day after they arrive', () => {
    expect(lineDispatch('2026-11-25T10:00:00Z', { eta: '2027-01-15' })).toEqual({
      basis: 'arrival',
      date: '2027-01-18',
    });
  });

  it('gives no date for goods without an arrival date or overdue ones', () => {
    expect(lineDispatch('2026-11-25T10:00:00Z', { eta: null }).date).toBeNull();
    expect(lineDispatch('2026-11-25T10:00:00Z', { eta: '2026-11-25' }).date).toBeNull();
    expect(lineDispatch('2026-11-25T10:00:00Z', { eta: '2026-10-01' }).date).toBeNull();
  });

  it('spans the order from the first to the last line, open while a line has no date', () => {
    const stock = { basis: 'stock', date: '2026-11-26' } as const;
    const later = { basis: 'arrival', date: '2027-01-18' } as const;
    const unknown = { basis: 'arrival', date: null } as const;
    expect(orderDispatch([stock])).toEqual({ from: '2026-11-26', until: '2026-11-26' });
    expect(orderDispatch([later, stock])).toEqual({ from: '2026-11-26', until: '2027-01-18' });
    expect(orderDispatch([stock, unknown])).toEqual({ from: '2026-11-26', until: null });
    expect(orderDispatch([unknown])).toEqual({ from: null, until: null });
  });
});
