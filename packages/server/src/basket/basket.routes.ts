import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLEAR_BASKET_ANSWER,
  addLinesAnswerSchema,
  addLinesRequestSchema,
  addToBasketAnswerSchema,
  addToBasketRequestSchema,
  basketArticleNumberSchema,
  basketNoticeAnswerSchema,
  basketNoticeRequestSchema,
  basketQuerySchema,
  basketReferenceAnswerSchema,
  basketReferenceRequestSchema,
  basketResponseSchema,
  removeFromBasketAnswerSchema,
} from '@shop/domain/api/basket.ts';
import {
  saveBasketAnswerSchema,
  saveBasketRequestSchema,
  savedBasketIdParamsSchema,
  savedBasketsAnswerSchema,
} from '@shop/domain/api/saved-baskets.ts';
import {
  basketActionRequestSchema,
  basketImportRequestSchema,
  cloneBasketRequestSchema,
  importAnswerSchema,
} from '@shop/domain/api/basket-imports.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/domain/api/idempotency-header.ts';
import { idempotencyKeySchema } from '@shop/domain/api/orders.ts';
import { oneLineText } from '@shop/domain/api/text.ts';
import type { CustomerGuards } from '#server/auth/customer-guard.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import type { RouteContext } from '#server/route-context.ts';
import { addLines } from './add-lines.service.ts';
import { importPastedBasket, LoadGuard } from './basket-import.service.ts';
import {
  addToBasket,
  clearBasket,
  getBasket,
  removeFromBasket,
  setNotice,
  setReference,
} from './basket.service.ts';
import { cloneBasketOrOrder, type OwnOrderLines } from './clone-basket.service.ts';
import { importPreparedBasket } from './prepared-baskets.service.ts';
import { listSavedBaskets, removeSavedBasket, saveBasket } from './saved-baskets.service.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { BASKET_ERRORS } from '@shop/domain/api/error-codes.ts';

const errors = declaredErrorResponses(BASKET_ERRORS, 400, 401, 403, 404, 409, 422, 503);

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What every group of basket routes uses: the database and the login guard. */
interface BasketRouteDeps {
  db: DbOrTx;
  preHandler: CustomerGuards['required'];
}

/**
 * Basket, ordering, saved baskets, repeat order and imports (docs/product/basket.md); the
 * orders area's reader of an order's lines comes from the app, for repeating an order.
 */
export const basketRoutes =
  (context: RouteContext, orders: { ownOrderLines: OwnOrderLines }): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: BasketRouteDeps = {
      db: context.database.db,
      preHandler: context.guards.withKey('orders').required,
    };
    registerBasketLineRoutes(app, deps);
    registerAddLinesRoute(app, deps);
    registerBasketTextRoutes(app, deps);
    registerSavedBasketRoutes(app, deps);
    registerBasketLoadRoutes(app, {
      ...deps,
      rateLimiter: context.rateLimiter,
      ownOrderLines: orders.ownOrderLines,
    });
  };

/** Reading the basket, adding, removing and clearing lines. */
function registerBasketLineRoutes(app: App, { db, preHandler }: BasketRouteDeps): void {
  app.get(
    '/intern/basket',
    {
      preHandler,
      schema: {
        querystring: basketQuerySchema,
        response: { 200: basketResponseSchema, ...errors },
      },
    },
    async (request) => getBasket(db, request.customer!, request.query.language),
  );

  app.put(
    '/basket/add',
    {
      preHandler,
      schema: {
        body: addToBasketRequestSchema,
        response: { 200: addToBasketAnswerSchema, ...errors },
      },
    },
    async (request) => addToBasket(db, request.customer!, request.body),
  );

  app.delete(
    '/basket/remove/:articleNumber',
    {
      preHandler,
      schema: {
        params: z.strictObject({ articleNumber: basketArticleNumberSchema }),
        response: { 200: removeFromBasketAnswerSchema, ...errors },
      },
    },
    async (request) => removeFromBasket(db, request.customer!, request.params.articleNumber),
  );

  app.get(
    '/basket/clear',
    { preHandler, schema: { response: { 200: z.literal(CLEAR_BASKET_ANSWER), ...errors } } },
    async (request, reply) => {
      await clearBasket(db, request.customer!);
      return reply.type('text/plain; charset=utf-8').send(CLEAR_BASKET_ANSWER);
    },
  );
}

/** Several lines in one step, all or nothing (decision 121), safe to repeat with a key. */
function registerAddLinesRoute(app: App, { db, preHandler }: BasketRouteDeps): void {
  app.put(
    '/basket/addLines',
    {
      preHandler,
      schema: {
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
        body: addLinesRequestSchema,
        response: { 200: addLinesAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await addLines(
        db,
        request.customer!,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.status(200).send(answer.body);
    },
  );
}

/** The basket's notice and reference. */
function registerBasketTextRoutes(app: App, { db, preHandler }: BasketRouteDeps): void {
  app.post(
    '/basket/notice',
    {
      preHandler,
      schema: {
        body: basketNoticeRequestSchema,
        response: { 200: basketNoticeAnswerSchema, ...errors },
      },
    },
    async (request) => setNotice(db, request.customer!, request.body.notice),
  );

  app.post(
    '/basket/reference',
    {
      preHandler,
      schema: {
        body: basketReferenceRequestSchema,
        response: { 200: basketReferenceAnswerSchema, ...errors },
      },
    },
    async (request) => setReference(db, request.customer!, request.body.reference),
  );
}

/** Saving the basket under a note, listing and deleting saved baskets. */
function registerSavedBasketRoutes(app: App, { db, preHandler }: BasketRouteDeps): void {
  app.post(
    '/basket/save',
    {
      preHandler,
      schema: {
        body: saveBasketRequestSchema,
        response: { 201: saveBasketAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveBasket(db, request.customer!, request.body)),
  );

  app.get(
    '/basket/load/all',
    { preHandler, schema: { response: { 200: savedBasketsAnswerSchema, ...errors } } },
    async (request) => listSavedBaskets(db, request.customer!),
  );

  app.delete(
    '/basket/:id',
    {
      preHandler,
      schema: { params: savedBasketIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeSavedBasket(db, request.customer!, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/**
 * Loads into the basket: a saved basket or past order, pasted lines, a prepared basket. They
 * share one LoadGuard, so only one load per customer runs at a time.
 */
function registerBasketLoadRoutes(
  app: App,
  {
    db,
    preHandler,
    rateLimiter,
    ownOrderLines,
  }: BasketRouteDeps & { rateLimiter: RateLimiter; ownOrderLines: OwnOrderLines },
): void {
  const guard = new LoadGuard();

  app.post(
    '/basket/cloneBasketOrOrder',
    {
      preHandler,
      schema: {
        body: cloneBasketRequestSchema,
        response: { 200: importAnswerSchema, ...errors },
      },
    },
    async (request) =>
      cloneBasketOrOrder(db, { guard, ownOrderLines }, request.customer!, request.body),
  );

  app.post(
    '/basket/import',
    {
      preHandler,
      schema: {
        body: basketImportRequestSchema,
        response: {
          200: importAnswerSchema,
          ...errors,
          ...declaredErrorResponses(BASKET_ERRORS, 429),
        },
      },
    },
    async (request) =>
      importPastedBasket(db, { rateLimiter, guard }, request.customer!, request.body.basket),
  );

  app.post(
    '/api/accounts/:customerNumberSuffix/basket/actions',
    {
      preHandler,
      schema: {
        params: z.strictObject({ customerNumberSuffix: oneLineText(40).min(1) }),
        body: basketActionRequestSchema,
        response: { 200: importAnswerSchema, ...errors },
      },
    },
    async (request) =>
      importPreparedBasket(
        db,
        guard,
        request.customer!,
        request.params.customerNumberSuffix,
        request.body.link,
      ),
  );
}
