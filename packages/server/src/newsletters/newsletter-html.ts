import type sanitizeHtmlPackage from 'sanitize-html';
import { packageOnDemand } from '#server/runtime/package-on-demand.ts';

const loadSanitizeHtml = packageOnDemand<typeof sanitizeHtmlPackage>('sanitize-html');

/**
 * A newsletter's HTML as the shop stores it (docs/decisions/051-newsletters.md): sanitised by
 * sanitize-html to an allow-list of text, list, table, link and picture tags (no script, style,
 * form, frame, event handler or foreign scheme), article links rewritten to the listing
 * `/newsletter/{id}/{articleNumber}`, and the plain text the archive searches.
 */

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
];

/** The path of an article page, with or without the shop and language prefix. */
const ARTICLE_PATH = /^(?:\/[a-z]{2}\/[a-z]{2})?\/product\/([A-Za-z0-9][A-Za-z0-9._-]{0,39})\/?$/;

/** The article number an href points to, when it is a link to an article page of the shop. */
function articleOfHref(href: string, shopOrigin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, shopOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== shopOrigin) return undefined;
  return ARTICLE_PATH.exec(url.pathname)?.[1]?.toUpperCase();
}

/** sanitize-html writes &, <, > and " as entities; the search text wants the characters. */
function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

export interface StoredNewsletterHtml {
  html: string;
  text: string;
  /** the articles its links point to, in order of first appearance */
  articleNumbers: string[];
}

export function sanitizeNewsletterHtml(
  html: string,
  options: { newsletterId: number; publicUrl: string },
): StoredNewsletterHtml {
  const shopOrigin = new URL(options.publicUrl).origin;
  const articles: string[] = [];
  const sanitizeHtml = loadSanitizeHtml();
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const article = attribs.href ? articleOfHref(attribs.href, shopOrigin) : undefined;
        if (article === undefined) {
          return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
        }
        if (!articles.includes(article)) articles.push(article);
        const href = `/newsletter/${options.newsletterId}/${encodeURIComponent(article)}`;
        const { rel: _rel, ...rest } = attribs;
        return { tagName, attribs: { ...rest, href } };
      },
    },
  });
  const text = decodeEntities(
    sanitizeHtml(clean.replace(/<\/(p|h\d|li|td|th|div|blockquote)>|<br\s*\/?>/g, '$& '), {
      allowedTags: [],
      allowedAttributes: {},
    }),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return { html: clean, text, articleNumbers: articles };
}

/** The stored links to the listing, for the caller's shop and the newsletter's language. */
export function withShopPrefix(html: string, shop: string, language: string): string {
  return html.replaceAll('href="/newsletter/', `href="/${shop}/${language}/newsletter/`);
}
