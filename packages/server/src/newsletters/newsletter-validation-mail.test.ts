import { describe, it } from 'vitest';
import { expectLinkIn, expectMailTexts, MAIL_LINK } from '#server/mail/mail-texts.fixtures.ts';
import { newsletterValidationMail } from './newsletter-validation-mail.ts';

const mail = (language: string) =>
  newsletterValidationMail(language, {
    email: 'a@example.com',
    validationLink: MAIL_LINK,
    unsubscribeLink: MAIL_LINK,
    validDays: 7,
  });

describe('the newsletter validation mail', () => {
  it('exists in German and English with subject, text and HTML; other languages get English', () => {
    expectMailTexts((language) => [mail(language)]);
  });

  it('carries the confirmation link in the text and, escaped, as the href', () => {
    expectLinkIn(mail('de'));
  });
});
