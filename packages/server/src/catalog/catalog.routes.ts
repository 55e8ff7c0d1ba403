import { errorResponses } from '#server/http/error-responses.ts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageSchema, menuSchema, navigationSchema } from '@shop/domain/api/shell.ts';
import {
  startPageParamsSchema,
  startPageSchema,
  type StartPage,
} from '@shop/domain/api/start-page.ts';
import { isShopCode } from '@shop/domain/shops.ts';
import { oneLineText } from '@shop/domain/api/text.ts';
import type { RouteContext } from '#server/route-context.ts';
import { renderArticleImage } from './article-image.service.ts';
import { IMPORTED_PICTURE_PATH, PICTURE_FILE, readStoredPicture } from './article-pictures.ts';
import { notFound } from '#server/http/app-error.ts';
import { loadMenu, loadNavigation } from './navigation.service.ts';
import { loadStartPage } from './start-page.service.ts';
import { TtlCache } from '#server/system/ttl-cache.ts';
import type { MenuEntry, Navigation } from '@shop/domain/api/shell.ts';

const CACHE_MS = 60_000;

/**
 * Cache versions travel in the path (docs/product/shell.md#shell-versions-in-path); any short token
 * is accepted.
 */
const versionSchema = oneLineText(40).regex(/^[A-Za-z0-9._-]{1,40}$/);

type App = Parameters<FastifyPluginAsyncZod>[0];
type Db = RouteContext['database']['db'];

/** The shell's navigation and menu, the same for every visitor: cached a minute per language. */
function shellRoutes(app: App, db: Db): void {
  const navigationCache = new TtlCache<Navigation>(CACHE_MS);
  const menuCache = new TtlCache<MenuEntry[]>(CACHE_MS);
  app.get(
    '/api/navigation/:language/:version',
    {
      schema: {
        params: z.strictObject({ language: languageSchema, version: versionSchema }),
        response: { 200: navigationSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      navigationCache.get(request.params.language, () =>
        loadNavigation(db, request.params.language),
      ),
  );
  app.get(
    '/api/menu/:language/:version',
    {
      schema: {
        params: z.strictObject({ language: languageSchema, version: versionSchema }),
        response: { 200: menuSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      entries: await menuCache.get(request.params.language, () =>
        loadMenu(db, request.params.language),
      ),
    }),
  );
}

/**
 * The start page, cached a minute per shop, language and price currency. A logged-in customer's
 * selling points are those of their own shop, whatever shop the address names.
 */
function startPageRoute(app: App, context: RouteContext): void {
  const { db } = context.database;
  const startCache = new TtlCache<StartPage>(CACHE_MS);
  app.get(
    '/api/start/:shop/:language',
    {
      preHandler: context.guards.optional,
      schema: {
        params: startPageParamsSchema,
        response: { 200: startPageSchema, ...errorResponses(400), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { language } = request.params;
      const { customer } = request;
      const shop = customer && isShopCode(customer.shop) ? customer.shop : request.params.shop;
      const currency = customer?.priceCurrency ?? null;
      return startCache.get(`${shop}:${language}:${currency ?? ''}`, () =>
        loadStartPage(db, { shop, language, currency }),
      );
    },
  );
}

/** The generated article pictures (demo-pictures/article-image.ts). */
function articleImageRoute(app: App, db: Db): void {
  app.get(
    '/images/articles/:file',
    {
      schema: {
        params: z.strictObject({ file: oneLineText(44).regex(/^[A-Za-z0-9-]{1,40}\.svg$/) }),
        // the view of the picture (demo-pictures/article-image.ts articleViews); a view the article lacks is 404
        querystring: z.strictObject({ view: oneLineText(20).optional() }),
        response: { 200: z.string(), ...errorResponses(400), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const svg = await renderArticleImage(
        db,
        request.params.file.slice(0, -4),
        request.query.view,
      );
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}

/**
 * The pictures the catalog import stored (article-pictures.ts), under DATA_DIR/article-pictures:
 * served with the type their name's ending was given for their checked content.
 */
function importedPictureRoute(app: App, dataDir: string): void {
  app.get(
    `${IMPORTED_PICTURE_PATH}:file`,
    {
      schema: {
        params: z.strictObject({ file: oneLineText(104).regex(PICTURE_FILE) }),
        response: { 200: z.unknown(), ...errorResponses(400), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const picture = await readStoredPicture(dataDir, request.params.file);
      if (!picture) throw notFound('No such article picture');
      return reply
        .type(picture.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'")
        .send(picture.content);
    },
  );
}

export const catalogRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    shellRoutes(app, db);
    startPageRoute(app, context);
    articleImageRoute(app, db);
    importedPictureRoute(app, context.config.dataDir);
  };
