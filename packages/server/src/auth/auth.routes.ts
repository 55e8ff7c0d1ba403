import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  okSchema,
  portalLoginRequestSchema,
  sessionSchema,
} from '@shop/domain/api/auth.ts';
import { errorBodySchema } from '@shop/domain/api/errors.ts';
import type { RouteContext } from '#server/route-context.ts';
import {
  login,
  logout,
  refreshSession,
  type AuthDeps,
  type IssuedSession,
} from './auth.service.ts';
import { portalLogin } from './portal.service.ts';
import { requireCaptcha, useCaptcha } from '#server/captcha/captcha.service.ts';
import { errorResponses } from '#server/http/error-responses.ts';

export const REFRESH_COOKIE = 'shop_refresh';
const REFRESH_COOKIE_PATH = '/auth';
const errors = errorResponses(400, 401, 429);

export const authRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: AuthDeps = {
      db: context.database.db,
      tokens: context.tokens,
      rateLimiter: context.rateLimiter,
      spendCaptcha: async (payload) => {
        const solved = await requireCaptcha(context.database.db, context, payload);
        await useCaptcha(context.database.db, solved);
      },
    };
    const secure = context.config.publicUrl.startsWith('https:');

    const setRefreshCookie = (reply: FastifyReply, issued: IssuedSession) =>
      reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: REFRESH_COOKIE_PATH,
        ...(issued.cookieMaxAge ? { maxAge: issued.cookieMaxAge } : {}),
      });

    // /api/login is the spec's name of the same call (spec 1 section 7): same schema, same
    // throttle and lockout, since both run the one login use case
    for (const url of ['/auth/login', '/api/login']) {
      app.post(
        url,
        { schema: { body: loginRequestSchema, response: { 200: sessionSchema, ...errors } } },
        async (request, reply) => {
          const issued = await login(deps, { ...request.body, ip: request.ip });
          setRefreshCookie(reply, issued);
          return issued.session;
        },
      );
    }

    app.post(
      '/auth/token',
      {
        schema: {
          response: { 200: sessionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const issued = await refreshSession(deps, request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, issued);
        return issued.session;
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          response: { 200: okSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        await logout(deps, request.cookies[REFRESH_COOKIE]);
        reply.clearCookie(REFRESH_COOKIE, {
          path: REFRESH_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure,
        });
        return { success: true as const };
      },
    );

    app.get(
      '/auth/jwks',
      {
        schema: {
          response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
        },
      },
      async () => context.tokens.jwks(),
    );

    app.post(
      '/portal/login',
      { schema: { body: portalLoginRequestSchema, response: { 200: sessionSchema, ...errors } } },
      async (request, reply) => {
        const issued = await portalLogin(
          { ...deps, portalSecret: context.config.portalSecret },
          request.body.data,
        );
        setRefreshCookie(reply, issued);
        return issued.session;
      },
    );
  };
