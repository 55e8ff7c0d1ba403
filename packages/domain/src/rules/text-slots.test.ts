import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';
import { fillTextSlots, textSlot } from './text-slots.ts';

describe('text slots', () => {
  const template = `<p title="${textSlot('shell:consent.title')}">${textSlot('shell:consent.text')} <a>${textSlot('shell:consent.privacy')}</a></p>`;
  const texts: Record<string, string> = {
    'shell:consent.title': 'Cookies "& you"',
    'shell:consent.text': 'We use <b>cookies</b> & more',
    'shell:consent.privacy': "Privacy's policy",
  };

  it('fills each slot with its text escaped, in text and in attributes', () => {
    expect(fillTextSlots(template, (key) => texts[key])).toBe(
      '<p title="Cookies &quot;&amp; you&quot;">We use &lt;b&gt;cookies&lt;/b&gt; &amp; more <a>Privacy&#39;s policy</a></p>',
    );
  });

  it('gives null when a slot has no text', () => {
    expect(
      fillTextSlots(template, (key) => (key === 'shell:consent.text' ? undefined : 'x')),
    ).toBeNull();
  });

  it('leaves markup without slots as it is', () => {
    expect(fillTextSlots('<p>[[not a slot]] [x]</p>', () => 'y')).toBe('<p>[[not a slot]] [x]</p>');
  });

  it('escapes the characters HTML gives a meaning and nothing else', () => {
    expect(escapeHtml(`<>&"' ü 日本 \u00a0`)).toBe(`&lt;&gt;&amp;&quot;&#39; ü 日本 \u00a0`);
  });
});
