// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/shared/api/api-error.ts';
import {
  createApiClient,
  type ApiClientEnvironment,
  type SessionAccess,
} from '#web/shared/api/client.ts';

const pingSchema = z.object({ pong: z.boolean() });

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(status === 205 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(response: Response | Error, storedVersion: string | null = null) {
  let version = storedVersion;
  const environment: ApiClientEnvironment = {
    fetch: vi.fn(() =>
      response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
    ),
    reload: vi.fn(),
    readShopVersion: () => version,
    writeShopVersion: (next) => {
      version = next;
    },
  };
  return { client: createApiClient(environment), environment, version: () => version };
}

describe('api client', () => {
  it('returns an answer that matches the contract', async () => {
    const { client } = setup(json({ pong: true }));
    await expect(client.get('/api/ping', pingSchema)).resolves.toEqual({ pong: true });
  });

  it('turns the error shape into an ApiError with code, status and message', async () => {
    const { client } = setup(json({ error: { code: 'NOT_FOUND', message: 'No such page' } }, 404));
    const error = await client.get('/api/ping', pingSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'No such page' });
  });

  it('names a failure without the error shape by its status', async () => {
    const { client } = setup(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/api/ping', pingSchema)).rejects.toMatchObject({
      code: 'HTTP_502',
      status: 502,
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    const { client } = setup(json({ pong: 'yes' }));
    await expect(client.get('/api/ping', pingSchema)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    const { client } = setup(new TypeError('fetch failed'));
    await expect(client.get('/api/ping', pingSchema)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });

  it('records the first shop version without reloading', async () => {
    const { client, environment, version } = setup(
      json({ pong: true }, 200, { 'x-shop-version': '7' }),
    );
    await client.get('/api/ping', pingSchema);
    expect(version()).toBe('7');
    expect(environment.reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the shop version changes', async () => {
    const { client, environment, version } = setup(
      json({ pong: true }, 200, { 'x-shop-version': '8' }),
      '7',
    );
    await client.get('/api/ping', pingSchema);
    expect(version()).toBe('8');
    expect(environment.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page on status 205', async () => {
    const { client, environment } = setup(json(null, 205));
    await expect(client.get('/api/ping', pingSchema)).rejects.toMatchObject({ status: 205 });
    expect(environment.reload).toHaveBeenCalledTimes(1);
  });
});

function sessionAccess(token: string | null): SessionAccess & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    accessToken: () => token,
    ensureFreshToken: vi.fn(() => {
      calls.push('ensureFreshToken');
      return Promise.resolve();
    }),
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
  };
}

function withSession(response: Response, session: SessionAccess) {
  const fetch = vi.fn((_input: string, _init: RequestInit) => Promise.resolve(response));
  const client = createApiClient({
    fetch,
    reload: vi.fn(),
    readShopVersion: () => null,
    writeShopVersion: () => undefined,
    session: () => session,
  });
  const sentHeaders = () => new Headers(fetch.mock.calls[0]?.[1].headers);
  return { client, fetch, sentHeaders };
}

const unauthorized = () =>
  json({ error: { code: 'UNAUTHENTICATED', message: 'Please log in' } }, 401);

// docs/product/shell.md#shell-bearer
describe('api client with a session', () => {
  it('sends the bearer token of a logged-in user, after making sure it is fresh', async () => {
    const session = sessionAccess('jwt-token');
    const { client, sentHeaders, fetch } = withSession(json({ pong: true }), session);
    await client.get('/api/ping', pingSchema);
    expect(sentHeaders().get('authorization')).toBe('Bearer jwt-token');
    expect(session.ensureFreshToken).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1].credentials).toBe('same-origin');
  });

  it('sends no authorization header for a visitor', async () => {
    const { client, sentHeaders } = withSession(json({ pong: true }), sessionAccess(null));
    await client.get('/api/ping', pingSchema);
    expect(sentHeaders().has('authorization')).toBe(false);
  });

  it('ends the session of a logged-in user on a 401', async () => {
    const session = sessionAccess('jwt-token');
    const { client } = withSession(unauthorized(), session);
    await expect(client.get('/intern/account', pingSchema)).rejects.toMatchObject({ status: 401 });
    expect(session.onUnauthorized).toHaveBeenCalledWith(true);
  });

  it("reports a visitor's 401 as not authenticated (the login dialog opens)", async () => {
    const session = sessionAccess(null);
    const { client } = withSession(unauthorized(), session);
    await expect(client.get('/intern/account', pingSchema)).rejects.toMatchObject({ status: 401 });
    expect(session.onUnauthorized).toHaveBeenCalledWith(false);
  });

  it('leaves the 401 of the login call to the login form', async () => {
    const session = sessionAccess(null);
    const { client } = withSession(
      json({ error: { code: 'LOGIN_FAILED', message: 'Wrong e-mail or password' } }, 401),
      session,
    );
    await expect(
      client.post('/auth/login', { name: 'a', password: 'b' }, pingSchema, { sessionRules: false }),
    ).rejects.toMatchObject({ code: 'LOGIN_FAILED', status: 401 });
    expect(session.onUnauthorized).not.toHaveBeenCalled();
    expect(session.ensureFreshToken).not.toHaveBeenCalled();
  });

  it('logs out on a 403', async () => {
    const session = sessionAccess('jwt-token');
    const { client } = withSession(
      json({ error: { code: 'FORBIDDEN', message: 'Not yours' } }, 403),
      session,
    );
    await expect(client.get('/account/orders/1', pingSchema)).rejects.toMatchObject({
      status: 403,
    });
    expect(session.onForbidden).toHaveBeenCalledWith('FORBIDDEN');
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });

  it("hands the 403's code to the session (PASSWORD_CHANGE_REQUIRED keeps the session)", async () => {
    const session = sessionAccess('jwt-token');
    const { client } = withSession(
      json({ error: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'New password first' } }, 403),
      session,
    );
    await expect(client.get('/basket', pingSchema)).rejects.toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect(session.onForbidden).toHaveBeenCalledWith('PASSWORD_CHANGE_REQUIRED');
  });

  it('hands nothing to the session for a call its caller gave up on', async () => {
    const session = sessionAccess('jwt-token');
    const controller = new AbortController();
    const forbidden = new Response(
      // the body breaks off as the cancelled call's stream does
      new ReadableStream({
        start(stream) {
          stream.error(new DOMException('signal is aborted without reason', 'AbortError'));
        },
      }),
      { status: 403 },
    );
    const client = createApiClient({
      fetch: () => {
        controller.abort();
        return Promise.resolve(forbidden);
      },
      reload: vi.fn(),
      readShopVersion: () => null,
      writeShopVersion: () => undefined,
      session: () => session,
    });
    await expect(
      client.get('/api/start/de/en', pingSchema, { signal: controller.signal }),
    ).rejects.toMatchObject({ status: 403 });
    expect(session.onForbidden).not.toHaveBeenCalled();
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves a 404 to the caller', async () => {
    const session = sessionAccess('jwt-token');
    const { client } = withSession(
      json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
      session,
    );
    await expect(client.get('/api/x', pingSchema)).rejects.toMatchObject({ status: 404 });
    expect(session.onUnauthorized).not.toHaveBeenCalled();
    expect(session.onForbidden).not.toHaveBeenCalled();
  });

  it('posts JSON, and a call without payload without a body', async () => {
    const { client, fetch, sentHeaders } = withSession(json({ pong: true }), sessionAccess(null));
    await client.post('/api/thing', { a: 1 }, pingSchema);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(sentHeaders().get('content-type')).toBe('application/json');

    const second = withSession(json({ pong: true }), sessionAccess(null));
    await second.client.post('/auth/token', undefined, pingSchema);
    expect(second.fetch.mock.calls[0]?.[1].body).toBeUndefined();
    expect(second.sentHeaders().has('content-type')).toBe(false);
  });

  it('reads Retry-After of a 429', async () => {
    const { client } = withSession(
      json({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Slow down' } }, 429, {
        'retry-after': '120',
      }),
      sessionAccess(null),
    );
    await expect(client.get('/api/ping', pingSchema)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: 120,
    });
  });
});
