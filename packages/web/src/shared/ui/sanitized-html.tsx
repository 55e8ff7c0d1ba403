import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SanitizedHtmlProps {
  /** HTML the server rendered from Markdown and sanitised (no script, style, handler or frame) */
  html: string;
  className?: string;
}

/** Typography for the rendered Markdown: headings, paragraphs, lists, tables, links, quotes. */
const TYPOGRAPHY = [
  'text-base leading-7 text-gray-800 break-words',
  '[&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-gray-900',
  '[&_h2]:mt-8 [&_h2]:scroll-mt-40 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900',
  '[&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-gray-900',
  '[&_p]:mt-3 [&_strong]:font-semibold [&_hr]:my-6 [&_hr]:border-gray-200',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6',
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900',
  '[&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-200 [&_blockquote]:pl-4 [&_blockquote]:text-gray-700',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:text-sm',
  '[&_table]:mt-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-gray-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-gray-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&>*:first-child]:mt-0',
].join(' ');

/**
 * The HTML cleaned once more, as a defence in depth, and with its first-level headings made
 * second-level ones: the page around it owns its one heading 1.
 */
function cleaned(html: string): string {
  // the server renders the HTML its own sanitiser wrote in the same process (decision 126); not
  // shared/ssr's test, which the bundler would then move into this chunk, loaded by every page
  if (typeof window === 'undefined') return html.replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2');
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
 * The one place the shop puts HTML from the server into the page: content pages and FAQ answers
 * rendered from Markdown (docs/decisions/048-content-storage-and-import.md) and newsletters
 * (docs/decisions/051-newsletters.md). The server sanitises both before it answers; no other
 * component uses dangerouslySetInnerHTML.
 */
export function SanitizedHtml({ html, className = '' }: SanitizedHtmlProps) {
  const clean = useMemo(() => cleaned(html), [html]);
  return (
    <div className={`${TYPOGRAPHY} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
