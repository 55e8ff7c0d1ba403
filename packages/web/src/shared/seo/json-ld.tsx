/** `<` escaped so no text of the page can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A schema.org object as a page's JSON-LD (docs/decisions/024-seo-urls-and-page-loading.md),
 * written where the component stands: the server's page carries it, hydration keeps it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
  );
}
