import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebClient } from './http/web-client.ts';
import { i18nRoutes } from './i18n/i18n.routes.ts';
import { healthRoutes } from './system/health.routes.ts';

/** Builds the HTTP application around an opened, migrated database. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // never log secrets that travel in headers
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimit,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.shopVersion);

  await app.register(healthRoutes(context));
  await app.register(i18nRoutes(context));
  await app.register(catalogRoutes(context));

  await registerWebClient(app, config.webDist);
  return app;
}
