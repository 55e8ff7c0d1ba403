import { cleanup, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@shop/messages/en.json';
import { paths } from '#web/shared/routing/paths.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { never } from '#web/shared/testing/api-stub.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { appRoutes } from './router.tsx';

/**
 * Every page the router knows has a meta description of its own
 * (docs/product/shell.md#shell-meta-description): each page route of the route list is
 * rendered, signed in, its data still loading, and the description it writes into the head is
 * not the shop's generic one.
 */

/**
 * Pages left out, each for its reason: their description is made of the data they load, which
 * never comes here (their own tests check it: product-page.test.tsx, listing-pager.test.tsx), or
 * they act at once and leave (the portal's login, the logout).
 */
const DESCRIBED_BY_THEIR_DATA = [
  paths.product.pattern,
  paths.hotDeals.pattern,
  paths.closeOut.pattern,
  paths.preOrder.pattern,
  paths.search.pattern,
  paths.alternative.pattern,
  paths.show.pattern,
  paths.newsletterArticles.pattern,
  paths.listing.pattern,
];
const PASSING = [paths.portalLogin.pattern, paths.accountLogout.pattern];
const LEFT_OUT = new Set([...DESCRIBED_BY_THEIR_DATA, ...PASSING]);

interface PageRoute {
  path: string;
  index: boolean;
  lazy: () => Promise<{ element?: ReactNode }>;
}

/**
 * The routes that render a page: those with a chunk of their own and an address. A layout (a
 * chunk without an address) is walked into; a page's own children (the invoice dialog over the
 * invoices) are part of it; a route with a loader only redirects.
 */
function pageRoutes(routes: RouteObject[]): PageRoute[] {
  return routes.flatMap((route): PageRoute[] => {
    const { lazy } = route;
    const addressed = route.index === true || route.path !== undefined;
    if (typeof lazy === 'function' && addressed) {
      const load = lazy as unknown as PageRoute['lazy'];
      return [{ path: route.path ?? '', index: route.index === true, lazy: load }];
    }
    return pageRoutes(route.children ?? []);
  });
}

/** The pages under /:shop/:language, as the browser's router has them. */
function shopPages(): PageRoute[] {
  const routes = appRoutes(new QueryClient(), {
    restored: Promise.resolve(),
    booted: Promise.resolve(),
  });
  const shell = routes[0]?.children?.find((route) => route.path === '/:shop/:language');
  return pageRoutes(shell?.children ?? []);
}

/** An address of the pattern: each parameter and the splat filled in. */
function addressOf(pattern: string): string {
  const path = pattern
    .split('/')
    .map((segment) => (segment === '*' ? 'any' : segment.replace(/^:\w+\??$/, 'x1')))
    .join('/');
  return path === '' ? '/de/en' : `/de/en/${path}`;
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const generic = en.common['meta.generic'].replace('{{brand}}', en.common['brand.name']);

const pages = shopPages();

beforeAll(() => {
  vi.stubGlobal('fetch', vi.fn(never));
  signInAsDemo();
});

afterEach(() => {
  cleanup();
  document.title = '';
  document.head.querySelector('meta[name="description"]')?.remove();
});

afterAll(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

describe('the meta description of every page', () => {
  it('is found on every route, the left-out ones among them', () => {
    expect(pages.length).toBeGreaterThan(40);
    const patterns = new Set(pages.map((page) => page.path));
    for (const pattern of LEFT_OUT) expect(patterns, pattern).toContain(pattern);
  });

  it.each(pages.filter((page) => !LEFT_OUT.has(page.path)).map((page) => [page.path, page]))(
    'is the page’s own on /%s',
    async (_, page) => {
      const { element } = await page.lazy();
      renderRoute(addressOf(page.path), [
        page.index ? { index: true, element } : { path: page.path, element },
        // where a page that leaves at once goes (the export of the open orders)
        { path: '*', element: null },
      ]);
      await waitFor(() => expect(document.title).not.toBe(''));
      expect(description()).toBeTruthy();
      expect(description()).not.toBe(generic);
    },
  );
});
