import { AUTH_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, portalLoginRequestSchema } from '@shop/domain/api/auth.ts';
import { sessionSchema } from '@shop/domain/api/session.ts';
import { okSchema } from '@shop/domain/api/ok.ts';
import { signOnKeysResponseSchema } from '@shop/domain/api/sign-on-keys.ts';
import type { RouteContext } from '#server/route-context.ts';
import type { DbOrTx } from '#server/db/database.ts';
import {
  login,
  logout,
  refreshSession,
  type IssuedSession,
  type LoginServices,
} from './auth.service.ts';
import { portalLogin } from './portal.service.ts';
import { requireCaptcha, useCaptcha } from '#server/captcha/captcha.service.ts';

export const REFRESH_COOKIE = 'shop_refresh';
const REFRESH_COOKIE_PATH = '/auth';
const errors = declaredErrorResponses(AUTH_ERRORS, 400, 401, 429);

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What the session routes share: the database, the login services and the refresh cookie. */
interface SessionRouteDeps {
  db: DbOrTx;
  services: LoginServices;
  secure: boolean;
}

export const authRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const deps: SessionRouteDeps = {
      db,
      services: {
        tokens: context.tokens,
        rateLimiter: context.rateLimiter,
        spendCaptcha: async (payload) => {
          const solved = await requireCaptcha(db, { config: context.config }, payload);
          await useCaptcha(db, solved);
        },
      },
      secure: context.config.publicUrl.startsWith('https:'),
    };
    registerSessionRoutes(app, deps);
    registerPortalRoutes(app, deps, context.config.portalSecret);

    // the login dialog's hidden sequences (decision 099): an empty list while none is set
    app.get(
      '/auth/sign-on-keys',
      { schema: { response: { 200: signOnKeysResponseSchema } } },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { sequences: context.config.signOnKeys };
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
  };

function setRefreshCookie(reply: FastifyReply, issued: IssuedSession, secure: boolean) {
  return reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_COOKIE_PATH,
    ...(issued.cookieMaxAge ? { maxAge: issued.cookieMaxAge } : {}),
  });
}

/** Login with e-mail and password, the refresh of the access token, logout. */
function registerSessionRoutes(app: App, { db, services, secure }: SessionRouteDeps): void {
  // /api/login is the product's other name of the same call (docs/product/identity.md#auth-login-call): same
  // schema, same throttle and lockout, since both run the one login use case
  for (const url of ['/auth/login', '/api/login']) {
    app.post(
      url,
      { schema: { body: loginRequestSchema, response: { 200: sessionSchema, ...errors } } },
      async (request, reply) => {
        const issued = await login(db, services, { ...request.body, ip: request.ip });
        setRefreshCookie(reply, issued, secure);
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
      const issued = await refreshSession(db, services, request.cookies[REFRESH_COOKIE]);
      setRefreshCookie(reply, issued, secure);
      return issued.session;
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        response: { 200: okSchema, ...declaredErrorResponses(AUTH_ERRORS, 400) },
      },
    },
    async (request, reply) => {
      await logout(db, request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, {
        path: REFRESH_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
      });
      return { success: true as const };
    },
  );
}

/** Login through a signed link of the customer portal. */
function registerPortalRoutes(
  app: App,
  { db, services, secure }: SessionRouteDeps,
  portalSecret: string | undefined,
): void {
  app.post(
    '/portal/login',
    { schema: { body: portalLoginRequestSchema, response: { 200: sessionSchema, ...errors } } },
    async (request, reply) => {
      const issued = await portalLogin(
        db,
        { tokens: services.tokens, portalSecret },
        request.body.data,
      );
      setRefreshCookie(reply, issued, secure);
      return issued.session;
    },
  );
}
