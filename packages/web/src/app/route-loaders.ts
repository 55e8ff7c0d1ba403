import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import type { Language } from '@shop/domain/shops.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { switchLanguage } from '#web/shared/i18n/i18n.ts';
import { rememberLanguage, rememberedLanguage } from '#web/shared/i18n/language-choice.ts';
import { parseListingPath, sentSearchTerm } from '#web/shared/routing/listing-path.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { resolveLocation } from '#web/shared/routing/resolve-location.ts';
import { shellParamsOf } from '#web/shared/routing/use-shell-params.ts';
import { viewerKey } from '#web/shared/session/forget-user-queries.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { isDesktopWidth } from '#web/shared/ui/wide-screen.ts';
import { onServer } from '#web/shared/ssr/render-mode.ts';
import { faqQueryOptions } from '#web/features/content/api/faq-query.ts';
import { headerLinksQueryOptions } from '#web/features/content/api/header-links-query.ts';
import { archiveTarget } from '#web/features/catalog/listing/archive-route.ts';
import type { ListingRoute } from '#web/features/catalog/listing/listing-url.ts';

/** The loaders of the shop's routes: redirects, and the data a page asks for while it loads. */

/**
 * The query cache a loader fills, by the loader's call: the browser's one cache; on the server
 * each page's own, handed in as the request's context (entry-server.tsx), so the server builds
 * its routes once, not for every page.
 */
export type QueryClientOf = (args: LoaderFunctionArgs) => QueryClient;

/**
 * Applies the language and shop rules to every path (resolve-location.ts) and redirects with a
 * replace navigation; pages sit under /:shop/:language.
 */
export function rootLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const resolution = resolveLocation(url.pathname, rememberedLanguage(request));
  if (resolution.kind === 'redirect') throw replace(resolution.to + url.search);
  return null;
}

/**
 * Starts a page's data load; the browser does not wait for it, the server renders once it is
 * there (decision 126). The query's module (with its contract and zod) is imported here, not
 * statically, so it is not part of the first page's JavaScript (decision 030); a failed import
 * is left to the page's own query, which asks again.
 */
export function prefetchLater(load: () => Promise<unknown>): null | Promise<null> {
  const loading = load().then(
    () => null,
    () => null,
  );
  return onServer ? loading : null;
}

async function prefetchMenu(queryClient: QueryClient, language: Language): Promise<void> {
  const { menuQueryOptions } = await import('#web/shared/menu/get-menu.ts');
  await queryClient.prefetchQuery(menuQueryOptions(language));
}

/**
 * The shell starts loading the menu and loads the texts of its language before it shows. On
 * the first page it waits for i18next to have started (`booted`, main.tsx); the menu needs only
 * the address's language, so a desktop asks for it beside the page's data, not after the texts
 * (decision 071).
 */
export function shellLoader(clientOf: QueryClientOf, booted: Promise<unknown>) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const queryClient = clientOf(args);
    const shell = shellParamsOf(args.params);
    if (shell === null) return null; // the root loader redirects this path
    // the server's renderer brings the texts of the page's language itself (entry-server.tsx);
    // the footer's FAQ question, the header's menu links (decision 151) and its vacancies
    // entry come with the loaders, not in a render of their own
    if (onServer) {
      return prefetchLater(() =>
        Promise.all([
          queryClient.prefetchQuery(faqQueryOptions(shell.language)),
          queryClient.prefetchQuery(headerLinksQueryOptions()),
          prefetchMenu(queryClient, shell.language),
        ]),
      );
    }
    rememberLanguage(shell.language);
    // a phone shows the menu only in its drawer, which asks for it after the page's first paint
    // (mobile-menu.tsx, decision 073)
    if (isDesktopWidth()) prefetchLater(() => prefetchMenu(queryClient, shell.language));
    await booted;
    await switchLanguage(shell.language);
    return null;
  };
}

async function prefetchStartParts(queryClient: QueryClient): Promise<void> {
  const [{ bannerQueryOptions, START_BANNER_INDEX }, { sliderPartnersQueryOptions }] =
    await Promise.all([
      import('#web/features/catalog/api/get-banner.ts'),
      import('#web/shared/partners/get-slider-partners.ts'),
    ]);
  await Promise.all([
    queryClient.prefetchQuery(bannerQueryOptions(START_BANNER_INDEX)),
    queryClient.prefetchQuery(sliderPartnersQueryOptions),
  ]);
}

export function startLoader(clientOf: QueryClientOf) {
  return (args: LoaderFunctionArgs): null | Promise<null> => {
    const queryClient = clientOf(args);
    const shell = shellParamsOf(args.params);
    const viewer = viewerKey(sessionStore.getState().user);
    if (shell === null) return null;
    return prefetchLater(async () => {
      const { startPageQueryOptions } = await import('#web/features/catalog/api/get-start-page.ts');
      await Promise.all([
        queryClient.prefetchQuery(startPageQueryOptions(shell, viewer)),
        // the banner and the partners' slider, which the browser asks for as they render: the
        // server renders the page once, with them (decision 126)
        onServer && prefetchStartParts(queryClient),
      ]);
    });
  };
}

/**
 * The article page's answer is asked for as soon as the session is known, beside the page's
 * code, instead of after the page has rendered; the picture (the page's LCP) waits for it
 * (decision 047); the server renders the page with it (decision 126).
 */
export function productLoader(clientOf: QueryClientOf) {
  return (args: LoaderFunctionArgs): null | Promise<null> => {
    const { params } = args;
    const queryClient = clientOf(args);
    const shell = shellParamsOf(params);
    const articleNumber = params.articleNumber;
    if (shell === null || articleNumber === undefined) return null;
    const viewer = viewerKey(sessionStore.getState().user);
    let failed = false;
    const loading = prefetchLater(async () => {
      const { articleQueryOptions } = await import('#web/features/product/api/get-article.ts');
      const options = articleQueryOptions(articleNumber, shell.language, viewer);
      await queryClient.prefetchQuery(options);
      const error = queryClient.getQueryState(options.queryKey)?.error;
      failed = error != null && !(isApiError(error) && error.code === 'NETWORK_ERROR');
    });
    // the page sends an article that cannot be loaded to the search for its number
    // (product-page.tsx); the server answers with that redirect, having no effects to run
    return (
      loading?.then(() => {
        if (failed) throw replace(paths.search.href(shell, articleNumber));
        return null;
      }) ?? null
    );
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
export function listingLoader(clientOf: QueryClientOf, route: ListingRoute) {
  return (args: LoaderFunctionArgs): null | Promise<null> => {
    const { params, request } = args;
    const queryClient = clientOf(args);
    const shell = shellParamsOf(params);
    if (shell === null) return null;
    if (route === 'typed' && parseListingPath(params.type ?? '', params['*'] ?? '') === null) {
      throw replace(paths.notFound.href(shell));
    }
    const url = new URL(request.url);
    const sent = route === 'search' ? sentSearchTerm(params['*'] ?? '', url.searchParams) : null;
    if (sent !== null) throw replace(paths.search.href(shell, sent));
    const viewer = viewerKey(sessionStore.getState().user);
    const page = { route, params, url, language: shell.language };
    return prefetchLater(async () => {
      const { prefetchListing } = await import('#web/features/catalog/listing/use-listing.ts');
      await prefetchListing(queryClient, page, viewer);
    });
  };
}

/** /archive/{archive}: the product archive of that time period (decision 011). */
export function archiveLoader({ params }: LoaderFunctionArgs): null {
  const shell = shellParamsOf(params);
  if (shell !== null) throw replace(archiveTarget(shell, params.archive ?? ''));
  return null;
}
