import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shop/domain/shops.ts';
import { escapeHtml } from '@shop/domain/rules/escape-html.ts';
import { mailLanguage, salutation } from './mail-content.ts';
import { newsletterValidationMail } from './newsletter-validation.ts';
import { passwordRecoveryMail } from './password-recovery.ts';
import { registrationApprovedMail } from './registration-approved.ts';
import { registrationReceivedMail } from './registration-received.ts';
import { registrationRejectedMail } from './registration-rejected.ts';

const person = { gender: 'female' as const, firstName: 'Anna', lastName: 'Berger' };
const link = 'https://shop.example.com/de/de/password-recovery/abc_DEF-123?x=1&y=2';

const all = (language: string) => [
  registrationReceivedMail(language, { person, companyName: 'ACME' }),
  registrationApprovedMail(language, {
    person,
    companyName: 'ACME',
    customerNumber: 'DE/100005',
    link,
    validDays: 7,
  }),
  registrationRejectedMail(language, { person, companyName: 'ACME' }),
  passwordRecoveryMail(language, { link, validMinutes: 60 }),
  newsletterValidationMail(language, {
    email: 'a@example.com',
    validationLink: link,
    unsubscribeLink: link,
    validDays: 7,
  }),
];

describe('mail texts', () => {
  it('exist in German and English; every other language falls back to English', () => {
    for (const language of LANGUAGES) {
      const expected = language === 'de' ? all('de') : all('en');
      expect(all(language), language).toEqual(expected);
    }
    expect(mailLanguage('de')).toBe('de');
    expect(mailLanguage('ja')).toBe('en');
    expect(all('de')[0]!.subject).not.toBe(all('en')[0]!.subject);
  });

  it('give every mail a subject, a text and an HTML body in the mail language', () => {
    for (const language of ['de', 'en']) {
      for (const mail of all(language)) {
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain(language === 'de' ? 'Grüßen' : 'Kind regards');
        expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
      }
    }
  });

  it('carry the link in the text and, escaped, as the href', () => {
    for (const mail of [all('de')[1]!, all('en')[3]!]) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    }
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
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('greet formally by gender in German and by name in English', () => {
    expect(salutation('de', person)).toBe('Sehr geehrte Frau Berger,');
    expect(salutation('de', { ...person, gender: 'male' })).toBe('Sehr geehrter Herr Berger,');
    expect(salutation('de', { ...person, gender: 'divers' })).toBe('Guten Tag Anna Berger,');
    expect(salutation('de', undefined)).toBe('Guten Tag,');
    expect(salutation('en', person)).toBe('Dear Anna Berger,');
    expect(salutation('en', {})).toBe('Hello,');
  });
});
