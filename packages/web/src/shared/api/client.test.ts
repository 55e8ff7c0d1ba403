// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/shared/api/api-error.ts';
import { createApiClient, type ApiClientEnvironment } from '#web/shared/api/client.ts';

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
