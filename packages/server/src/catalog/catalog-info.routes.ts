import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogUpdateResponseSchema,
  freightSurchargeResponseSchema,
} from '@shop/domain/api/content.ts';
import type { RouteContext } from '#server/route-context.ts';
import { loadCatalogUpdate, loadFreightSurcharges } from './catalog-info.service.ts';

/** GET /api/fkz/ (docs/product/catalog.md#cat-info-calls) and GET /articles/catUpdate. */
export const catalogInfoRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    app.get(
      '/api/fkz/',
      { schema: { response: { 200: freightSurchargeResponseSchema } } },
      async () => loadFreightSurcharges(db),
    );
    app.get(
      '/articles/catUpdate',
      { schema: { response: { 200: catalogUpdateResponseSchema } } },
      async () => loadCatalogUpdate(db),
    );
  };
