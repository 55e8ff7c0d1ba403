import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import {
  Outlet,
  createBrowserRouter,
  replace,
  type DataStrategyFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { ContentPageName } from '@shop/domain/api/content.ts';
import { switchLanguage } from '#web/shared/i18n/i18n.ts';
import { parseListingPath } from '#web/shared/routing/listing-path.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { resolveLocation } from '#web/shared/routing/resolve-location.ts';
import { shellParamsOf } from '#web/shared/routing/use-shell-params.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { viewerKey } from '#web/shared/session/forget-user-queries.ts';
import { RequireLogin } from '#web/shared/session/require-login.tsx';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';
import { config } from '#web/shared/config.ts';
import { ErrorDialogProvider } from '#web/shared/ui/error-dialog.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { isDesktopWidth } from '#web/shared/ui/wide-screen.ts';
import { archiveTarget } from '#web/features/catalog/listing/archive-route.ts';
import type { ListingRoute } from '#web/features/catalog/listing/listing-url.ts';
import type { NewsletterLinkUse } from '#web/features/newsletter/api/post-newsletter-link.ts';
import { ShellLayout } from '#web/app/shell/shell-layout.tsx';
import { useScrollMemory } from '#web/app/shell/use-scroll-memory.ts';
import { PageHead, type PageHeadHandle } from '#web/shared/seo/page-head.tsx';
import { RouteError } from '#web/app/route-error.tsx';
import { accountRoutes } from '#web/app/account-routes.tsx';

/**
 * The routes of the shop. The root loader applies the language and shop rules to every path
 * (resolve-location.ts) and redirects with a replace navigation; pages sit under
 * /:shop/:language.
 */
function rootLoader({ request }: LoaderFunctionArgs): null {
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
function shellLoader(queryClient: QueryClient, booted: Promise<unknown>) {
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

function startLoader(queryClient: QueryClient) {
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
function productLoader(queryClient: QueryClient) {
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
function openDialog(open: () => void) {
  return ({ params }: LoaderFunctionArgs): null => {
    const shell = shellParamsOf(params);
    open();
    if (shell !== null) throw replace(paths.start.href(shell));
    return null;
  };
}

/** Account pages and the basket require login (docs/product/identity.md#auth-retailer). */
function loginOnly(element: ReactNode): ReactNode {
  return <RequireLogin>{element}</RequireLogin>;
}

/** A loader that sends this route elsewhere in the same shop and language. */
function redirectTo(target: (shell: ShellParams) => string) {
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
function listingLoader(queryClient: QueryClient, route: ListingRoute) {
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
function archiveLoader({ params }: LoaderFunctionArgs): null {
  const shell = shellParamsOf(params);
  if (shell !== null) throw replace(archiveTarget(shell, params.archive ?? ''));
  return null;
}

/**
 * Each page's code is its own chunk, fetched by the router when the page is first opened
 * (together with its loader), so the first page loads only the shell and itself
 * (docs/decisions/024-seo-urls-and-page-loading.md).
 */
function lazyPage(load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}

const lazyListing = (queryClient: QueryClient, route: ListingRoute) => ({
  loader: listingLoader(queryClient, route),
  ...lazyPage(async () => {
    const { ListingPage } = await import('#web/features/catalog/listing/listing-page.tsx');
    return <ListingPage route={route} />;
  }),
});

/** A legal or information page answered by GET /api/content/{page}/{language} (decision 048). */
function contentPage(path: string, page: ContentPageName): RouteObject {
  return {
    path,
    ...lazyPage(async () => {
      const { ContentPage } = await import('#web/features/content/content-page.tsx');
      return <ContentPage page={page} />;
    }),
  };
}

/** The pages the newsletter mails link to (docs/decisions/051-newsletters.md). */
function newsletterLink(path: string, use: NewsletterLinkUse): RouteObject {
  return {
    path,
    ...lazyPage(async () => {
      const { NewsletterLinkPage } =
        await import('#web/features/newsletter/newsletter-link-page.tsx');
      return <NewsletterLinkPage use={use} />;
    }),
  };
}

/**
 * Content routes (docs/product/content.md#content-routes; competition:
 * docs/product/content.md#content-competition).
 */
function contentRoutes(): RouteObject[] {
  return [
    {
      path: paths.partner.pattern,
      ...lazyPage(async () => {
        const { PartnersPage } = await import('#web/features/content/partners-page.tsx');
        return <PartnersPage />;
      }),
    },
    {
      path: paths.contact.pattern,
      ...lazyPage(async () => {
        const { ContactPage } = await import('#web/features/content/contact-page.tsx');
        return <ContactPage page="contact" />;
      }),
    },
    {
      path: paths.storeSupport.pattern,
      ...lazyPage(async () => {
        const { ContactPage } = await import('#web/features/content/contact-page.tsx');
        return loginOnly(<ContactPage page="storesupport" />);
      }),
    },
    { path: paths.shipping.pattern, loader: redirectTo(paths.accountShipping.href) },
    { path: paths.shippingNew.pattern, loader: redirectTo(paths.accountShipping.href) },
    contentPage(paths.imprint.pattern, 'impressum'),
    contentPage(paths.copyright.pattern, 'copyright'),
    contentPage(paths.terms.pattern, 'agb'),
    contentPage(paths.termsAlias.pattern, 'agbs'),
    contentPage(paths.privacy.pattern, 'privacy-policy'),
    contentPage(paths.freightSurcharge.pattern, 'freight-surcharge'),
    newsletterLink(paths.newsletterUnsubscribe.pattern, 'unsubscribe'),
    newsletterLink(paths.newsletterValidation.pattern, 'validate'),
    {
      path: paths.analyticsOptOut.pattern,
      ...lazyPage(async () => {
        const { AnalyticsOptOutPage } =
          await import('#web/features/content/analytics-opt-out-page.tsx');
        return <AnalyticsOptOutPage />;
      }),
    },
    {
      path: paths.faq.pattern,
      ...lazyPage(async () => {
        const { FaqPage } = await import('#web/features/content/faq-page.tsx');
        return <FaqPage />;
      }),
    },
    {
      path: paths.poll.pattern,
      ...lazyPage(async () => {
        const { PollPage } = await import('#web/features/content/poll-page.tsx');
        return <PollPage />;
      }),
    },
    contentPage(paths.payment.pattern, 'payment'),
    { path: paths.explore.pattern, loader: () => replace(config.externalLinks.explore) },
    { path: paths.register.pattern, loader: openDialog(authDialogs.openRegistration) },
    {
      path: paths.oldShop.pattern,
      ...lazyPage(async () => {
        const { OldShopPage } = await import('#web/features/content/old-shop-page.tsx');
        return <OldShopPage />;
      }),
    },
    contentPage(paths.competition.pattern, 'competition'),
  ];
}

/**
 * The vacancies overview and one vacancy (docs/product/content.md#content-vacancies; decision 057).
 */
function vacancyRoutes(): RouteObject[] {
  return [
    {
      path: paths.vacancies.pattern,
      ...lazyPage(async () => {
        const { VacanciesPage } = await import('#web/features/content/vacancies-page.tsx');
        return <VacanciesPage />;
      }),
    },
    {
      path: paths.vacancy.pattern,
      ...lazyPage(async () => {
        const { VacancyPage } = await import('#web/features/content/vacancy-page.tsx');
        return <VacancyPage />;
      }),
    },
  ];
}

/** Auth routes: portal login, forgot password, password recovery. */
function authRoutes(): RouteObject[] {
  return [
    {
      path: paths.portalLogin.pattern,
      ...lazyPage(async () => {
        const { PortalLoginPage } = await import('#web/features/auth/portal-login-page.tsx');
        return <PortalLoginPage />;
      }),
    },
    { path: paths.forgotPassword.pattern, loader: openDialog(authDialogs.openForgotPassword) },
    {
      path: paths.passwordRecovery.pattern,
      ...lazyPage(async () => {
        const { PasswordRecoveryPage } =
          await import('#web/features/auth/password-recovery-page.tsx');
        return <PasswordRecoveryPage />;
      }),
    },
  ];
}

/** Listing routes. */
function listingRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.overview.pattern,
      ...lazyPage(async () => {
        const { OverviewPage } = await import('#web/features/catalog/overview/overview-page.tsx');
        return <OverviewPage />;
      }),
    },
    { path: paths.hotDeals.pattern, ...lazyListing(queryClient, 'hotDeals') },
    { path: paths.closeOut.pattern, ...lazyListing(queryClient, 'closeOut') },
    { path: paths.preOrder.pattern, ...lazyListing(queryClient, 'preOrder') },
    { path: paths.search.pattern, ...lazyListing(queryClient, 'search') },
    { path: paths.alternative.pattern, ...lazyListing(queryClient, 'alternative') },
    { path: paths.show.pattern, ...lazyListing(queryClient, 'show') },
    { path: paths.newsletterArticles.pattern, ...lazyListing(queryClient, 'newsletter') },
    { path: paths.archive.pattern, loader: archiveLoader },
    // also the catch-all: an unknown page name is an invalid listing type → notFound
    { path: paths.listing.pattern, ...lazyListing(queryClient, 'typed') },
  ];
}

/** Article and basket pages. */
function articleAndBasketRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.product.pattern,
      loader: productLoader(queryClient),
      handle: { ownDescription: true } satisfies PageHeadHandle,
      ...lazyPage(async () => {
        const { ProductPage, ProductHead } = await import('#web/features/product/product-page.tsx');
        return (
          <>
            <ProductHead />
            <ProductPage />
          </>
        );
      }),
    },
    {
      path: paths.basket.pattern,
      ...lazyPage(async () => {
        const { BasketPage } = await import('#web/features/basket/basket-page.tsx');
        // The basket's skeleton is taller than a screen and an empty basket is short: without a
        // screen's height of its own, the footer (pinned to the bottom of a short page) jumped
        // into view when an empty basket arrived, a layout shift of 0.079 (decision 030).
        return <div className="min-h-dvh">{loginOnly(<BasketPage />)}</div>;
      }),
    },
  ];
}

function pageRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      loader: startLoader(queryClient),
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
    ...contentRoutes(),
    ...vacancyRoutes(),
    ...authRoutes(),
    ...listingRoutes(queryClient),
    ...articleAndBasketRoutes(queryClient),
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

export function createAppRouter(queryClient: QueryClient, boot: Boot) {
  return createBrowserRouter(
    [
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
            loader: shellLoader(queryClient, boot.booted),
            Component: Shell,
            children: [{ errorElement: <RouteError />, children: pageRoutes(queryClient) }],
          },
          // every other path: the root loader redirects it into /:shop/:language
          { path: '*', element: null },
        ],
      },
    ],
    { dataStrategy: afterBoot(boot.restored) },
  );
}
