import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CONSENT_DECIDED_COOKIE } from '@shop/domain/consent-cookie.ts';
import { DEFAULT_LANGUAGE, DEFAULT_SHOP, isLanguage, textLanguages } from '@shop/domain/shops.ts';
import { isApiPath } from './api-paths.ts';
import { createFirstPaintDocument, type PageSources } from './first-paint-document.ts';

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
 * Serves the built web client: its hashed assets from disk, `/` redirected to the default shop
 * and language, and index.html for every other page path (with the consent bar of a first visit,
 * first-paint-document.ts), where the client's router applies the language and not-found rules
 * of docs/product/shell.md#shell-not-found-route. Unknown API paths get a 404 answer.
 * The build writes a brotli and a gzip copy beside each text asset (packages/web/vite.config.ts);
 * they are sent as they are to clients that accept them, with `Vary: accept-encoding`.
 */
export async function registerWebClient(
  app: FastifyInstance,
  webDist: string,
  sources: PageSources,
): Promise<void> {
  const hasClient = fs.existsSync(path.join(webDist, 'index.html'));
  const pageHtml = hasClient ? createFirstPaintDocument(webDist, sources) : null;
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

  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(`/${DEFAULT_SHOP}/${DEFAULT_LANGUAGE}`, 302),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !wantsPage) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such resource' } });
    }
    if (pageHtml === null) {
      return reply.status(503).send({
        error: {
          code: 'CLIENT_NOT_BUILT',
          message: 'The web client is not built: run npm run build',
        },
      });
    }
    const preload = textsPreload(request.url);
    if (preload !== null) void reply.header('link', preload);
    const html = await pageHtml({
      url: request.url,
      consentDecided: request.cookies[CONSENT_DECIDED_COOKIE] !== undefined,
    });
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(html);
  });
}
