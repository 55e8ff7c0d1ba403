import { describe, it } from 'vitest';
import { expectLinkIn, expectMailTexts, MAIL_LINK } from '#server/mail/mail-texts.fixtures.ts';
import { passwordRecoveryMail } from './password-recovery-mail.ts';

const mail = (language: string) =>
  passwordRecoveryMail(language, { link: MAIL_LINK, validMinutes: 60 });

describe('the password recovery mail', () => {
  it('exists in German and English with subject, text and HTML; other languages get English', () => {
    expectMailTexts((language) => [mail(language)]);
  });

  it('carries the link in the text and, escaped, as the href', () => {
    expectLinkIn(mail('en'));
  });
});
