import { describe, expect, it } from 'vitest';
import {
  articleDateForm,
  datesOfOpenOrderKind,
  DAY_KNOWN_WITHIN_DAYS,
  leadingArticleDate,
  lineDateMove,
  movedArticleDates,
} from './article-date.ts';

const today = '2026-03-01';

describe('articleDateForm', () => {
  it('shows a release date more than 14 days ahead as the part of its month', () => {
    expect(articleDateForm('release', '2026-03-16', today)).toEqual({
      kind: 'release',
      form: 'monthPart',
      range: 'middle',
      year: 2026,
      month: 3,
    });
  });

  it('shows a release or pre-order date exactly 14 days ahead as the day, 15 days as the month part', () => {
    expect(DAY_KNOWN_WITHIN_DAYS).toBe(14);
    expect(articleDateForm('release', '2026-03-15', today)).toEqual({
      kind: 'release',
      form: 'day',
      date: '2026-03-15',
    });
    expect(articleDateForm('preorder', '2026-03-15', today)?.form).toBe('day');
    expect(articleDateForm('preorder', '2026-03-16', today)?.form).toBe('monthPart');
  });

  it('shows a past release date and today as the day', () => {
    expect(articleDateForm('release', '2025-12-24', today)?.form).toBe('day');
    expect(articleDateForm('release', today, today)?.form).toBe('day');
  });

  it('shows an ETA as the day however far ahead', () => {
    expect(articleDateForm('eta', '2027-08-30', today)).toEqual({
      kind: 'eta',
      form: 'day',
      date: '2027-08-30',
    });
  });

  it('reads the day of a date-time and across a year end', () => {
    expect(articleDateForm('preorder', '2026-12-31T00:00:00.000Z', '2026-12-01')).toEqual({
      kind: 'preorder',
      form: 'monthPart',
      range: 'end',
      year: 2026,
      month: 12,
    });
    expect(articleDateForm('preorder', '2027-01-04', '2026-12-21')?.form).toBe('day');
  });

  it('gives null for a date that does not exist', () => {
    expect(articleDateForm('release', '2026-02-30', today)).toBeNull();
    expect(articleDateForm('eta', 'soon', today)).toBeNull();
  });
});

describe('leadingArticleDate', () => {
  it('takes the arrival, else the pre-order, else the release date', () => {
    const none = { etaDate: null, preorderDate: null, releaseDate: null };
    expect(leadingArticleDate(none)).toBeNull();
    expect(leadingArticleDate({ ...none, releaseDate: '2026-05-01' })).toEqual({
      kind: 'release',
      date: '2026-05-01',
    });
    expect(
      leadingArticleDate({ ...none, releaseDate: '2026-05-01', preorderDate: '2026-04-01' }),
    ).toEqual({ kind: 'preorder', date: '2026-04-01' });
    expect(
      leadingArticleDate({ etaDate: '2026-03-09', releaseDate: '2026-05-01', preorderDate: null }),
    ).toEqual({ kind: 'eta', date: '2026-03-09' });
  });
});

describe('movedArticleDates', () => {
  const none = { releaseDate: null, preorderDate: null, etaDate: null };
  it('names each date that was a day and is another day now', () => {
    expect(
      movedArticleDates(
        { releaseDate: '2026-03-16', preorderDate: '2026-02-01', etaDate: '2026-01-10' },
        { releaseDate: '2026-04-30', preorderDate: '2026-02-01', etaDate: '2026-01-12' },
      ),
    ).toEqual([
      { kind: 'release', oldDate: '2026-03-16', newDate: '2026-04-30' },
      { kind: 'eta', oldDate: '2026-01-10', newDate: '2026-01-12' },
    ]);
  });

  it('sees no move in a date set for the first time, cleared or unchanged', () => {
    expect(movedArticleDates(none, { ...none, releaseDate: '2026-03-16' })).toEqual([]);
    expect(movedArticleDates({ ...none, etaDate: '2026-03-16' }, none)).toEqual([]);
    expect(
      movedArticleDates({ ...none, etaDate: '2026-03-16' }, { ...none, etaDate: '2026-03-16' }),
    ).toEqual([]);
  });
});

describe('datesOfOpenOrderKind', () => {
  it('plans a pre-order with its pre-order and release dates, a back order with its arrival', () => {
    expect(datesOfOpenOrderKind('preorder')).toEqual(['preorder', 'release']);
    expect(datesOfOpenOrderKind('backorder')).toEqual(['eta']);
  });
});

describe('lineDateMove', () => {
  const day = (instant: string) => instant.slice(0, 10);
  const preorder = { kind: 'preorder' as const, orderDate: '2026-02-10' };
  const move = (
    kind: 'release' | 'preorder' | 'eta',
    oldDate: string,
    newDate: string,
    at: string,
  ) => ({
    kind,
    oldDate,
    newDate,
    changedAt: at,
  });

  it('gives the date when ordered, the date now and the time of the last move', () => {
    expect(
      lineDateMove(
        preorder,
        [
          move('preorder', '2026-03-01', '2026-03-20', '2026-02-12T08:00:00.000Z'),
          move('preorder', '2026-03-20', '2026-04-15', '2026-02-20T08:00:00.000Z'),
        ],
        day,
      ),
    ).toEqual({
      kind: 'preorder',
      previousDate: '2026-03-01',
      date: '2026-04-15',
      movedAt: '2026-02-20T08:00:00.000Z',
    });
  });

  it('counts a move on the order day, not one the day before', () => {
    const before = move('release', '2026-03-01', '2026-03-20', '2026-02-09T23:59:00.000Z');
    const sameDay = move('release', '2026-03-20', '2026-04-01', '2026-02-10T00:00:00.000Z');
    expect(lineDateMove(preorder, [before], day)).toBeNull();
    expect(lineDateMove(preorder, [before, sameDay], day)?.previousDate).toBe('2026-03-20');
  });

  it('follows only the kinds of date of the line, and sees no move in a date moved back', () => {
    const eta = move('eta', '2026-03-01', '2026-03-20', '2026-02-12T08:00:00.000Z');
    expect(lineDateMove(preorder, [eta], day)).toBeNull();
    expect(lineDateMove({ kind: 'backorder', orderDate: '2026-02-10' }, [eta], day)?.kind).toBe(
      'eta',
    );
    expect(
      lineDateMove(
        preorder,
        [
          move('preorder', '2026-03-01', '2026-03-20', '2026-02-12T08:00:00.000Z'),
          move('preorder', '2026-03-20', '2026-03-01', '2026-02-13T08:00:00.000Z'),
        ],
        day,
      ),
    ).toBeNull();
  });
});
