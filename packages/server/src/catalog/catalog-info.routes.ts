import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogUpdateResponseSchema,
  freightSurchargeResponseSchema,
} from '@shop/domain/api/content.ts';
import type { RouteContext } from '#server/route-context.ts';
import { loadCatalogUpdate, loadFreightSurcharges } from './catalog-info.service.ts';

/** GET /api/fkz/ (spec 2 section 7) and GET /articles/catUpdate (spec 1 section 7). */
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
