import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/** Calls to the test app as one caller: a customer's access token, or none for a guest. */

export function caller(t: TestApp, token: string | null) {
  return (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}

export type Caller = ReturnType<typeof caller>;

/** The code of an error answer, `{error:{code,message}}`. */
export const codeOf = (res: LightMyRequestResponse) =>
  res.json<{ error: { code: string } }>().error.code;
