import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import {
  Outlet,
  createBrowserRouter,
  type DataStrategyFunction,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { ErrorDialogProvider } from '#web/shared/ui/error-dialog.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { ShellLayout } from '#web/app/shell/shell-layout.tsx';
import { useScrollMemory } from '#web/app/shell/use-scroll-memory.ts';
import { PageHead } from '#web/shared/seo/page-head.tsx';
import { RouteError } from '#web/app/route-error.tsx';
import { accountRoutes } from '#web/app/account-routes.tsx';
import { contentRoutes, vacancyRoutes, authRoutes } from './content-routes.tsx';
import { listingRoutes, articleAndBasketRoutes } from './catalog-routes.tsx';
import { lazyPage } from './route-helpers.tsx';
import { rootLoader, shellLoader, startLoader, type QueryClientOf } from './route-loaders.ts';

/**
 * The routes of the shop: pages sit under /:shop/:language; their groups are in
 * catalog-routes.tsx, content-routes.tsx and account-routes.tsx, their loaders in
 * route-loaders.ts.
 */
function pageRoutes(clientOf: QueryClientOf): RouteObject[] {
  return [
    {
      index: true,
      loader: startLoader(clientOf),
      ...lazyPage(async () => {
        const { StartPage } = await import('#web/features/catalog/start-page.tsx');
        return <StartPage />;
      }),
    },
    {
      path: paths.notFound.pattern,
      ...lazyPage(async () => {
        const { NotFoundPage } = await import('#web/shared/ui/not-found-page.tsx');
        return <NotFoundPage />;
      }),
    },
    ...contentRoutes(clientOf),
    ...vacancyRoutes(clientOf),
    ...authRoutes(),
    ...listingRoutes(clientOf),
    ...articleAndBasketRoutes(clientOf),
    ...accountRoutes(),
  ];
}

/** Every page: the shell with the head tags of its address (page-head.tsx). */
function Shell() {
  return (
    <>
      <PageHead />
      <ShellLayout />
    </>
  );
}

/** Every page, and the error dialog any of them may open (inside the router: it links). */
function Root() {
  const queryClient = useQueryClient();
  // a page returned to is scrolled back once its data has come again
  useScrollMemory(() => queryClient.isFetching() === 0);
  return (
    <ErrorDialogProvider>
      <Outlet />
    </ErrorDialogProvider>
  );
}

function FullPageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('loading')} />
    </div>
  );
}

/**
 * Runs the loaders of a navigation once the session of the first page is known (`restored`,
 * main.tsx); otherwise as React Router's own strategy does. The router is created before it is,
 * so the first page's route chunks download beside the texts and the session (decision 047);
 * the pages' loaders need the viewer, not the texts, so their data is asked for while the texts
 * still load (decision 053). The shell's loader waits for the texts itself.
 */
function afterBoot(restored: Promise<unknown>): DataStrategyFunction {
  return async ({ matches }) => {
    const toLoad = matches.filter((match) => match.shouldLoad);
    await restored;
    const results = await Promise.all(toLoad.map((match) => match.resolve()));
    return Object.fromEntries(toLoad.map((match, index) => [match.route.id, results[index]!]));
  };
}

/** The first page's start (main.tsx): the session restored, and texts and session both there. */
export interface Boot {
  restored: Promise<unknown>;
  booted: Promise<unknown>;
}

/**
 * The routes of every page, the same for the browser's router and the server's renderer
 * (entry-server.tsx, decision 126); the browser's loaders fill its one query cache, the server's
 * the cache of the page they load (`QueryClientOf`).
 */
export function appRoutes(queryClient: QueryClient | QueryClientOf, boot: Boot): RouteObject[] {
  const clientOf = typeof queryClient === 'function' ? queryClient : () => queryClient;
  return [
    {
      id: 'root',
      loader: rootLoader,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      Component: Root,
      HydrateFallback: FullPageSpinner,
      // in place of Root, so with an error dialog of its own
      errorElement: (
        <ErrorDialogProvider>
          <RouteError />
        </ErrorDialogProvider>
      ),
      children: [
        {
          path: '/:shop/:language',
          loader: shellLoader(clientOf, boot.booted),
          Component: Shell,
          children: [{ errorElement: <RouteError />, children: pageRoutes(clientOf) }],
        },
        // every other path: the root loader redirects it into /:shop/:language
        { path: '*', element: null },
      ],
    },
  ];
}

/**
 * The browser's router; over the server's markup (`hydrationData`) it starts with the loaders'
 * answers the server rendered with, so the first render is the server's page.
 */
export function createAppRouter(
  queryClient: QueryClient,
  boot: Boot,
  routes: RouteObject[] = appRoutes(queryClient, boot),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, {
    dataStrategy: afterBoot(boot.restored),
    ...(hydrationData === undefined ? {} : { hydrationData }),
  });
}
