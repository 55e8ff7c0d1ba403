import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/** The security of every `/operator/v1` route: a bearer operator token (docs/decisions/090). */
export const OPERATOR_SECURITY = [{ operatorToken: [] }];

/**
 * The OpenAPI 3.1 description of every route, generated from the zod schemas the routes
 * validate with, so it cannot drift from what the server accepts (docs/decisions/061). Served
 * as JSON at /api/docs/json and as Swagger UI at /api/docs. Registered before the routes: the
 * swagger plugin collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance, shopVersion: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wholesale shop API',
        description:
          'Calls of the wholesale web shop. Errors answer `{ error: { code, message } }`.',
        version: shopVersion,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          operatorToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'op_<base64url>',
            description:
              'An operator token made with `npm run operator-token -- create`; each call needs one of its scopes.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // the UI's own CSP on its paths only: it needs its inline script hashes and styles,
    // which the shop's CSP (http/security-headers.ts) does not allow
    staticCSP: true,
  });
}
