import { describe, expect, it } from 'vitest';
import { expectLinkIn, expectMailTexts, MAIL_LINK } from '#server/mail/mail-texts.fixtures.ts';
import {
  registrationApprovedMail,
  registrationReceivedMail,
  registrationRejectedMail,
} from './registration-mails.ts';

const person = { gender: 'female' as const, firstName: 'Anna', lastName: 'Berger' };

const all = (language: string) => [
  registrationReceivedMail(language, { person, companyName: 'ACME' }),
  registrationApprovedMail(language, {
    person,
    companyName: 'ACME',
    customerNumber: 'DE/100005',
    link: MAIL_LINK,
    validDays: 7,
  }),
  registrationRejectedMail(language, { person, companyName: 'ACME' }),
];

describe('the registration mails', () => {
  it('exist in German and English with subject, text and HTML; other languages get English', () => {
    expectMailTexts(all);
  });

  it('carry the set-password link in the text and, escaped, as the href', () => {
    expectLinkIn(all('de')[1]!);
  });

  it('greet the applicant formally by name', () => {
    expect(all('de')[0]!.text).toMatch(/^Sehr geehrte Frau Berger,/);
    expect(all('en')[2]!.text).toMatch(/^Dear Anna Berger,/);
  });

  it('escape every value in the HTML body', () => {
    const evil = '<img src=x onerror="alert(1)">';
    const mail = registrationReceivedMail('en', {
      person: { firstName: evil, lastName: "O'Hara" },
      companyName: `${evil} & Co`,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co');
    expect(mail.html).toContain('O&#39;Hara');
    expect(mail.text).toContain(`${evil} & Co`);
  });
});
