import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { manifestPath } from '@shop/domain/app-manifest.ts';
import { DEFAULT_SHOP, SHOP_CODES, type Language, type ShopCode } from '@shop/domain/shops.ts';

const pageModulesSchema = z.record(
  z.string(),
  z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
);

/** Where the client's build names the modules of pages whose first paint needs them (packages/web/vite.config.ts). */
const PAGE_MODULES_FILE = path.join('boot', 'page-modules.json');
/** Where the server's renderer is built (`vite build --ssr`, packages/web/vite.config.ts). */
const RENDERER_FILE = path.join('..', 'dist-ssr', 'entry-server.mjs');

/** Where index.html holds the boot screen the server's page takes the place of. */
const PAGE_START = '<!--page-->';
const PAGE_END = '<!--/page-->';
/** How the build's index.html loads the client, the first of its tags in the head. */
const ENTRY_SCRIPT = '<script type="module"';

/** What packages/web/src/entry-server.tsx renders; the server knows it by this shape only. */
export type RenderedPage =
  | { kind: 'redirect'; location: string }
  | { kind: 'browser'; language: Language; note: string }
  | { kind: 'page'; status: number; language: Language; head: string; root: string; data: string };

export interface PageRequest {
  url: string;
  origin: string;
  consentDecided: boolean;
  storedLanguage: Language | null;
}

export type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;

/** What the renderer asks the shop for (entry-server.tsx's ServerCalls). */
export interface RendererCalls {
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  translations: (
    language: Language,
  ) => Promise<{ resources: Record<string, Record<string, string>> }>;
  shopVersion: string;
}

const rendererModuleSchema = z.object({
  createPageRenderer: z.custom<(calls: RendererCalls) => PageRenderer>(
    (value) => typeof value === 'function',
  ),
});

/** The built renderer beside the client's build, or null for a build without one. */
export async function loadPageRenderer(
  webDist: string,
  calls: RendererCalls,
): Promise<PageRenderer | null> {
  const file = path.join(webDist, RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  const module = rendererModuleSchema.parse(await import(pathToFileURL(file).href));
  return module.createPageRenderer(calls);
}

const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"\s*\/?>/;
const HTML_LANG = /<html lang="[a-z]+">/;
const TITLE = /<title>[^<]*<\/title>/;

export type PageAnswer =
  { kind: 'redirect'; location: string } | { kind: 'page'; status: number; html: string };

/** What a page puts into index.html. */
interface PageParts {
  language: Language;
  shop: ShopCode;
  head: string;
  modules: string;
  /** the server's page, or null for one the browser renders itself */
  page: Extract<RenderedPage, { kind: 'page' }> | null;
  note: string;
}

/** A part of index.html a page writes anew: from `start` to `end`, by `fill`. */
interface Slot {
  start: number;
  end: number;
  fill: (parts: PageParts, original: string) => string;
}

function slotAt(index: string, pattern: RegExp, fill: Slot['fill']): Slot[] {
  const match = pattern.exec(index);
  return match === null ? [] : [{ start: match.index, end: match.index + match[0].length, fill }];
}

/**
 * index.html cut once into the parts every page shares and the slots a page fills, so a page is
 * one concatenation, not a search and copy of the whole document (its stylesheet inlined,
 * decision 075) for every change.
 */
function pageTemplate(index: string, webDist: string): (parts: PageParts) => string {
  const start = index.indexOf(PAGE_START);
  const end = index.indexOf(PAGE_END, start);
  if (start === -1 || end === -1) throw new Error(`${webDist}/index.html has no page marks`);
  const bodyEnd = index.indexOf('</body>', end);
  const entry = index.indexOf(ENTRY_SCRIPT);
  const slots: Slot[] = [
    ...slotAt(index, HTML_LANG, ({ language }) => `<html lang="${language}">`),
    // the shop installed from this page opens in its shop and language (decision 145)
    ...slotAt(
      index,
      MANIFEST_LINK,
      ({ shop, language }) => `<link rel="manifest" href="${manifestPath(shop, language)}">`,
    ),
    ...slotAt(index, TITLE, ({ head }, original) => (head === '' ? original : '')),
    // ahead of the client's scripts and its inlined stylesheet (decision 075)
    { start: entry, end: entry, fill: ({ head, modules }: PageParts) => `${head}${modules}` },
    {
      start,
      end: end + PAGE_END.length,
      fill: ({ page, note }: PageParts, original: string) =>
        page === null ? note + original.slice(PAGE_START.length) : page.root,
    },
    ...(bodyEnd === -1
      ? []
      : [{ start: bodyEnd, end: bodyEnd, fill: ({ page }: PageParts) => page?.data ?? '' }]),
  ].sort((a, b) => a.start - b.start);
  const between = slots.map((slot, i) => index.slice(slots[i - 1]?.end ?? 0, slot.start));
  const originals = slots.map((slot) => index.slice(slot.start, slot.end));
  const tail = index.slice(slots.at(-1)?.end ?? 0);
  return (parts) => {
    let html = '';
    for (let i = 0; i < slots.length; i++)
      html += between[i]! + slots[i]!.fill(parts, originals[i]!);
    return html + tail;
  };
}

/**
 * The HTML of a page (decision 126): index.html with the page the server's renderer drew in the
 * client's root, its head (title, description, canonical, alternates) and the data the browser
 * hydrates from, and preloads of the page's own modules (decision 071). Without a renderer it is
 * index.html as built.
 */
export function createPageDocument(
  webDist: string,
  renderer: PageRenderer | null,
): (request: PageRequest) => Promise<PageAnswer> {
  const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!index.includes(ENTRY_SCRIPT))
    throw new Error(`${webDist}/index.html loads no module script`);
  if (renderer === null) return async () => ({ kind: 'page', status: 200, html: index });
  const template = pageTemplate(index, webDist);
  const pageModules = Object.entries(readJson(path.join(webDist, PAGE_MODULES_FILE))).map(
    ([pattern, files]) => ({
      pattern: pattern.split('/'),
      links: files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join(''),
    }),
  );

  /** The module preloads of the page at `rest`, the path after /{shop}/{language}/. */
  function modulesOf(rest: string[]): string {
    const page = pageModules.find(
      ({ pattern }) =>
        pattern.length === rest.length &&
        pattern.every((part, i) => (part.startsWith(':') ? rest[i] !== '' : part === rest[i])),
    );
    return page?.links ?? '';
  }

  return async (request) => {
    const rendered = await renderer(request);
    if (rendered.kind === 'redirect') return rendered;
    const rest = (request.url.split(/[?#]/)[0] ?? '').split('/').slice(3);
    const page = rendered.kind === 'page' ? rendered : null;
    const html = template({
      language: rendered.language,
      shop: SHOP_CODES.find((code) => code === request.url.split(/[/?#]/)[1]) ?? DEFAULT_SHOP,
      head: page?.head ?? '',
      modules: modulesOf(rest),
      page,
      note: rendered.kind === 'browser' ? rendered.note : '',
    });
    return { kind: 'page', status: page?.status ?? 200, html };
  };
}

/** A build without the file (an older build, a test's stand-in) sends pages without its part. */
function readJson(file: string): Record<string, string[]> {
  if (!fs.existsSync(file)) return {};
  return pageModulesSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
