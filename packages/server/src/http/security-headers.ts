import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.ts';

/** Origins a third party's browser code needs, added to the CSP's directives of that name. */
export type ExtraSources = Partial<
  Record<'scriptSrc' | 'connectSrc' | 'frameSrc' | 'imgSrc', string[]>
>;

/**
 * CSP, nosniff, HSTS and friends on every answer; API answers are never cached (docs/security.md).
 * Helmet's middleware is built once: the Fastify plugin built it anew for every request (its
 * options parsed and checked each time), work that every answer paid for and the cheapest
 * answers most (decision 070).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  shopVersion: string,
  extra: ExtraSources = {},
): Promise<void> {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
        // Radix dialogs lock scrolling with an injected <style>; scripts stay 'self' only
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(extra.imgSrc ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(extra.connectSrc ?? [])],
        frameSrc: ["'self'", ...(extra.frameSrc ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-shop-version', shopVersion);
    if (isApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });
}
