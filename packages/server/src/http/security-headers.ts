import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.ts';

/** CSP, nosniff, HSTS and friends on every answer; API answers are never cached (docs/security.md). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  shopVersion: string,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix dialogs lock scrolling with an injected <style>; scripts stay 'self' only
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-shop-version', shopVersion);
    if (isApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });
}
