import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The one place the shop renders HTML from the server. The server sanitised it when it stored
 * it (an allow-list of text, list, table, link and picture tags, no script, style or event
 * handler; docs/decisions/051-newsletters.md); it is cleaned here once more as a defence in
 * depth, so no other component ever needs dangerouslySetInnerHTML for such HTML.
 */
export function SanitizedHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
