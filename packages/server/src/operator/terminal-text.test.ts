import { describe, expect, it } from 'vitest';
import { terminalText } from './terminal-text.ts';

describe('terminal text', () => {
  it('shows control, line-break, bidi and lone-surrogate characters as escapes', () => {
    expect(terminalText('a\u001b[2Jb')).toBe('a\\u{1b}[2Jb');
    expect(terminalText('one\r\ntwo\ttab\u0000')).toBe('one\\u{d}\\u{a}two\\u{9}tab\\u{0}');
    expect(terminalText('x\u202eevil\u2066y\u2069\u009b')).toBe(
      'x\\u{202e}evil\\u{2066}y\\u{2069}\\u{9b}',
    );
    expect(terminalText('lone\ud800')).toBe('lone\\u{d800}');
  });

  it('keeps ordinary text of any script and doubles a backslash so escapes cannot be faked', () => {
    expect(terminalText('Müller 東京 שלום 👩‍👩‍👧')).toBe('Müller 東京 שלום 👩‍👩‍👧');
    expect(terminalText('C:\\u{1b}')).toBe('C:\\\\u{1b}');
  });
});
