import { CONTENT_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannerParamsSchema,
  bannerResponseSchema,
  contentDocumentParamsSchema,
  contentImageNameSchema,
  contentPageParamsSchema,
  contentPageResponseSchema,
  faqParamsSchema,
  faqResponseSchema,
  partnersResponseSchema,
  type BannerResponse,
  type ContentPageResponse,
  type FaqResponse,
  type PartnersResponse,
} from '@shop/domain/api/content.ts';
import {
  headerLinksResponseSchema,
  type HeaderLinksResponse,
} from '@shop/domain/api/header-links.ts';
import type { RouteContext } from '#server/route-context.ts';
import { TtlCache } from '#server/system/ttl-cache.ts';
import {
  loadBanner,
  loadContentPage,
  loadFaq,
  loadHeaderLinks,
  loadPartners,
  readContentDocument,
  readContentImage,
} from './content.service.ts';

/**
 * The shell's content calls (docs/product/content.md#content-routes): banners, partners, FAQ, the
 * Markdown pages and their pictures. Every visitor gets the same answers, so they are cached for a
 * minute; an import shows after at most that minute.
 */
const CACHE_MS = 60_000;

type App = Parameters<FastifyPluginAsyncZod>[0];
type Db = RouteContext['database']['db'];

function bannerAndPartnerRoutes(app: App, db: Db): void {
  const banners = new TtlCache<BannerResponse>(CACHE_MS);
  const partners = new TtlCache<PartnersResponse>(CACHE_MS);
  app.get(
    '/api/banner/:index/:version',
    {
      schema: {
        params: bannerParamsSchema,
        response: { 200: bannerResponseSchema, ...declaredErrorResponses(CONTENT_ERRORS, 400) },
      },
    },
    async (request) =>
      banners.get(String(request.params.index), () => loadBanner(db, request.params.index)),
  );
  app.get('/api/partners', { schema: { response: { 200: partnersResponseSchema } } }, async () =>
    partners.get('all', () => loadPartners(db, false)),
  );
  app.get(
    '/api/partnerForSlider',
    { schema: { response: { 200: partnersResponseSchema } } },
    async () => partners.get('slider', () => loadPartners(db, true)),
  );
}

function faqAndPageRoutes(app: App, db: Db): void {
  const faq = new TtlCache<FaqResponse>(CACHE_MS);
  const pages = new TtlCache<ContentPageResponse>(CACHE_MS);
  const headerLinks = new TtlCache<HeaderLinksResponse>(CACHE_MS);
  app.get(
    '/api/header-links',
    { schema: { response: { 200: headerLinksResponseSchema } } },
    async () => headerLinks.get('all', () => loadHeaderLinks(db)),
  );
  app.get(
    '/api/faq/:language',
    {
      schema: {
        params: faqParamsSchema,
        response: { 200: faqResponseSchema, ...declaredErrorResponses(CONTENT_ERRORS, 400) },
      },
    },
    async (request) => faq.get(request.params.language, () => loadFaq(db, request.params.language)),
  );
  app.get(
    '/api/content/:page/:language',
    {
      schema: {
        params: contentPageParamsSchema,
        response: {
          200: contentPageResponseSchema,
          ...declaredErrorResponses(CONTENT_ERRORS, 400, 404),
        },
      },
    },
    async (request) => {
      const { page, language } = request.params;
      return pages.get(`${page}:${language}`, () => loadContentPage(db, page, language));
    },
  );
}

/** The pictures of the content; an SVG may not run anything, even when opened on its own. */
function imageRoute(app: App, db: Db): void {
  app.get(
    '/images/content/:name',
    {
      schema: {
        params: z.strictObject({ name: contentImageNameSchema }),
        response: {
          200: z.instanceof(Buffer),
          ...declaredErrorResponses(CONTENT_ERRORS, 400, 404),
        },
      },
    },
    async (request, reply) => {
      const image = await readContentImage(db, request.params.name);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(image.data);
    },
  );
}

/** The delivery-complaint form and other PDFs, opened in the browser's viewer. */
function documentRoute(app: App, db: Db): void {
  app.get(
    '/api/document/:document/:language',
    {
      schema: {
        params: contentDocumentParamsSchema,
        response: {
          200: z.instanceof(Buffer),
          ...declaredErrorResponses(CONTENT_ERRORS, 400, 404),
        },
      },
    },
    async (request, reply) => {
      const { document } = request.params;
      const file = await readContentDocument(db, document, request.params.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${document}-${file.language}.pdf"`)
        .send(file.data);
    },
  );
}

export const contentRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    bannerAndPartnerRoutes(app, db);
    faqAndPageRoutes(app, db);
    imageRoute(app, db);
    documentRoute(app, db);
  };
