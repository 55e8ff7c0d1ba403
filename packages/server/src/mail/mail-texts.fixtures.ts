import { expect } from 'vitest';
import { LANGUAGES } from '@shop/domain/shops.ts';
import type { MailContent } from './mail-layout.ts';

/**
 * What every mail text of the shop must do, checked by the tests beside each area's mails: it
 * exists in German and English, every other language gets the English text, and each mail has
 * a subject, a text body with the signature and an HTML body in the mail language.
 */
export function expectMailTexts(mails: (language: string) => MailContent[]): void {
  for (const language of LANGUAGES) {
    const expected = language === 'de' ? mails('de') : mails('en');
    expect(mails(language), language).toEqual(expected);
  }
  expect(mails('de')[0]!.subject).not.toBe(mails('en')[0]!.subject);
  for (const language of ['de', 'en']) {
    for (const mail of mails(language)) {
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain(language === 'de' ? 'Grüßen' : 'Kind regards');
      expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
    }
  }
}

export const MAIL_LINK = 'https://shop.example.com/de/de/password-recovery/abc_DEF-123?x=1&y=2';

/** The link stands in the text as it is and, escaped, as the href of the HTML body. */
export function expectLinkIn(mail: MailContent, link = MAIL_LINK): void {
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
}
