import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shippingCountriesParamsSchema,
  shippingCountriesResponseSchema,
} from '@shop/domain/api/shipping.ts';
import { errorResponses } from '#server/http/error-responses.ts';
import type { RouteContext } from '#server/route-context.ts';
import { shippingCostsOf } from './shipping-countries.service.ts';

/**
 * The answer names no one and is the same for every visitor of a shop, so browsers and proxies
 * may keep it a minute (docs/decisions/103-shipping-countries-imported.md): an import shows in
 * the table after at most that minute, as the content calls' answers do.
 */
const CACHE_SECONDS = 60;

/** The shipping-cost table of a shop (docs/product/basket.md#basket-shipping-tiers). */
export const shippingRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    app.get(
      '/api/shippingCountries/:shop',
      {
        schema: {
          params: shippingCountriesParamsSchema,
          response: { 200: shippingCountriesResponseSchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const answer = await shippingCostsOf(db, request.params.shop);
        return reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`).send(answer);
      },
    );
  };
