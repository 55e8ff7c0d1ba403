const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A text as HTML text or attribute value: the five characters HTML gives a meaning escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * A value as the JSON text of a `<script type="application/json">` element: `<` escaped as
 * `\u003c`, so no `</script>` or `<!--` in a text ends the element early; JSON.parse reads
 * the same value back.
 */
export function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
