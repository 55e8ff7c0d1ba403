import { CONTENT_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pollAnswerRequestSchema,
  pollAnswerResponseSchema,
  pollParamsSchema,
  pollResponseSchema,
} from '@shop/domain/api/content-polls.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RouteContext } from '#server/route-context.ts';
import { accountVoter, answerPoll, browserVoterKey, loadPoll, voterKey } from './polls.service.ts';

/** The visitor's random voter id, sent back only to the poll calls. */
export const VOTER_COOKIE = 'poll_voter';
const VOTER_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function browserVoter(request: FastifyRequest): string | null {
  const value = request.cookies[VOTER_COOKIE];
  return value !== undefined && VOTER_PATTERN.test(value) ? value : null;
}

/** The visitor's voter id, made and set as a cookie when the browser has none yet. */
function ensureBrowserVoter(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = browserVoter(request);
  if (existing) return existing;
  const created = randomBytes(24).toString('base64url');
  void reply.setCookie(VOTER_COOKIE, created, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/poll',
    maxAge: ONE_YEAR_SECONDS,
  });
  return created;
}

/**
 * GET /api/poll/{language}/{hash} and POST /api/poll (docs/product/content.md#content-poll-calls).
 */
export const pollsRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const secure = context.config.publicUrl.startsWith('https:');
    app.get(
      '/api/poll/:language/:hash',
      {
        preHandler: context.guards.optional,
        schema: {
          params: pollParamsSchema,
          response: {
            200: pollResponseSchema,
            ...declaredErrorResponses(CONTENT_ERRORS, 400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const voter = voterKey(request.customer, browserVoter(request));
        return loadPoll(db, request.params.hash, request.params.language, voter);
      },
    );
    app.post(
      '/api/poll',
      {
        preHandler: context.guards.optional,
        schema: {
          body: pollAnswerRequestSchema,
          response: {
            200: pollAnswerResponseSchema,
            ...declaredErrorResponses(CONTENT_ERRORS, 400, 401, 403, 404, 409, 429),
          },
        },
      },
      async (request, reply) => {
        await enforceRateLimit(
          context.rateLimiter,
          `poll:ip:${request.ip}`,
          RATE_LIMITS.pollAnswerPerIp,
        );
        const { customer } = request;
        const voter = customer
          ? accountVoter(customer)
          : browserVoterKey(ensureBrowserVoter(request, reply, secure));
        return answerPoll(db, customer, voter, request.body);
      },
    );
  };
