import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '#server/testing/app-routes.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * docs/decisions/061: the OpenAPI document describes every call from the zod schemas the routes
 * validate with. A route without a schema fails here, unless it is one of the few below.
 */
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
}

/** Served by the web client and the documentation itself, not calls of the API. */
const NOT_CALLS = new Set([
  'GET /',
  // the web client's files (http/web-client.ts)
  'GET /*',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
]);

/** Calls whose answer has no JSON schema: files, empty answers and pre-serialised JSON. */
const NO_ANSWER_SCHEMA = new Map([
  ['post /account/invoicesCSV', 'CSV file'],
  ['post /account/ordersCSV', 'CSV file'],
  ['post /account/openOrdersCSV', 'CSV file'],
  ['get /account/invoice/{id}', 'PDF file'],
  ['get /account/order/{orderNumber}/deliveryNote.pdf', 'PDF file'],
  ['get /operator/v1/orders/{orderNumber}/deliveryNote.pdf', 'PDF file'],
  ['get /export/gpsr/', 'CSV file'],
  ['get /operator/v1/exports/{group}', 'JSON Lines or CSV file'],
  ['get /robots.txt', 'text file'],
  ['get /sitemap.xml', 'XML file'],
  ['get /sitemaps/{shop}/{language}/{file}', 'XML file'],
  ['delete /basket/{id}', '204, no body'],
  ['delete /account/email/{id}', '204, no body'],
  ['delete /api/account/api-keys/{id}', '204, no body'],
  ['delete /account/webhooks/{id}', '204, no body'],
  ['delete /api/account/feeds/{id}', '204, no body'],
  ['get /api/feeds/{token}', 'CSV, JSON or XML file, streamed'],
  ['delete /account/alerts/{id}', '204, no body'],
  // the unsubscribe link of the alert mails answers a page (docs/decisions/150-article-alerts.md)
  ['get /alerts/unsubscribe/{token}', 'HTML page'],
  ['post /alerts/unsubscribe/{token}', 'HTML page'],
  // SearchAnswers sends each answer as JSON text, checked against the contract outside production
  ['post /api/articles', 'checked, pre-serialised JSON'],
  ['post /api/search', 'checked, pre-serialised JSON'],
  // the test app has no METRICS_TOKEN: the address only answers 404
  ['get /metrics', 'no metrics without a token'],
]);

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApiDocument>();
});
afterAll(async () => {
  await t.close();
});

const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the OpenAPI document at /api/docs/json', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('test-1');
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route of the app, with its answer and path parameters', () => {
    const problems: string[] = [];
    let operations = 0;
    for (const { method, url } of appRoutes(t.app)) {
      if (NOT_CALLS.has(`${method} ${url}`)) continue;
      const path = openApiPath(url);
      const key = `${method.toLowerCase()} ${path}`;
      const operation = doc.paths[path]?.[method.toLowerCase()];
      if (!operation) {
        problems.push(`${key}: not documented`);
        continue;
      }
      operations += 1;
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const declared = operation.parameters?.some((p) => p.in === 'path' && p.name === name);
        if (!declared) problems.push(`${key}: path parameter ${name} has no schema`);
      }
      const answered = Object.entries(operation.responses ?? {}).some(
        ([status, response]) =>
          /^[23]/.test(status) && response.content?.['application/json']?.schema !== undefined,
      );
      if (!answered && !NO_ANSWER_SCHEMA.has(key)) problems.push(`${key}: answer has no schema`);
      if (answered && NO_ANSWER_SCHEMA.has(key))
        problems.push(`${key}: drop it from the exceptions`);
    }
    console.info(
      `OpenAPI: ${operations} operations documented, ${NO_ANSWER_SCHEMA.size} file or pre-serialised answers`,
    );
    expect(problems).toEqual([]);
  });

  it('describes the request body of a call from its zod schema', () => {
    const login = doc.paths['/auth/login']?.post;
    expect(login?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', additionalProperties: false } } },
    });
  });
});

describe('the operator API in the OpenAPI document', () => {
  it('asks an operator token of every /operator/v1 call and of no other', () => {
    expect(doc.components.securitySchemes.operatorToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const operatorCalls = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    );
    const guarded = operatorCalls.filter(({ path }) => path.startsWith('/operator/v1/'));
    expect(guarded.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'get /operator/v1/orders/feed',
        'post /operator/v1/orders/acknowledgements',
        'get /operator/v1/webhooks/deliveries',
        'post /operator/v1/webhooks/deliveries/{id}/redeliver',
      ]),
    );
    for (const { method, path, operation } of operatorCalls) {
      const asksToken = operation.security?.some((entry) => 'operatorToken' in entry) ?? false;
      expect(asksToken, `${method} ${path}`).toBe(path.startsWith('/operator/v1/'));
    }
  });

  it('shows an example of the order the ERP receives', () => {
    const feed = doc.paths['/operator/v1/orders/feed']?.get;
    const text = JSON.stringify(feed?.responses?.['200']);
    expect(text).toContain('"examples"');
    expect(text).toContain('order:W26000042');
    const ack = doc.paths['/operator/v1/orders/acknowledgements']?.post;
    expect(JSON.stringify(ack?.requestBody)).toContain('W26000043');
  });
});

describe('the Swagger UI at /api/docs', () => {
  it('answers with its own CSP, and the shop keeps its stricter one elsewhere', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const uiCsp = String(ui.headers['content-security-policy']);
    expect(uiCsp).toContain("object-src 'none'");
    expect(uiCsp).toContain("script-src-attr 'none'");

    const page = await t.app.inject({ method: 'GET', url: '/de/de' });
    const shopCsp = String(page.headers['content-security-policy']);
    expect(shopCsp).not.toBe(uiCsp);
    expect(shopCsp).toContain("style-src 'self' 'unsafe-inline'");
    expect(shopCsp).not.toContain('validator.swagger.io');
  });

  it("lists the codes a route's contract declares as the enum of its error answers", () => {
    const codeOf = (path: string, method: string, status: string) => {
      const schema = doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']
        ?.schema as { properties: { error: { properties: { code: { enum?: string[] } } } } };
      return schema.properties.error.properties.code.enum;
    };
    const order = codeOf('/basket/order', 'post', '409');
    expect(order).toEqual(expect.arrayContaining(['BASKET_EMPTY', 'BASKET_NOT_ORDERABLE']));
    // the platform's codes too: any call may answer them
    expect(order).toEqual(expect.arrayContaining(['VALIDATION_ERROR', 'UNAUTHENTICATED']));
    expect(order).not.toContain('NEWSLETTER_LINK_INVALID');
    expect(codeOf('/api/account/checkouts', 'post', '422')).toContain('INVOICE_TOTAL_MISMATCH');
    expect(codeOf('/auth/login', 'post', '401')).toContain('LOGIN_FAILED');
    expect(codeOf('/auth/login', 'post', '401')).not.toContain('BASKET_EMPTY');
    expect(codeOf('/api/registration', 'post', '409')).toContain('EMAIL_TAKEN');
  });

  it('lists the codes of every error answer of every call, at least the platform codes', () => {
    const unlisted: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          const schema = response.content?.['application/json']?.schema as
            | { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } }
            | undefined;
          const codes = schema?.properties?.error?.properties?.code?.enum ?? [];
          if (!codes.includes('VALIDATION_ERROR')) unlisted.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(unlisted).toEqual([]);
  });
});
