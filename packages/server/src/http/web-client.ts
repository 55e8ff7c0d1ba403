import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_DECIDED_COOKIE } from '@shop/domain/consent-cookie.ts';
import { LANGUAGE_COOKIE } from '@shop/domain/language-cookie.ts';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_SHOP,
  isLanguage,
  isShopCode,
  textLanguages,
  type Language,
} from '@shop/domain/shops.ts';
import { isApiPath } from './api-paths.ts';
import { acceptsBrotli, keptHtml, keptPage, type KeptPage } from './kept-pages.ts';
import { pageCacheKey } from './page-cache-key.ts';
import {
  createPageDocument,
  loadPageRenderer,
  type PageAnswer,
  type PageRenderer,
  type PageRequest,
  type RendererCalls,
} from './page-document.ts';

/** The files' route of @fastify/static (`wildcard`), under the prefix `/`. */
const FILES_ROUTE = '/*';

/** Hashed assets never change under a name; index.html names the current ones, so it is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A `Link` header that lets the browser fetch the texts of a page's language (the language
 * segment of /{shop}/{language}/...) together with the page's JavaScript: the client waits for
 * them before its first render and would otherwise only ask once its JavaScript has run
 * (packages/web/src/shared/i18n/i18n.ts; decision 047). `crossorigin` matches the client's
 * same-origin fetch, so the browser hands it the preloaded answer.
 */
export function textsPreload(url: string): string | null {
  const language = url.split(/[/?#]/)[2] ?? '';
  if (!isLanguage(language)) return null;
  return textLanguages(language)
    .map((code) => `</loca/getLanguage/${code}>; rel=preload; as=fetch; crossorigin`)
    .join(', ');
}

/**
 * The visitor's stored language (its cookie), for an address whose language segment is not a
 * language only: any other page renders the same whatever was stored, and is kept once for all.
 */
function storedLanguageFor(url: string, cookie: string | undefined): Language | null {
  const segment = url.split(/[/?#]/)[2] ?? '';
  if (isLanguage(segment) || cookie === undefined || !isLanguage(cookie)) return null;
  return cookie;
}

/** What the pages are rendered from; the app hands in the texts and the rendered pages' cache. */
export interface PageSources {
  translations: RendererCalls['translations'];
  shopVersion: string;
  /** the shop's public origin, for canonical links and JSON-LD */
  origin: string;
  /** a visitors' page from the cache, emptied by every catalog change (decisions 128, 152) */
  cached: (key: string, render: () => Promise<KeptPage>) => Promise<KeptPage>;
}

/** The page's calls into the app itself: no socket, no second request over the network. */
function callsIntoApp(app: FastifyInstance): RendererCalls['fetch'] {
  return async (input, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: input,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

type PageDocument = (request: PageRequest) => Promise<PageAnswer>;

/**
 * Answers a page: the kept one, else rendered by the page document and kept (decisions 126, 128,
 * 152), compressed as kept for a client that takes brotli.
 */
function pageAnswerer(sources: PageSources, documentOf: () => Promise<PageDocument>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const preload = textsPreload(request.url);
    if (preload !== null) void reply.header('link', preload);
    const consentDecided = request.cookies[CONSENT_DECIDED_COOKIE] !== undefined;
    const storedLanguage = storedLanguageFor(request.url, request.cookies[LANGUAGE_COOKIE]);
    const document = await documentOf();
    const render = async () =>
      keptPage(
        await document({
          url: request.url,
          origin: sources.origin,
          consentDecided,
          storedLanguage,
        }),
      );
    const keyed = pageCacheKey(request.url);
    let answer = await sources.cached(
      `${consentDecided ? 1 : 0} ${storedLanguage ?? '-'} ${keyed}`,
      render,
    );
    // a redirect may carry the query it came with, which the key leaves out
    if (answer.kind === 'redirect' && keyed !== request.url) answer = await render();
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
    void reply
      .status(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-encoding');
    if (acceptsBrotli(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'br').send(answer.brotli);
    }
    return reply.send(await keptHtml(answer));
  };
}

/**
 * Serves the built web client: its hashed assets from disk, `/` redirected to the default shop
 * and language, and every other page path rendered on the server (decision 126) into
 * index.html by the client's own renderer (page-document.ts), which applies the language and
 * not-found rules of docs/product/shell.md#shell-not-found-route. Unknown API paths get a 404
 * answer. The build writes a brotli and a gzip copy beside each text asset
 * (packages/web/vite.config.ts); they are sent as they are to clients that accept them, with
 * `Vary: accept-encoding`, as the kept pages are (kept-pages.ts).
 */
export async function registerWebClient(
  app: FastifyInstance,
  webDist: string,
  sources: PageSources,
): Promise<void> {
  const hasClient = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      // one route for all files: a route per file (GET and HEAD for each of some 200) slowed
      // every start (decision 066); a path without a file falls to the not-found handler
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  // loaded once the app is ready, not at its start (decision 084)
  let renderer: Promise<PageRenderer | null> | null = null;
  const pageOf = (): Promise<PageDocument> =>
    (renderer ??= loadPageRenderer(webDist, {
      fetch: callsIntoApp(app),
      translations: sources.translations,
      shopVersion: sources.shopVersion,
    })).then((loaded) => createPageDocument(webDist, loaded));
  let pageHtml: ReturnType<typeof pageOf> | null = null;
  if (hasClient) app.addHook('onReady', async () => void (pageHtml ??= pageOf()));
  // a renderer's first page costs about half a second (its code compiled, the texts read in):
  // the default start page is rendered once the shop listens, so no visitor waits for that
  // (decision 155); it is kept as any visitor's page would be
  if (hasClient) {
    app.addHook('onListen', async () => {
      app
        .inject({ method: 'GET', url: `/${DEFAULT_SHOP}/${DEFAULT_LANGUAGE}` })
        .catch((error: unknown) => app.log.warn({ err: error }, 'the first page was not rendered'));
    });
  }

  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(`/${DEFAULT_SHOP}/${DEFAULT_LANGUAGE}`, 302),
  );

  const answerPage = pageAnswerer(sources, () => (pageHtml ??= pageOf()));

  // a shop's page is never a file: it is answered before the files' route looks for it on disk
  // (a directory read and several file lookups a page)
  if (hasClient) {
    app.addHook('onRequest', async (request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || request.routeOptions.url !== FILES_ROUTE) return;
      const shop = request.url.split(/[/?#]/)[1] ?? '';
      if (isShopCode(shop)) return answerPage(request, reply);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !wantsPage) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such resource' } });
    }
    if (!hasClient) {
      return reply.status(503).send({
        error: {
          code: 'CLIENT_NOT_BUILT',
          message: 'The web client is not built: run npm run build',
        },
      });
    }
    return answerPage(request, reply);
  });
}
