import type {
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { withApiKeyDocs } from '#server/http/api-docs.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CustomerGuards } from './customer-guard.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route serves an account that must set a new password first (decision 016) */
    duringPasswordInitialization?: boolean;
  }
}

export const passwordChangeRequired = () =>
  new AppError(403, 'PASSWORD_CHANGE_REQUIRED', 'Please set a new password first');

type Hook = preHandlerHookHandler | preValidationHookHandler;
const asList = (hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * An `onRoute` hook for the app's root, so every route, also one added later, is covered.
 * A route guarded by a customer guard (its `preHandler`) is authenticated before its input is
 * validated instead: whatever it is sent, an account that must set a new password
 * (passwordInitialization) gets 403 PASSWORD_CHANGE_REQUIRED, unless the route is marked
 * `config.duringPasswordInitialization`; and an unauthenticated caller learns nothing about the
 * route's input. A route an API key may call is listed as such in the OpenAPI document.
 */
export function guardBeforeValidation(guards: CustomerGuards) {
  const isGuard = (hook: Hook) => guards.scopeOf(hook) !== undefined;
  return (route: RouteOptions): void => {
    const preHandlers = asList(route.preHandler);
    const guard = preHandlers.find(isGuard);
    if (!guard) return;
    const scope = guards.scopeOf(guard)?.scope ?? null;
    if (scope !== null) route.schema = withApiKeyDocs(route.schema ?? {}, scope);
    const allowed = route.config?.duringPasswordInitialization === true;
    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      await (guard as unknown as (r: FastifyRequest, p: FastifyReply) => Promise<void>)(
        request,
        reply,
      );
      if (request.customer?.passwordInitialization && !allowed) throw passwordChangeRequired();
    };
    route.preHandler = preHandlers.filter((hook) => !isGuard(hook)) as preHandlerHookHandler[];
    route.preValidation = [
      authenticate as preValidationHookHandler,
      ...(asList(route.preValidation) as preValidationHookHandler[]),
    ];
  };
}
