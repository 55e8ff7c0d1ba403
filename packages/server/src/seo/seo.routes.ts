import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageSchema } from '@shop/domain/api/shell.ts';
import { oneLineText } from '@shop/domain/api/text.ts';
import { SHOP_CODES } from '@shop/domain/shops.ts';
import type { RouteContext } from '#server/route-context.ts';
import { robotsTxt, sitemapFile, sitemapIndex } from './seo.service.ts';

/** Crawlers read these often; an hour old is fresh enough for a catalog that changes daily. */
const CACHE = 'public, max-age=3600';

const sitemapFileSchema = oneLineText(12).regex(/^[1-9]\d{0,6}\.xml$/);

/** robots.txt, the sitemap index and the per shop and language sitemaps (seo.service.ts). */
export const seoRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const { publicUrl } = context.config;

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .header('cache-control', CACHE)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicUrl)),
    );

    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('cache-control', CACHE)
        .type('application/xml; charset=utf-8')
        .send(await sitemapIndex(db, publicUrl)),
    );

    app.get(
      '/sitemaps/:shop/:language/:file',
      {
        schema: {
          params: z.strictObject({
            shop: z.enum(SHOP_CODES),
            language: languageSchema,
            file: sitemapFileSchema,
          }),
        },
      },
      async (request, reply) => {
        const { shop, language, file } = request.params;
        const xml = await sitemapFile(db, publicUrl, shop, language, Number.parseInt(file, 10));
        return reply
          .header('cache-control', CACHE)
          .type('application/xml; charset=utf-8')
          .send(xml);
      },
    );
  };
