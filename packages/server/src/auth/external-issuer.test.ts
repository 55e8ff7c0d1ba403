import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * A real OpenID provider (oidc-provider) in the test process issues JWT access tokens; the shop,
 * started with OIDC_ISSUER, must verify them against the provider's published keys.
 */
let server: http.Server;
let issuer: string;
let t: TestApp;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'portal',
        client_secret: 'portal-secret',
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
      },
    ],
    features: {
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => 'urn:shop:api',
        getResourceServerInfo: () => ({
          scope: 'shop',
          audience: 'shop',
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    extraTokenClaims: () => claims,
  });
  server.on('request', provider.callback());
  t = await createTestApp({ OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'shop' });
  await seedDatabase(t.database.handle, { articles: 10, referenceDate: '2026-11-25' });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

async function externalToken(extra: Record<string, unknown>): Promise<string> {
  claims = extra;
  const res = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('portal:portal-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'shop' }),
  });
  const body = (await res.json()) as { access_token?: string; error?: string };
  if (!body.access_token) throw new Error(`no token: ${JSON.stringify(body)}`);
  return body.access_token;
}

describe('tokens of an external OpenID issuer', () => {
  it('are accepted for the customer they name, with the business-console role', async () => {
    const token = await externalToken({
      email: 'console@example.com',
      realm_access: { roles: ['retailer'] },
      resource_access: { 'business-console': { roles: ['business-console-user'] } },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/intern/account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerNumber: 'DE/100002', businessConsole: true });
  });

  it('are refused with 403 without the retailer role', async () => {
    const token = await externalToken({
      email: 'demo@example.com',
      realm_access: { roles: ['other'] },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/intern/account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('are refused with 401 when tampered with or naming no known customer', async () => {
    const token = await externalToken({
      email: 'demo@example.com',
      realm_access: { roles: ['retailer'] },
    });
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, email: 'taxfree@example.com' })).toString('base64url')}.${s}`;
    const unknown = await externalToken({
      email: 'nobody@example.com',
      realm_access: { roles: ['retailer'] },
    });
    for (const bad of [tampered, unknown]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/intern/account',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
