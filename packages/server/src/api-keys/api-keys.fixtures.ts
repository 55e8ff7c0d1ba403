import { expect } from 'vitest';
import type { CreateApiKeyResponse } from '@shop/domain/api/api-keys.ts';
import type { Caller } from '#server/testing/calls.ts';

/** Makes a key through the profile's call as `session` and answers its text and id. */
export async function makeKey(
  session: Caller,
  name: string,
  scopes: readonly string[],
): Promise<{ secret: string; id: number }> {
  const res = await session('POST', '/api/account/api-keys', { name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  const { key, secret } = res.json<CreateApiKeyResponse>();
  return { secret, id: key.id };
}

/** One call a key of a scope may make, with what it sends. */
export interface ScopedCall {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
}

/** A call of each kind a key may make, by the scope it needs; `ids` are the caller's own. */
export function callsByScope(ids: {
  articleNumber: string;
  orderNumber: string;
  invoiceNumber: string;
}): Record<string, ScopedCall[]> {
  return {
    'catalog:read': [
      {
        method: 'POST',
        url: '/api/articles',
        body: { searchParams: '', offset: 0, limit: 5, language: 'de' },
      },
      {
        method: 'POST',
        url: '/api/article',
        body: { articleNumber: ids.articleNumber, language: 'de' },
      },
    ],
    orders: [
      { method: 'GET', url: '/intern/basket' },
      { method: 'GET', url: '/account/orders/1' },
      { method: 'GET', url: `/account/order/${ids.orderNumber}` },
    ],
    'open-orders:read': [
      { method: 'POST', url: '/account/openOrders', body: { openOrdersParameter: {} } },
    ],
    'invoices:read': [
      { method: 'POST', url: '/account/invoices', body: { search: {} } },
      { method: 'GET', url: `/api/invoices/${ids.invoiceNumber}` },
      { method: 'GET', url: `/account/invoice/${ids.invoiceNumber}` },
    ],
    'account:read': [{ method: 'GET', url: '/intern/account' }],
  };
}
