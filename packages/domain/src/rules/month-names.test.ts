import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shops.ts';
import { monthYearText } from './month-names.ts';

describe('monthYearText', () => {
  it('writes every month of every language as Intl does', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (const year of [2026, 2031]) {
        for (let month = 1; month <= 12; month++) {
          expect(monthYearText(language, year, month), `${language} ${month}`).toBe(
            intl.format(new Date(Date.UTC(year, month - 1, 1))),
          );
        }
      }
    }
  });
});
