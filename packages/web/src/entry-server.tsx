import {
  dehydrate,
  QueryClientProvider,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type LoaderFunctionArgs,
  type StaticHandlerContext,
} from 'react-router';
import type { Translations } from '@shop/domain/api/shell.ts';
import { LANGUAGE_COOKIE } from '@shop/domain/language-cookie.ts';
import { escapeHtml, escapeJsonForHtml } from '@shop/domain/rules/escape-html.ts';
import { isLanguage, isShopCode, textLanguages, type Language } from '@shop/domain/shops.ts';
import { createQueryClient } from '#web/shared/api/query-client.ts';
import { setServerCalls } from '#web/shared/api/client.ts';
import { TEXT_OPTIONS } from '#web/shared/i18n/i18n.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { pageHeadLinks } from '#web/shared/seo/page-head.tsx';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderedServerHead, setServerPage } from '#web/shared/ssr/render-mode.ts';
import { SERVER_DATA_ID, type ServerData } from '#web/shared/ssr/server-data.ts';
import { appRoutes } from '#web/app/router.tsx';

/**
 * The server's renderer of the shop's pages (decision 126): the routes, loaders and components
 * of the browser's client, rendered by Preact's renderToString into the first answer of a page,
 * with the query cache and the loaders' answers the browser hydrates from.
 */

/** What the renderer asks the shop for. */
export interface ServerCalls {
  /** a call of the page's data into the shop's own app (the API client's fetch) */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  /** the texts of one language, as GET /loca/getLanguage answers them */
  translations: (language: Language) => Promise<Translations>;
  /** the version the shop's answers carry (x-shop-version) */
  shopVersion: string;
}

export interface PageRequest {
  /** the path and query of the page */
  url: string;
  /** the shop's origin, for canonical links */
  origin: string;
  /** the consent cookie came with the request */
  consentDecided: boolean;
  /** the request's language cookie, valid or null: an unknown language in the address goes to it */
  storedLanguage: Language | null;
}

export type RenderedPage =
  | { kind: 'redirect'; location: string }
  /** a page the browser renders itself, with the note that it needs JavaScript */
  | { kind: 'browser'; language: Language; note: string }
  | {
      kind: 'page';
      status: number;
      language: Language;
      /** the page's head elements: title, description, canonical and alternates */
      head: string;
      /** the markup inside the client's root element */
      root: string;
      /** what the browser hydrates from (a script element for the body's end), or '' */
      data: string;
    };

/**
 * Pages that render in the browser only (decision 126): a customer's pages and the basket, and
 * the addresses that act when opened (an entry dialog, a signed link, a payment's return, the
 * analytics opt-out, which says it opted out only once its cookie is set).
 */
const BROWSER_PAGES = new Set([
  'account',
  'basket',
  'register',
  'forgot-password',
  'loginPortal',
  'password-recovery',
  'newsletter-unsubscribe',
  'newsletter-email-validation',
  'payment',
  'analytics-optout',
]);

/** Rounds of rendering and loading the queries a render asked for; then it renders as it is. */
const LOAD_ROUNDS = 4;

/** The server has no session: every page is a visitor's (decision 127). */
const NO_BOOT = { restored: Promise.resolve(), booted: Promise.resolve() };

/** What a page's loaders get as their context: the page's own query cache. */
interface PageContext {
  queryClient: QueryClient;
}

/** The loaders of the routes built once fill the cache of the page they load. */
function pageQueryClient({ context }: LoaderFunctionArgs): QueryClient {
  return (context as PageContext).queryClient;
}

function textsLoader(calls: ServerCalls): (language: Language) => Promise<I18n> {
  const instances = new Map<Language, Promise<I18n>>();
  async function create(language: Language): Promise<I18n> {
    const languages = textLanguages(language);
    const texts = await Promise.all(languages.map(calls.translations));
    const instance = i18next.createInstance();
    await instance.init({
      ...TEXT_OPTIONS,
      lng: language,
      initAsync: false,
      resources: Object.fromEntries(languages.map((code, i) => [code, texts[i]!.resources])),
    });
    return instance;
  }
  return (language) => {
    let instance = instances.get(language);
    if (instance === undefined) {
      instance = create(language);
      instance.catch(() => instances.delete(language));
      instances.set(language, instance);
    }
    return instance;
  };
}

/** A query a render asked for that has neither an answer nor a failure yet, and may load. */
function waiting(query: Query): boolean {
  if (query.state.status !== 'pending') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function renderTree(
  queryClient: QueryClient,
  i18n: I18n,
  context: StaticHandlerContext,
  router: ReturnType<typeof createStaticRouter>,
): string {
  const tree = (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </QueryClientProvider>
  );
  // the JSX is Preact's (the compat aliases of vite.config.ts); its types are React's
  return renderToString(tree as unknown as VNode);
}

/**
 * Renders until every query the page asked for has answered: a component's query starts in the
 * render before (the cache holds it), loads, and the next render shows its answer.
 */
async function renderLoaded(
  queryClient: QueryClient,
  render: () => string,
): Promise<{ html: string; notFound: boolean }> {
  let html = render();
  for (let round = 1; round < LOAD_ROUNDS; round++) {
    const queries = queryClient.getQueryCache().getAll().filter(waiting);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  const notFound = queryClient
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        query.meta?.notFoundPage !== false &&
        (query.state.error as { status?: unknown } | null)?.status === 404,
    );
  return { html, notFound };
}

function headOf(request: PageRequest, url: URL, language: Language, shop: string): string {
  const written = renderedServerHead();
  const title = written === null ? '' : `<title>${escapeHtml(written.title)}</title>`;
  const description =
    written === null
      ? ''
      : `<meta name="description" content="${escapeHtml(written.description)}">`;
  const links = isShopCode(shop)
    ? pageHeadLinks(shop, language, url.pathname, request.origin)
        .map(
          (link) =>
            `<link rel="${link.rel}"${link.hreflang === undefined ? '' : ` hreflang="${escapeHtml(link.hreflang)}"`} href="${escapeHtml(link.href)}" data-page-head>`,
        )
        .join('')
    : '';
  return title + description + links;
}

/** The page the browser renders itself: the note that it needs JavaScript, in its language. */
function browserPage(i18n: I18n, language: Language): RenderedPage {
  const note = escapeHtml(i18n.t('shell:needsJavaScript'));
  return {
    kind: 'browser',
    language,
    note: `<noscript><p class="p-8 text-center text-lg">${note}</p></noscript>`,
  };
}

export function createPageRenderer(
  calls: ServerCalls,
): (request: PageRequest) => Promise<RenderedPage> {
  setServerCalls(calls.fetch, calls.shopVersion);
  sessionStore.markRestored();
  const textsOf = textsLoader(calls);
  // once per process: the routes are flattened and ranked, and their modules loaded, once
  const { query, dataRoutes } = createStaticHandler(appRoutes(pageQueryClient, NO_BOOT));

  async function render(request: PageRequest, status: number | null): Promise<RenderedPage> {
    const url = new URL(request.url, request.origin);
    const [, shop = '', language = '', page = ''] = url.pathname.split('/');
    const queryClient = createQueryClient();
    // a failed call shows its error state at once; the browser asks again
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    if (isLanguage(language) && BROWSER_PAGES.has(page)) {
      return browserPage(await textsOf(language), language);
    }
    const cookie =
      request.storedLanguage === null ? '' : `${LANGUAGE_COOKIE}=${request.storedLanguage}`;
    const requestContext: PageContext = { queryClient };
    const context = await query(new Request(url, { headers: { cookie } }), { requestContext });
    if (context instanceof Response) {
      const location = context.headers.get('location') ?? '/';
      // the notFound page is answered where it was asked for, with its status
      if (
        isLanguage(language) &&
        isShopCode(shop) &&
        location === paths.notFound.href({ shop, language })
      ) {
        return render({ ...request, url: location }, 404);
      }
      return { kind: 'redirect', location };
    }
    if (!isLanguage(language)) return { kind: 'redirect', location: '/' };
    const i18n = await textsOf(language);
    const router = createStaticRouter(dataRoutes, context);
    const renderedAt = Date.now();
    const draw = () => {
      setServerPage({ ...request, renderedAt });
      return renderTree(queryClient, i18n, context, router);
    };
    const { html, notFound } = await renderLoaded(queryClient, draw);
    if (notFound && status === null) {
      return render(
        {
          ...request,
          url: paths.notFound.href({ shop: isShopCode(shop) ? shop : 'de', language }),
        },
        404,
      );
    }
    const head = headOf(request, url, language, shop);
    const data: ServerData = {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      renderedAt,
      location: url.pathname,
    };
    const pageStatus = status ?? (page === 'notFound' ? 404 : context.statusCode);
    return {
      kind: 'page',
      status: pageStatus,
      language,
      head,
      root: html,
      // a route's error is shown as the server rendered it, and rendered anew by the browser
      data:
        context.errors === null
          ? `<script type="application/json" id="${SERVER_DATA_ID}">${escapeJsonForHtml(data)}</script>`
          : '',
    };
  }

  return (request) => render(request, null);
}
