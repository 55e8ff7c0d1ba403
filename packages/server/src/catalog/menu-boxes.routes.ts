import { errorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oneLineText } from '@shop/domain/api/text.ts';
import { menuBoxesSchema } from '@shop/domain/api/shell.ts';
import type { RouteContext } from '#server/route-context.ts';
import { TtlCache } from '#server/system/ttl-cache.ts';
import { productTypesByMenu, themesByMenu, type MenuBox } from './menu-boxes.service.ts';

/**
 * Menu orders are small positive numbers in the path (docs/product/catalog.md#cat-menu-boxes-call).
 */
const params = z.strictObject({ order: oneLineText(4).regex(/^[1-9]\d{0,3}$/) });
const response = { 200: menuBoxesSchema, ...errorResponses(400), ...errorResponses(404) };

export const menuBoxesRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const cache = new TtlCache<MenuBox[]>(60_000);

    app.get(
      '/api/manufacturerThemesByMenu/:order',
      { schema: { params, response } },
      async (request) => ({
        entries: await cache.get(`themes:${request.params.order}`, () =>
          themesByMenu(db, Number(request.params.order)),
        ),
      }),
    );

    app.get(
      '/api/manufacturerProducttypesByMenu/:order',
      { schema: { params, response } },
      async (request) => ({
        entries: await cache.get(`types:${request.params.order}`, () =>
          productTypesByMenu(db, Number(request.params.order)),
        ),
      }),
    );
  };
