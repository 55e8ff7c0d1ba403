/**
 * The door of the operator API (`/operator/v1/…`): a bearer operator token with the call's scope
 * (docs/decisions/090-operator-tokens.md). A customer's token never opens it, and an operator
 * token never opens a customer call.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorScope } from '#server/exchange/record-type.ts';

export interface OperatorCaller {
  tokenId: number;
  name: string;
  scopes: readonly OperatorScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorCaller | null;
  }
}

export interface OperatorGuards {
  /** preHandler: a valid, unrevoked operator token with `scope`, else 401 (403 without the scope); logs the use and counts it against the token's rate limit */
  require(scope: OperatorScope): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
