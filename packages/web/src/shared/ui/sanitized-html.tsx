import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The HTML cleaned once more, as a defence in depth, and with its first-level headings made
 * second-level ones: the page around it owns its one heading 1.
 */
function cleaned(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const heading of fragment.querySelectorAll('h1')) {
    const second = document.createElement('h2');
    second.append(...heading.childNodes);
    heading.replaceWith(second);
  }
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

/**
 * The one place the shop renders HTML from the server. The server sanitised it when it stored
 * it (an allow-list of text, list, table, link and picture tags, no script, style or event
 * handler; docs/decisions/051-newsletters.md), so no other component ever needs
 * dangerouslySetInnerHTML for such HTML.
 */
export function SanitizedHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => cleaned(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
