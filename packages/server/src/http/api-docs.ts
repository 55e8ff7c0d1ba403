import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/** The security of every `/operator/v1` route: a bearer operator token (docs/decisions/090). */
export const OPERATOR_SECURITY = [{ operatorToken: [] }];

/** The section of the calls a retailer's API key may make (docs/decisions/133). */
export const API_KEY_TAG = 'API keys';

const API_KEY_TAG_DESCRIPTION = [
  'Calls an ERP makes with an API key a retailer created on its profile. A key acts for its own',
  'account only, exactly as the logged-in customer would, and only within its scopes',
  '(`catalog:read`, `orders`, `open-orders:read`, `invoices:read`, `account:read`); a call',
  'outside them answers 403 `API_KEY_SCOPE_MISSING`, a call of a session only (the password,',
  'the profile, the keys) 403 `API_KEY_NOT_ACCEPTED`, an unknown or revoked key 401, and more',
  "than the key's own rate limit 429 `TOO_MANY_API_KEY_CALLS`. The key never opens the",
  'operator API.',
  '',
  '```sh',
  'KEY=sk_...   # shown once when the key is created',
  'curl -X POST https://shop.example/api/articles -H "Authorization: Bearer $KEY" \\',
  '  -H "Content-Type: application/json" \\',
  '  -d \'{"searchParams":"","search":"ball","offset":0,"limit":20,"language":"de"}\'',
  'curl https://shop.example/account/orders/1 -H "Authorization: Bearer $KEY"',
  'curl -X POST https://shop.example/basket/order -H "Authorization: Bearer $KEY" \\',
  '  -H "Idempotency-Key: $(uuidgen)" -H "Content-Type: application/json" -d @order.json',
  'curl https://shop.example/account/invoice/R26000001 -H "Authorization: Bearer $KEY" -o invoice.pdf',
  '```',
].join('\n');

/** A route an API key may call: in the keys' section, with the scope the key needs. */
export function withApiKeyDocs(schema: FastifySchema, scope: string): FastifySchema {
  const tags = (schema as { tags?: string[] }).tags ?? [];
  return {
    ...schema,
    tags: [...tags, API_KEY_TAG],
    security: [{ bearer: [] }, { apiKey: [scope] }],
  } as FastifySchema;
}

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
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sk_<base64url>',
            description:
              "A retailer's API key, made on the profile, sent as `Authorization: Bearer sk_...`; each call needs the scope it lists.",
          },
        },
      },
      tags: [{ name: API_KEY_TAG, description: API_KEY_TAG_DESCRIPTION }],
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
