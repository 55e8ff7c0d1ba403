import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Translations } from '@shop/domain/api/shell.ts';
import {
  articleNumberSchema,
  BOOT_ARTICLE_ID,
  type ArticleAnswer,
  type BootArticle,
} from '@shop/domain/api/article.ts';
import { escapeHtml, escapeJsonForHtml } from '@shop/domain/rules/escape-html.ts';
import { fillTextSlots } from '@shop/domain/rules/text-slots.ts';
import {
  isLanguage,
  isShopCode,
  textLanguages,
  type Language,
  type ShopCode,
} from '@shop/domain/shops.ts';

const templatesSchema = z.record(z.string(), z.string());
const pageModulesSchema = z.record(
  z.string(),
  z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
);

/** Where the client's build leaves the consent bar's markup (packages/web/write-boot-templates.ts). */
const CONSENT_BAR_FILE = path.join('boot', 'consent-bar.json');
/** Where it names the modules of pages whose first paint needs them (packages/web/vite.config.ts). */
const PAGE_MODULES_FILE = path.join('boot', 'page-modules.json');

const ROOT = '<div id="root">';
/** How the build's index.html loads the client, the first of its tags in the head. */
const ENTRY_SCRIPT = '<script type="module"';

/** What the document is filled from; the app hands in the areas' services. */
export interface PageSources {
  translations: (language: Language) => Promise<Translations>;
  /** the picture an article's page shows first, null for an unknown article */
  articlePicture: (articleNumber: string) => Promise<string | null>;
  /** what POST /api/article answers a visitor; rejects for an unknown article */
  visitorArticle: (articleNumber: string, language: Language) => Promise<ArticleAnswer>;
}

export interface PageRequest {
  url: string;
  /** the visitor has made a consent choice (its cookie is set) */
  consentDecided: boolean;
}

/** What a page adds to index.html: links in its head, data at the end of its body. */
interface PageParts {
  head: string;
  body: string;
}

const NO_PARTS: PageParts = { head: '', body: '' };

/**
 * The HTML of a page of the client (decision 071): index.html in the address's language, with
 * preloads of the page's own modules and first picture where its largest paint needs them (the
 * article page), and for a visitor without a consent choice the consent bar ahead of the
 * client's root, its texts from the same table the client reads. The bar is the largest text of
 * a phone's first screen, so the page paints it before any JavaScript has run; the client's own
 * bar replaces it. A first visit's article page also carries the visitor's answer of POST
 * /api/article, so its picture shows without waiting for that request (decision 073).
 */
export function createFirstPaintDocument(
  webDist: string,
  { translations, articlePicture, visitorArticle }: PageSources,
): (request: PageRequest) => Promise<string> {
  const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!index.includes(ENTRY_SCRIPT))
    throw new Error(`${webDist}/index.html loads no module script`);
  const templates = readJson(path.join(webDist, CONSENT_BAR_FILE), templatesSchema);
  const pageModules = Object.entries(
    readJson(path.join(webDist, PAGE_MODULES_FILE), pageModulesSchema),
  ).map(([pattern, files]) => ({
    pattern: pattern.split('/'),
    links: files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join(''),
  }));

  /**
   * The parts of the page at `rest`, the path after /{shop}/{language}/: its modules, and an
   * article page's first picture, its largest element; on a first visit (no consent choice, so
   * no tracking either) the visitor's answer of the article too, which names that picture.
   */
  async function pageParts(
    rest: string[],
    language: Language,
    firstVisit: boolean,
  ): Promise<PageParts> {
    const page = pageModules.find(
      ({ pattern }) =>
        pattern.length === rest.length &&
        pattern.every((part, i) => (part.startsWith(':') ? rest[i] !== '' : part === rest[i])),
    );
    if (page === undefined) return NO_PARTS;
    const articleNumber = articleNumberOf(rest[page.pattern.indexOf(':articleNumber')]);
    if (articleNumber === null) return { head: page.links, body: '' };
    const answer = firstVisit
      ? await visitorArticle(articleNumber, language).catch(() => null)
      : null;
    const picture =
      answer === null
        ? await articlePicture(articleNumber).catch(() => null)
        : (answer.article.images[0]?.path ?? null);
    const image =
      picture === null
        ? ''
        : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(picture)}">`;
    const boot: BootArticle | null = answer && { articleNumber, language, answer };
    return {
      head: `${page.links}${image}`,
      body:
        boot === null
          ? ''
          : `<script type="application/json" id="${BOOT_ARTICLE_ID}">${escapeJsonForHtml(boot)}</script>`,
    };
  }

  async function consentBar(shop: ShopCode, language: Language): Promise<string | null> {
    const template = templates[`${shop}/${language}`];
    if (template === undefined) return null;
    const texts = await Promise.all(textLanguages(language).map(translations));
    return fillTextSlots(template, (namespaceAndKey) => {
      const [namespace = '', key = ''] = namespaceAndKey.split(':');
      return texts.map((text) => text.resources[namespace]?.[key]).find((t) => t !== undefined);
    });
  }

  return async ({ url, consentDecided }) => {
    const [, shop = '', language = '', ...rest] = (url.split(/[?#]/)[0] ?? '').split('/');
    if (!isShopCode(shop) || !isLanguage(language)) return index;
    const parts = await pageParts(rest, language, !consentDecided);
    const html = index
      .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
      // ahead of the client's scripts and its inlined stylesheet (decision 075): the picture's
      // preload is read with the first bytes of the page, not after some 10 KB of styles
      .replace(ENTRY_SCRIPT, `${parts.head}${ENTRY_SCRIPT}`)
      .replace('</body>', `${parts.body}</body>`);
    const bar = consentDecided ? null : await consentBar(shop, language).catch(() => null);
    return bar === null ? html : html.replace(ROOT, `${bar}${ROOT}`);
  };
}

/** An address's article number, or null when the segment cannot be one. */
function articleNumberOf(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  try {
    const parsed = articleNumberSchema.safeParse(decodeURIComponent(segment));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // a malformed escape
  }
}

/** A build without the file (an older build, a test's stand-in) sends pages without its part. */
function readJson<T>(file: string, schema: z.ZodType<T>): T | Record<string, never> {
  if (!fs.existsSync(file)) return {};
  return schema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
