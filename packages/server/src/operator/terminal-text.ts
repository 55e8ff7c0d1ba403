/**
 * Stored text as an operator's terminal may show it: control characters (ESC sequences could
 * recolour, move the cursor or retitle the window), line breaks, bidi embeddings, overrides and
 * isolates (which reorder what is shown) and lone surrogates become visible \u{…} escapes, and
 * a backslash is doubled so an escape cannot be faked (docs/decisions/017-text-input.md).
 * Text stored before the input rule existed may still hold any of them.
 */
const UNSAFE =
  /\\|\p{Cc}|[\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;

export function terminalText(text: string): string {
  return text.replace(UNSAFE, (char) =>
    char === '\\' ? '\\\\' : `\\u{${char.charCodeAt(0).toString(16)}}`,
  );
}
