import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeJsonForHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives a meaning, and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry’s</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry’s&lt;/a&gt;',
    );
  });
});

describe('escapeJsonForHtml', () => {
  it('leaves no tag or comment opener in the text, and parses back to the same value', () => {
    const value = { name: 'a </script><script>x()</script> <!-- b', n: 3, list: ['<', '&'] };
    const text = escapeJsonForHtml(value);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});
