import { vi } from 'vitest';

/**
 * The one stand-in for the shop's API in the web tests: `fetch` stubbed with answers keyed by
 * call, and the answers a server gives (JSON, the error answer, one that never comes).
 */

/** An answer of the stand-in: a JSON body, or a Response as it is (errors, CSV text). */
type Answer = unknown;
type Handler = (request: { url: URL; body: unknown; headers: Headers }) => Answer | Promise<Answer>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The shop's error answer. */
export const failure = (status = 500, code = 'INTERNAL', message = 'Something went wrong') =>
  json({ error: { code, message } }, status);

/** An answer that never comes: the screen stays in its loading state. */
export const never = () => new Promise<never>(() => {});

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (the path without its query); a call no
 * handler knows fails the test's expectations by answering 404. Answers the mock, whose calls
 * the test can read.
 */
export function stubApi(handlers: Record<string, Handler | Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler === undefined) return failure(404, 'NOT_FOUND', `${method} ${url.pathname}`);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer =
      typeof handler === 'function'
        ? await (handler as Handler)({ url, body, headers: new Headers(init?.headers) })
        : handler;
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /path". */
export function sentTo(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://shop.test');
      return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === key;
    })
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );
}
