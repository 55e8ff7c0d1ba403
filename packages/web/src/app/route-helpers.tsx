import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '#web/shared/session/require-login.tsx';

/** Account pages and the basket require login (docs/product/identity.md#auth-retailer). */
export function loginOnly(element: ReactNode): ReactNode {
  return <RequireLogin>{element}</RequireLogin>;
}

/**
 * Each page's code is its own chunk, fetched by the router when the page is first opened
 * (together with its loader), so the first page loads only the shell and itself
 * (docs/decisions/024-seo-urls-and-page-loading.md).
 */
export function lazyPage(load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}
