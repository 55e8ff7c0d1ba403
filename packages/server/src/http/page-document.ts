import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { Language } from '@shop/domain/shops.ts';

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

export type PageAnswer =
  { kind: 'redirect'; location: string } | { kind: 'page'; status: number; html: string };

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
    if (renderer === null) return { kind: 'page', status: 200, html: index };
    const rendered = await renderer(request);
    if (rendered.kind === 'redirect') return rendered;
    const rest = (request.url.split(/[?#]/)[0] ?? '').split('/').slice(3);
    const head = rendered.kind === 'page' ? rendered.head : '';
    const html = index
      .replace(/<html lang="[a-z]+">/, `<html lang="${rendered.language}">`)
      .replace(/<title>[^<]*<\/title>/, head === '' ? '$&' : '')
      // ahead of the client's scripts and its inlined stylesheet (decision 075)
      .replace(ENTRY_SCRIPT, `${head}${modulesOf(rest)}${ENTRY_SCRIPT}`);
    if (rendered.kind === 'browser') {
      return { kind: 'page', status: 200, html: html.replace(PAGE_START, rendered.note) };
    }
    const start = html.indexOf(PAGE_START);
    const end = html.indexOf(PAGE_END, start);
    if (start === -1 || end === -1) throw new Error(`${webDist}/index.html has no page marks`);
    const page = `${html.slice(0, start)}${rendered.root}${html.slice(end + PAGE_END.length)}`;
    return {
      kind: 'page',
      status: rendered.status,
      html: page.replace('</body>', `${rendered.data}</body>`),
    };
  };
}

/** A build without the file (an older build, a test's stand-in) sends pages without its part. */
function readJson(file: string): Record<string, string[]> {
  if (!fs.existsSync(file)) return {};
  return pageModulesSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
