import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { switchLanguage } from '#web/shared/i18n/i18n.ts';
import { parseListingPath } from '#web/shared/routing/listing-path.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { resolveLocation } from '#web/shared/routing/resolve-location.ts';
import { shellParamsOf } from '#web/shared/routing/use-shell-params.ts';
import { viewerKey } from '#web/shared/session/forget-user-queries.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';
import { isDesktopWidth } from '#web/shared/ui/wide-screen.ts';
import { archiveTarget } from '#web/features/catalog/listing/archive-route.ts';
import type { ListingRoute } from '#web/features/catalog/listing/listing-url.ts';

/** The loaders of the shop's routes: redirects, and the data a page asks for while it loads. */

/**
 * Applies the language and shop rules to every path (resolve-location.ts) and redirects with a
 * replace navigation; pages sit under /:shop/:language.
 */
export function rootLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const resolution = resolveLocation(url.pathname, readStored('language'));
  if (resolution.kind === 'redirect') throw replace(resolution.to + url.search);
  return null;
}

/**
 * Starts a page's data load without waiting for it. The query's module (with its contract and
 * zod) is imported here, not statically, so it is not part of the first page's JavaScript
 * (decision 030); a failed import is left to the page's own query, which asks again.
 */
function prefetchLater(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * The shell starts loading the menu and loads the texts of its language before it shows. On
 * the first page it waits for i18next to have started (`booted`, main.tsx); the menu needs only
 * the address's language, so a desktop asks for it beside the page's data, not after the texts
 * (decision 071).
 */
export function shellLoader(queryClient: QueryClient, booted: Promise<unknown>) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    const shell = shellParamsOf(params);
    if (shell === null) return null; // the root loader redirects this path
    writeStored('language', shell.language);
    // a phone shows the menu only in its drawer, which asks for it after the page's first paint
    // (mobile-menu.tsx, decision 073)
    if (isDesktopWidth()) {
      prefetchLater(async () => {
        const { menuQueryOptions } = await import('#web/shared/menu/get-menu.ts');
        await queryClient.prefetchQuery(menuQueryOptions(shell.language));
      });
    }
    await booted;
    await switchLanguage(shell.language);
    return null;
  };
}

export function startLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs): null => {
    const shell = shellParamsOf(params);
    const viewer = viewerKey(sessionStore.getState().user);
    if (shell === null) return null;
    prefetchLater(async () => {
      const { startPageQueryOptions } = await import('#web/features/catalog/api/get-start-page.ts');
      await queryClient.prefetchQuery(startPageQueryOptions(shell, viewer));
    });
    return null;
  };
}

/**
 * The article page's answer is asked for as soon as the session is known, beside the page's
 * code, instead of after the page has rendered; the picture (the page's LCP) waits for it
 * (decision 047). A first visit's page brought it with its HTML (decision 073).
 */
export function productLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs): null => {
    const shell = shellParamsOf(params);
    const articleNumber = params.articleNumber;
    if (shell === null || articleNumber === undefined) return null;
    const viewer = viewerKey(sessionStore.getState().user);
    prefetchLater(async () => {
      const { articleQueryOptions, takeBootArticle } =
        await import('#web/features/product/api/get-article.ts');
      takeBootArticle(queryClient, articleNumber, shell.language);
      await queryClient.prefetchQuery(articleQueryOptions(articleNumber, shell.language, viewer));
    });
    return null;
  };
}

/** A route that opens an entry dialog over the start page (/register, /forgot-password). */
export function openDialog(open: () => void) {
  return ({ params }: LoaderFunctionArgs): null => {
    const shell = shellParamsOf(params);
    open();
    if (shell !== null) throw replace(paths.start.href(shell));
    return null;
  };
}

/** A loader that sends this route elsewhere in the same shop and language. */
export function redirectTo(target: (shell: ShellParams) => string) {
  return ({ params }: LoaderFunctionArgs): null => {
    const shell = shellParamsOf(params);
    if (shell !== null) throw replace(target(shell));
    return null;
  };
}

/**
 * A listing page's search is asked for as soon as the session is known, beside the page's
 * code, as the article page's answer is (decision 053). On the typed route any other listing
 * type is rejected as invalid (docs/product/catalog.md#cat-route-types) and shows notFound.
 */
export function listingLoader(queryClient: QueryClient, route: ListingRoute) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    const shell = shellParamsOf(params);
    if (shell === null) return null;
    if (route === 'typed' && parseListingPath(params.type ?? '', params['*'] ?? '') === null) {
      throw replace(paths.notFound.href(shell));
    }
    const viewer = viewerKey(sessionStore.getState().user);
    const page = { route, params, url: new URL(request.url), language: shell.language };
    prefetchLater(async () => {
      const { prefetchListing } = await import('#web/features/catalog/listing/use-listing.ts');
      await prefetchListing(queryClient, page, viewer);
    });
    return null;
  };
}

/** /archive/{archive}: the product archive of that time period (decision 011). */
export function archiveLoader({ params }: LoaderFunctionArgs): null {
  const shell = shellParamsOf(params);
  if (shell !== null) throw replace(archiveTarget(shell, params.archive ?? ''));
  return null;
}
