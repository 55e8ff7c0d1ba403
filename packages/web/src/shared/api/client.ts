import type { ZodType } from 'zod';
import { ApiError } from '#web/shared/api/api-error.ts';
import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';

/**
 * The one client for the shop server (same origin). It applies the rules every call shares
 * (docs/product/shell.md#shell-version-header, docs/architecture.md):
 * - a logged-in user's calls carry `Authorization: Bearer <access token>`; a token about to
 *   expire is refreshed first, so a tab that slept past the refresh timer does not lose its session;
 * - every answer may carry the shop version; a version different from the stored one is stored
 *   and the page reloads, so a new deployment is picked up as a whole;
 * - status 205 reloads the page;
 * - 401 from any call other than the session calls themselves (login, token, logout, portal
 *   login) and 403 go to the handlers of the session wiring (session.ts), with the 403's code:
 *   LOGIN_NOT_ALLOWED ends the session, PASSWORD_CHANGE_REQUIRED leads to the password page,
 *   any other 403 is the caller's to show (docs/decisions/094-when-a-session-ends.md);
 * - a 4xx/5xx answer becomes an ApiError with the server's code and message;
 * - an answer is validated with the zod schema of the domain contract before anyone uses it;
 *   a caller on the first page's path passes the schema as a loader, so zod and the contract
 *   load beside the request instead of with the first page (decision 030).
 * 404 is left to the caller: a page's data load turns it into the notFound page
 * (query-client.ts, route-error.tsx), a form shows it as its own error.
 */

export const SHOP_VERSION_HEADER = 'x-shop-version';

/** What the client needs of the session; session.ts provides it in the browser. */
export interface SessionAccess {
  /** the bearer token of the logged-in user, or null for a visitor */
  accessToken(): string | null;
  /** refreshes a token that is about to expire before a call sends it; never rejects */
  ensureFreshToken(): Promise<void>;
  /** a 401 from a call other than the session calls (docs/product/shell.md#shell-401) */
  onUnauthorized(wasAuthenticated: boolean): void;
  /** a 403 (docs/product/shell.md#shell-403), with the server's error code */
  onForbidden(code: string): void;
}

export interface ApiClientEnvironment {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  reload: () => void;
  readShopVersion: () => string | null;
  writeShopVersion: (version: string) => void;
  /** the session, when one is wired; without it every call is a visitor's */
  session?: () => SessionAccess | null;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * false for the calls that manage the session themselves (login, token, logout, portal
   * login): their 401 is an answer for the caller, not the end of a session.
   */
  sessionRules?: boolean;
  /** extra request headers, e.g. the Idempotency-Key of an order (docs/security.md) */
  headers?: Record<string, string>;
}

/**
 * The contract an answer is checked with: the zod schema itself, or a loader of it (a dynamic
 * import of the domain contract) for the calls of the first page (decision 030).
 */
export type AnswerSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

export interface ApiClient {
  get<T>(path: string, schema: AnswerSchema<T>, options?: RequestOptions): Promise<T>;
  post<T>(
    path: string,
    body: unknown,
    schema: AnswerSchema<T>,
    options?: RequestOptions,
  ): Promise<T>;
  put<T>(
    path: string,
    body: unknown,
    schema: AnswerSchema<T>,
    options?: RequestOptions,
  ): Promise<T>;
  delete<T>(path: string, schema: AnswerSchema<T>, options?: RequestOptions): Promise<T>;
  /** a GET whose answer is a file (an invoice PDF), as bytes */
  getFile(path: string, options?: RequestOptions): Promise<Blob>;
  /** a multipart POST (file uploads) */
  upload<T>(
    path: string,
    form: FormData,
    schema: AnswerSchema<T>,
    options?: RequestOptions,
  ): Promise<T>;
}

export function createApiClient(environment: ApiClientEnvironment): ApiClient {
  function followShopVersion(response: Response): void {
    const received = response.headers.get(SHOP_VERSION_HEADER);
    if (received === null || received === '') return;
    const stored = environment.readShopVersion();
    if (stored === received) return;
    environment.writeShopVersion(received);
    // The first answer ever only records the version; a change afterwards means a new release.
    if (stored !== null) environment.reload();
  }

  async function send(path: string, init: RequestInit, options: RequestOptions): Promise<Response> {
    const session = environment.session?.() ?? null;
    const sessionRules = options.sessionRules !== false;
    if (session !== null && sessionRules) await session.ensureFreshToken();
    const token = session?.accessToken() ?? null;

    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    headers.set('accept', 'application/json');
    if (token !== null) headers.set('authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await environment.fetch(path, {
        ...init,
        headers,
        // the refresh cookie (path /auth) travels with same-origin calls only
        credentials: 'same-origin',
        signal: options.signal ?? null,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(
        'NETWORK_ERROR',
        0,
        error instanceof Error ? error.message : String(error),
      );
    }
    followShopVersion(response);
    if (response.status === 205) {
      environment.reload();
      throw new ApiError('RESET_CONTENT', 205, 'The server asked for a reload');
    }
    if (!response.ok) {
      const error = await toApiError(response);
      // a call its caller gave up on (a query cancelled by the login's navigation) may lose its
      // body half-read: its 403 would count as a bare HTTP_403, which the session must not judge
      if (options.signal?.aborted) throw error;
      if (session !== null && sessionRules) {
        if (response.status === 401) session.onUnauthorized(token !== null);
        else if (response.status === 403) session.onForbidden(error.code);
      }
      throw error;
    }
    return response;
  }

  function json(method: 'POST' | 'PUT', body: unknown): RequestInit {
    // a call without a payload sends no body at all (an empty JSON body is a bad request)
    if (body === undefined) return { method };
    return {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  }

  /** Sends and checks; a schema loader runs while the request is under way. */
  async function call<T>(
    path: string,
    init: RequestInit,
    schema: AnswerSchema<T>,
    options: RequestOptions,
  ): Promise<T> {
    const loading = loadSchema(schema);
    const response = await send(path, init, options);
    return parseAnswer(response, await loading);
  }

  return {
    get: (path, schema, options = {}) => call(path, { method: 'GET' }, schema, options),
    post: (path, body, schema, options = {}) => call(path, json('POST', body), schema, options),
    put: (path, body, schema, options = {}) => call(path, json('PUT', body), schema, options),
    delete: (path, schema, options = {}) => call(path, { method: 'DELETE' }, schema, options),
    getFile: async (path, options = {}) => (await send(path, { method: 'GET' }, options)).blob(),
    // no content-type header: the browser writes the multipart boundary itself
    upload: (path, form, schema, options = {}) =>
      call(path, { method: 'POST', body: form }, schema, options),
  };
}

function loadSchema<T>(schema: AnswerSchema<T>): Promise<ZodType<T>> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const loading = schema().catch((error: unknown) => {
    throw new ApiError('NETWORK_ERROR', 0, error instanceof Error ? error.message : String(error));
  });
  // a request that fails first leaves this promise unawaited: that must not be reported
  loading.catch(() => undefined);
  return loading;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const retryAfter = Number(response.headers.get('retry-after') ?? '');
  const retryAfterSeconds =
    Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined;
  // error answers are rare: their contract loads with the first one (decision 030); if it
  // cannot load, the answer counts as not well-formed
  const contract = await import('@shop/domain/api/errors.ts').catch(() => null);
  const parsed = contract?.errorBodySchema.safeParse(body);
  if (parsed?.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(code, response.status, message, details, retryAfterSeconds);
  }
  return new ApiError(
    `HTTP_${response.status}`,
    response.status,
    response.statusText,
    undefined,
    retryAfterSeconds,
  );
}

/** The answer's JSON; a plain-text answer (GET /basket/clear answers OK) as its text; empty as undefined. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function parseAnswer<T>(response: Response, schema: ZodType<T>): Promise<T> {
  const body = await readBody(response);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      'INVALID_RESPONSE',
      response.status,
      `The answer of ${response.url || 'the server'} does not match the contract`,
      parsed.error.issues,
    );
  }
  return parsed.data;
}

let browserSession: SessionAccess | null = null;

type Fetch = ApiClientEnvironment['fetch'];
let pageFetch: Fetch = (input, init) => window.fetch(input, init);
/** The shop version where no storage holds it: the server's renderer (decision 126). */
let unstoredVersion: string | null = null;

/**
 * The server's renderer (entry-server.tsx) sends the page's calls into the shop's own app, and
 * names the version its answers carry (decision 126).
 */
export function setServerCalls(fetch: Fetch, shopVersion: string): void {
  pageFetch = fetch;
  unstoredVersion = shopVersion;
}

/** Wires the session of the page into the client (session.ts does this once at start). */
export function setSessionAccess(access: SessionAccess | null): void {
  browserSession = access;
}

const browserClient = createApiClient({
  fetch: (input, init) => pageFetch(input, init),
  reload: () => window.location.reload(),
  readShopVersion: () => readStored('shopVersion') ?? unstoredVersion,
  writeShopVersion: (version) => writeStored('shopVersion', version),
  session: () => browserSession,
});

/** GET a path of the shop server and validate the answer with a domain schema. */
export const apiGet = browserClient.get;
/** POST JSON to a path of the shop server and validate the answer. */
export const apiPost = browserClient.post;
/** PUT JSON to a path of the shop server and validate the answer. */
export const apiPut = browserClient.put;
/** DELETE a path of the shop server and validate the answer (an empty answer is undefined). */
export const apiDelete = browserClient.delete;

export const apiGetFile = browserClient.getFile;
/** POST a multipart form (file upload) and validate the answer. */
export const apiUpload = browserClient.upload;

/**
 * The shop version of the last answer; part of the cacheable catalogue paths
 * (docs/product/shell.md#shell-versions-in-path).
 */
export function knownShopVersion(): string {
  return readStored('shopVersion') ?? unstoredVersion ?? '0';
}
