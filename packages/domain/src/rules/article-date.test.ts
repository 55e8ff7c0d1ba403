import { describe, expect, it } from 'vitest';
import { articleDateForm, DAY_KNOWN_WITHIN_DAYS, leadingArticleDate } from './article-date.ts';

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
