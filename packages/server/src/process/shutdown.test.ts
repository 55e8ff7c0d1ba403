import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { gracefulStop } from './shutdown.ts';

/** A stopping process finishes the requests it is answering and takes no new ones. */
let t: TestApp;
let release!: () => void;
const slowAnswer = new Promise<void>((resolve) => (release = resolve));
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/test/slow', async () => {
      await slowAnswer;
      return { finished: true };
    });
  });
});
afterAll(async () => {
  await t.database.drop();
});

describe('graceful stop', () => {
  it('answers a running request, turns unready, then closes its connections', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const closed: string[] = [];
    const stop = gracefulStop(t.app, t.startup, [
      () => closed.push('database'),
      () => closed.push('redis'),
    ]);

    // a fresh connection, so no kept-alive socket of fetch's pool outlives the server
    const running = fetch(`${base}/test/slow`, { headers: { connection: 'close' } }).catch(
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = stop();
    expect(t.startup.ready).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toEqual([]);
    release();

    const answer = await running;
    if (!(answer instanceof Response)) throw answer;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await stopped;
    expect(closed).toEqual(['database', 'redis']);
    expect(t.app.server.listening).toBe(false);
  });
});
