import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isLanguage } from '@shop/domain/shops.ts';

/**
 * The JavaScript a page's first render needs beyond the entry, named by the client's build in
 * `route-preloads.json` (packages/web/vite.config.ts): under `*` the files every first page
 * waits for (the answer contracts of the texts and the session), under a route key (`''` for the
 * start page, `basket`, `product/*`, …) the files of that page's route. The document names them
 * as `modulepreload` links, so the browser fetches them with the entry instead of one round
 * after it has run (decision 053).
 */
const routePreloadsSchema = z.record(z.string(), z.array(z.string().regex(/^\/assets\/[\w.-]+$/)));
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;

/** The build's table; none (an older build, a broken file) means no preloads, not an error. */
export function readRoutePreloads(webDist: string): RoutePreloads {
  try {
    const text = fs.readFileSync(path.join(webDist, 'route-preloads.json'), 'utf8');
    const parsed = routePreloadsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The files a page address preloads: those of every page and those of its route, found by the
 * path after /{shop}/{language} (exactly, else its first segment with `/*`); none for an address
 * without a language.
 */
export function preloadsOf(url: string, preloads: RoutePreloads): string[] {
  const [, , language = '', ...segments] = (url.split(/[?#]/)[0] ?? '').split('/');
  // an address without a language is redirected by the client first
  if (!isLanguage(language)) return [];
  const rest = segments.filter((segment) => segment !== '').join('/');
  const route = preloads[rest] ?? preloads[`${segments[0] ?? ''}/*`] ?? [];
  return [...new Set([...(preloads['*'] ?? []), ...route])];
}

/** index.html with a `modulepreload` link per file at the end of its head; null without a head. */
export function withModulePreloads(html: string, files: string[]): string | null {
  const end = html.indexOf('</head>');
  if (end === -1) return null;
  const links = files
    .map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`)
    .join('');
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
}
