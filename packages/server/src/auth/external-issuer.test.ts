import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLinkIdentityCli } from '#server/operator/link-identity-cli.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * A real OpenID provider (oidc-provider) in the test process issues JWT access tokens; the shop,
 * started with OIDC_ISSUER, must verify them against the provider's published keys. The provider
 * signs with a key the test holds too, so the test can also make tokens the provider would not
 * (other subjects, missing claims). Which account a token opens: decision 015.
 */
const KID = 'test-provider-key';
let server: http.Server;
let issuer: string;
let signingKey: CryptoKey;
let t: TestApp;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  signingKey = privateKey;
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' }] },
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
  ({ t } = await seededApp({
    articles: 10,
    referenceDate: '2026-11-25',
    env: { OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'shop' },
  }));
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A token from the provider itself (client credentials: its subject is the client id). */
async function providerToken(extra: Record<string, unknown>): Promise<string> {
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

const retailer = { realm_access: { roles: ['retailer'] } };

/** A token signed with the provider's key; a claim given as undefined is left out. */
async function signedToken(payload: JWTPayload): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const full: JWTPayload = { iss: issuer, aud: 'shop', iat: now, exp: now + 300, ...payload };
  const present = Object.fromEntries(Object.entries(full).filter(([, v]) => v !== undefined));
  return new SignJWT(present)
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'at+jwt' })
    .sign(signingKey);
}

function account(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/intern/account',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function identities(email: string) {
  return t.database.handle.db
    .selectFrom('externalIdentities')
    .innerJoin('accounts', 'accounts.id', 'externalIdentities.accountId')
    .select(['externalIdentities.issuer', 'externalIdentities.subject', 'linkedBy'])
    .where('accounts.email', '=', email)
    .execute();
}

async function linkByOperator(email: string, subject: string) {
  const lines: string[] = [];
  const code = await runLinkIdentityCli(
    [email, issuer, subject],
    { db: t.database.handle.db, config: t.config },
    { out: (line) => lines.push(line), err: (line) => lines.push(line) },
  );
  expect(code, lines.join('\n')).toBe(0);
}

describe('tokens of an external OpenID issuer', () => {
  it('link at the first login with a verified e-mail; the console role comes from the account', async () => {
    const token = await providerToken({
      email: 'console@example.com',
      email_verified: true,
      ...retailer,
      resource_access: { 'business-console': { roles: ['business-console-user'] } },
    });
    const res = await account(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerNumber: 'DE/100002', businessConsole: true });
    expect(await identities('console@example.com')).toEqual([
      { issuer, subject: 'portal', linkedBy: 'verified-email' },
    ]);
  });

  it('are refused with 403 without the retailer role, linking nothing', async () => {
    const token = await signedToken({
      sub: 'no-retailer',
      email: 'demo@example.com',
      email_verified: true,
      realm_access: { roles: ['other'] },
    });
    expect((await account(token)).statusCode).toBe(403);
    expect(await identities('demo@example.com')).toEqual([]);
  });

  it('are refused with 401 when tampered with or naming no known customer', async () => {
    const token = await signedToken({
      sub: 'tampered',
      email: 'nobody@example.com',
      email_verified: true,
      ...retailer,
    });
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, email: 'demo@example.com' })).toString('base64url')}.${s}`;
    for (const bad of [tampered, token]) expect((await account(bad)).statusCode).toBe(401);
  });

  it('are refused with 401 when minted for another audience or none', async () => {
    const base = { email: 'demo@example.com', email_verified: true, ...retailer };
    for (const aud of ['other-client', ['other-client', 'portal'], undefined]) {
      const res = await account(await signedToken({ ...base, sub: 'foreign-aud', aud }));
      expect(res.statusCode, JSON.stringify(aud)).toBe(401);
    }
    expect(await identities('demo@example.com')).toEqual([]);
  });

  it('never open an account by an unverified e-mail', async () => {
    for (const verified of [false, undefined, 'true']) {
      const token = await signedToken({
        sub: 'unverified',
        email: 'demo@example.com',
        email_verified: verified,
        ...retailer,
      });
      expect((await account(token)).statusCode, String(verified)).toBe(401);
    }
    expect(await identities('demo@example.com')).toEqual([]);
  });

  it("never open another customer's account by the e-mail in other letter case", async () => {
    for (const email of ['TAXFREE@example.com', 'Taxfree@Example.com']) {
      const token = await signedToken({ sub: 'case', email, email_verified: true, ...retailer });
      expect((await account(token)).statusCode, email).toBe(401);
    }
    expect(await identities('taxfree@example.com')).toEqual([]);
  });

  it('ignore a business-console claim the account does not have', async () => {
    const token = await signedToken({
      sub: 'claims-console',
      email: 'demo-uk@example.com',
      email_verified: true,
      ...retailer,
      resource_access: { 'business-console': { roles: ['business-console-user'] } },
    });
    const res = await account(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerNumber: 'UK/200001', businessConsole: false });
  });

  it('open the account an operator linked to their subject, whatever e-mail they carry', async () => {
    await linkByOperator('new@example.com', 'op-linked');
    for (const extra of [{}, { email: 'demo@example.com', email_verified: true }]) {
      const res = await account(await signedToken({ sub: 'op-linked', ...retailer, ...extra }));
      expect(res.statusCode).toBe(200);
      expect(res.json().customerNumber).toBe('DE/100004');
    }
  });

  it('cannot take over an account linked to another identity', async () => {
    await linkByOperator('blocked@example.com', 'owner');
    const intruder = await signedToken({
      sub: 'intruder',
      email: 'blocked@example.com',
      email_verified: true,
      ...retailer,
    });
    expect((await account(intruder)).statusCode).toBe(401);
    expect(await identities('blocked@example.com')).toEqual([
      { issuer, subject: 'owner', linkedBy: 'operator' },
    ]);
  });

  it('are refused with 401 without exp or iat, and without a subject', async () => {
    const valid = { sub: 'op-linked', email: 'new@example.com', email_verified: true, ...retailer };
    expect((await account(await signedToken(valid))).statusCode).toBe(200);
    for (const missing of ['exp', 'iat', 'sub']) {
      const token = await signedToken({ ...valid, [missing]: undefined });
      expect((await account(token)).statusCode, missing).toBe(401);
    }
  });
});
