import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';
import { Marked } from 'marked';

/**
 * Markdown of the content (pages, FAQ answers, vacancies) to HTML that is safe to put into the
 * page (decision 048): marked renders it (GitHub-flavoured, raw HTML passed on), DOMPurify in a
 * jsdom window then keeps only plain document markup. Scripts, styles, frames, forms, event
 * handlers and javascript: or data: links are removed, whatever the operator's file held.
 */

// a line break the operator types stays one (addresses in the imprint), as in GitHub comments
const marked = new Marked({ gfm: true, breaks: true, async: false });
const require = createRequire(import.meta.url);
let purify: DOMPurify | undefined;

/**
 * The sanitiser, made on first use: loading jsdom is a large part of a start, which a process
 * (and every worker) need not wait for before its first content page (decision 066).
 */
function purifier(): DOMPurify {
  if (purify) return purify;
  const { JSDOM } = require('jsdom') as typeof Jsdom;
  purify = createDOMPurify(new JSDOM('').window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    // links leaving the shop open without handing it the opener or the referrer
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    }
  });
  return purify;
}

const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'svg', 'math'],
  FORBID_ATTR: ['style', 'class', 'id'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
  // only web and mail links and the shop's own paths; no data: or javascript:
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return purifier().sanitize(html, SANITIZE_OPTIONS).trim();
}
