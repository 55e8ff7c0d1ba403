import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@shop/domain/rules/escape-html.ts';
import { mailLanguage, renderMail, salutation } from './mail-layout.ts';

const person = { gender: 'female' as const, firstName: 'Anna', lastName: 'Berger' };

describe('the mail layout', () => {
  it('writes German for de and English for every other language', () => {
    expect(mailLanguage('de')).toBe('de');
    expect(mailLanguage('ja')).toBe('en');
    expect(mailLanguage('fr')).toBe('en');
  });

  it('builds the text and the HTML body from the same blocks, escaping every value', () => {
    const evil = '<img src=x onerror="alert(1)">';
    const mail = renderMail('en', `${evil} subject`, [
      { paragraph: `Hello ${evil}\nsecond line` },
      { link: 'https://shop.example.com/a?x=1&y=2', label: `Open ${evil}` },
    ]);
    expect(mail.text).toBe(
      `Hello ${evil}\nsecond line\n\nOpen ${evil}:\nhttps://shop.example.com/a?x=1&y=2\n`,
    );
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(`<p>Hello ${escapeHtml(evil)}<br>second line</p>`);
    expect(mail.html).toContain('href="https://shop.example.com/a?x=1&amp;y=2"');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('greets formally by gender in German and by name in English', () => {
    expect(salutation('de', person)).toBe('Sehr geehrte Frau Berger,');
    expect(salutation('de', { ...person, gender: 'male' })).toBe('Sehr geehrter Herr Berger,');
    expect(salutation('de', { ...person, gender: 'divers' })).toBe('Guten Tag Anna Berger,');
    expect(salutation('de', undefined)).toBe('Guten Tag,');
    expect(salutation('en', person)).toBe('Dear Anna Berger,');
    expect(salutation('en', {})).toBe('Hello,');
  });
});
