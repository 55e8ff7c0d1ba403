import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/** A listening server with short timeouts, and clients that send one byte at a time. */
const REQUEST_TIMEOUT_MS = 1500;
const HEADERS_TIMEOUT_MS = 1000;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/**
 * Sends `head` at once, then `trickle` one byte every `everyMs`, until the server closes the
 * connection or `giveUpMs` passed. Answers what the server sent and after how long it closed.
 */
function trickle(head: string, trickled: string, everyMs: number, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickled.length) socket.write(trickled[sent++]!);
    }, everyMs);
    const finish = (closedAfterMs: number | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(performance.now() - started));
    socket.write(head);
  });
}

describe('slow clients', () => {
  it('answers 408 and closes when the body trickles in past the request timeout', async () => {
    const body = JSON.stringify({ basket: 'A-1 1\n'.repeat(100) });
    const head =
      'POST /basket/import HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { answer, closedAfterMs } = await trickle(head, body, 100, 8_000);
    expect(closedAfterMs).not.toBeNull();
    // the timeout plus at most one check interval, with room for a busy machine
    expect(closedAfterMs!).toBeLessThan(REQUEST_TIMEOUT_MS + HEADERS_TIMEOUT_MS + 1_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('answers 408 and closes when the headers trickle in past the headers timeout', async () => {
    const head = 'GET /api/health HTTP/1.1\r\nHost: shop.test\r\nX-Slow: ' + 'x'.repeat(200);
    const { answer, closedAfterMs } = await trickle('', head, 50, 8_000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(HEADERS_TIMEOUT_MS + HEADERS_TIMEOUT_MS + 1_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('still serves a client that sends its request in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('timeout configuration', () => {
  it('has defaults and refuses values that make no sense', () => {
    expect(readConfig({}).timeouts).toEqual({
      requestMs: 60_000,
      headersMs: 15_000,
      keepAliveMs: 72_000,
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
    expect(() => readConfig({ KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(ConfigError);
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });
});
