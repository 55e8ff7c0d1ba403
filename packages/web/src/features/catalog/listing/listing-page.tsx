import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ArticleSearchResponse } from '@shop/domain/api/search.ts';
import {
  DEFAULT_PAGE_LIMIT_INDEX,
  PAGE_SIZES,
  isPageLimitIndex,
  pageCount,
  pageOffset,
  type PageLimitIndex,
} from '@shop/domain/rules/paging.ts';
import {
  SEARCH_FILTERS,
  emptySearchParams,
  encodeSearchParams,
  hasSearchCriteria,
  type SearchParams,
} from '@shop/domain/rules/search-url.ts';
import { sortOptions, type SortId } from '@shop/domain/rules/sort-ids.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { viewerKey } from '#web/shared/session/forget-user-queries.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CloseIcon } from '#web/shared/ui/icons.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { NotFoundPage } from '#web/shared/ui/not-found-page.tsx';
import {
  articleSearchQueryOptions,
  useArticleSearch,
} from '#web/features/catalog/listing/api/search-articles.ts';
import { ActiveFilters } from '#web/features/catalog/listing/active-filters.tsx';
import { NoResults } from '#web/features/catalog/listing/no-results.tsx';
import { CsvExportButton } from '#web/features/catalog/export/csv-export-button.tsx';
import { NotFoundDialog } from '#web/features/catalog/listing/not-found-dialog.tsx';
import {
  ArticleList,
  ListSkeleton,
  ListingControls,
  Paging,
} from '#web/features/catalog/listing/listing-results.tsx';
import { ListingSidebar } from '#web/features/catalog/listing/listing-sidebar.tsx';
import {
  pageQueryString,
  readPageQuery,
  selectionHref,
  selectionOfRoute,
  withSort,
  withoutDisabledFilters,
  type ListingRoute,
  type ListingSelection,
  type ListingView,
} from '#web/features/catalog/listing/listing-url.ts';

/**
 * The search-result screen (spec 2 sections 2 and 4, spec 3 sections 2 and 5) for the routes
 * /search/*term, /show/{searchParams}[/*term], /{type}/*value, /hotDeals, /closeOut and
 * /preOrder. The URL is the state: the route names the selection (listing-url.ts), `page` and
 * `type` the page and view; every change navigates, so back restores the previous selection.
 */
export function ListingPage({ route }: { route: ListingRoute }) {
  const { type = '', '*': splat = '', nlId = '', article = '' } = useParams();
  const [query] = useSearchParams();
  const shell = useShellParams();
  const restricted = readPageQuery(query).restrictedParams ?? '';
  const selection =
    route === 'newsletter'
      ? selectionOfRoute(route, '', article, restricted)
      : selectionOfRoute(route, type, splat, restricted);
  if (selection === null) return <NotFoundPage />;
  // a restricted list keeps its own path when its selection changes
  const restrictedPath =
    route === 'alternative'
      ? paths.alternative.href(shell, selection.alternative)
      : route === 'newsletter'
        ? paths.newsletterArticles.href(shell, nlId, selection.alternative.join(';'))
        : null;
  return <ListingScreen route={route} selection={selection} restrictedPath={restrictedPath} />;
}

/** The remembered page size; only the indexes 0 to 3 are accepted (spec 3 section 4). */
function readLimitIndex(): PageLimitIndex {
  const stored = readStored('pageLimit');
  const index = stored === null || stored.trim() === '' ? Number.NaN : Number(stored);
  return isPageLimitIndex(index) ? index : DEFAULT_PAGE_LIMIT_INDEX;
}

/** The view the URL names; without one, the remembered view (spec 2 section 3). */
function viewOf(query: URLSearchParams): ListingView {
  const named = query.get('type');
  if (named === 'gallery' || named === 'list') return named;
  return readStored('listingView') === 'gallery' ? 'gallery' : 'list';
}

/** Set on navigations made by a change of the selection, for the not-found dialog. */
interface ChangeState {
  changedSelection?: boolean;
}

function ListingScreen({
  route,
  selection,
  restrictedPath,
}: {
  route: ListingRoute;
  selection: ListingSelection;
  restrictedPath: string | null;
}) {
  const { t } = useTranslation('catalog');
  const shell = useShellParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [query] = useSearchParams();
  const { page, restrictedParams } = readPageQuery(query);
  const view = viewOf(query);
  const { isAuthenticated, user } = useSession();
  const [limitIndex, setLimitIndex] = useState(readLimitIndex);
  const [filterOpen, setFilterOpen] = useState(false);
  const limit = PAGE_SIZES[limitIndex];
  const { params, search, alternative } = selection;

  const baseRequest = {
    searchParams: encodeSearchParams(params),
    ...(search === '' ? {} : { search }),
    ...(alternative.length === 0 ? {} : { alternativeSearch: alternative }),
    language: shell.language,
  };
  const offset = pageOffset(page, limit);
  const result = useArticleSearch({ ...baseRequest, offset, limit });
  const data = result.data;
  const fresh = data !== undefined && !result.isPlaceholderData ? data : undefined;

  useEffect(() => {
    writeStored('listingView', view);
  }, [view]);

  // a filter the server reports with a zero count is switched off (spec 2 section 4)
  useEffect(() => {
    if (fresh === undefined || (route !== 'show' && restrictedPath === null)) return;
    const disabled = SEARCH_FILTERS.filter((filter) => fresh.filters[filter].disabled);
    const next = withoutDisabledFilters(params, disabled);
    if (next !== params) {
      void navigate(selectionHref(shell, next, search, view, restrictedPath), { replace: true });
    }
  }, [fresh, params, route, restrictedPath, search, shell, view, navigate]);

  // a change that leaves nothing opens the not-found dialog (spec 2 sections 2 and 4)
  const changedSelection = (location.state as ChangeState | null)?.changedSelection === true;
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const notFoundOpen =
    changedSelection && fresh !== undefined && fresh.hits === 0 && dismissedFor !== location.key;
  const setNotFoundOpen = (open: boolean) => setDismissedFor(open ? null : location.key);

  /** Every change of the selection starts again at page 1 and writes a new URL. */
  function change(next: SearchParams, nextSearch: string = search) {
    const disabled = SEARCH_FILTERS.filter((filter) => data?.filters[filter].disabled === true);
    // a new filter keeps the sort the list is shown with (a /show list would default to name
    // A–Z); a new search word starts with its own default again (issue 11)
    const sorted =
      next.sort === undefined && nextSearch === search && data !== undefined
        ? withSort(next, data.sort)
        : next;
    const state: ChangeState = { changedSelection: true };
    void navigate(
      selectionHref(
        shell,
        withoutDisabledFilters(sorted, disabled),
        nextSearch,
        view,
        restrictedPath,
      ),
      { state },
    );
  }
  const pageHref = (number: number, nextView: ListingView = view) =>
    location.pathname + pageQueryString({ page: number, view: nextView, restrictedParams });
  const viewHref = (next: ListingView) => pageHref(page, next);

  /**
   * A smaller page size trims the loaded list: the page that starts at the same article is
   * answered from it without a reload. A larger size loads again (spec 2 section 4).
   */
  function changeLimit(index: PageLimitIndex) {
    const nextLimit = PAGE_SIZES[index];
    const nextPage = Math.floor(offset / nextLimit) + 1;
    if (nextLimit < limit && fresh !== undefined && offset % nextLimit === 0) {
      const trimmed = { ...fresh, articles: fresh.articles.slice(0, nextLimit) };
      const options = articleSearchQueryOptions(
        { ...baseRequest, offset, limit: nextLimit },
        viewerKey(user),
      );
      queryClient.setQueryData(options.queryKey, trimmed);
    }
    setLimitIndex(index);
    writeStored('pageLimit', String(index));
    void navigate(pageHref(nextPage), { replace: true });
  }

  const title = useListingTitle(selection, data);
  useDocumentTitle(title);
  const options = sortOptions({
    listing: selection.kind,
    loggedIn: isAuthenticated,
    searchText: search,
  });
  // on typed and special pages the route's own selection is not a filter to clear
  const clearable = route === 'show' || route === 'search' || restrictedPath !== null;
  const sidebar = (
    <ListingSidebar
      params={params}
      search={search}
      data={data}
      showPrice={isAuthenticated}
      customerNumber={user?.customerNumber ?? null}
      view={view}
      onChange={change}
    />
  );

  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:px-6">
      <div className="flex flex-col gap-6 lg:flex-row">
        <aside aria-label={t('listing.sidebar')} className="hidden w-72 shrink-0 lg:block">
          {sidebar}
        </aside>
        <div className="min-w-0 flex-1">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-gray-200 pb-3">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
            {data !== undefined && (
              <p role="status" className="text-sm text-gray-600">
                {t('listing.hits', { count: data.hits })}
              </p>
            )}
          </div>
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <Dialog.Root open={filterOpen} onOpenChange={setFilterOpen}>
              <Dialog.Trigger className={buttonClasses('secondary', 'lg:hidden')}>
                {t('listing.filterButton')}
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/50" />
                <Dialog.Content
                  aria-describedby={undefined}
                  className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col overflow-y-auto bg-gray-50 shadow-xl focus:outline-none"
                >
                  <div className="sticky top-0 z-10 flex items-center justify-between border-b border-gray-200 bg-white px-4 py-3">
                    <Dialog.Title className="text-lg font-bold text-gray-900">
                      {t('listing.filterDialog')}
                    </Dialog.Title>
                    <Dialog.Close
                      className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100"
                      aria-label={t('listing.closeFilter')}
                    >
                      <CloseIcon className="size-5" />
                    </Dialog.Close>
                  </div>
                  <div className="p-4">{sidebar}</div>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            {/* an empty result has nothing to export */}
            {data !== undefined && data.hits > 0 && (
              <CsvExportButton
                request={baseRequest}
                hits={data.hits}
                withPrices={data.priceFilter !== undefined}
              />
            )}
            <div className="w-full sm:w-auto sm:flex-1">
              <ListingControls
                sort={data?.sort ?? params.sort}
                sortOptions={options}
                onSort={(sort: SortId) => change(withSort(params, sort))}
                limitIndex={limitIndex}
                onLimit={changeLimit}
                view={view}
                viewHref={viewHref}
              />
            </div>
          </div>
          {clearable && <ActiveFilters params={params} data={data} onChange={change} />}
          <Results
            result={result}
            view={view}
            page={page}
            totalPages={data === undefined ? 0 : pageCount(data.hits, limit)}
            pageHref={pageHref}
            onClearFilters={
              clearable && hasSearchCriteria(params) ? () => change(emptySearchParams()) : null
            }
          />
        </div>
      </div>
      <NotFoundDialog
        open={notFoundOpen}
        onOpenChange={setNotFoundOpen}
        onBack={() => void navigate(-1)}
      />
    </div>
  );
}

function Results({
  result,
  view,
  page,
  totalPages,
  pageHref,
  onClearFilters,
}: {
  result: ReturnType<typeof useArticleSearch>;
  view: ListingView;
  page: number;
  totalPages: number;
  pageHref: (page: number) => string;
  /** clears the selection made on the screen; null when there is none to clear */
  onClearFilters: (() => void) | null;
}) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  if (result.isPending) return <ListSkeleton view={view} />;
  if (result.isError) {
    return (
      <div role="alert" className="rounded-md border border-danger-200 bg-danger-50 p-6">
        <h2 className="text-lg font-semibold text-danger-800">{t('listing.error.title')}</h2>
        <p className="mt-1 text-sm text-danger-800">{errorMessage(result.error)}</p>
        <button
          type="button"
          onClick={() => void result.refetch()}
          className={buttonClasses('secondary', 'mt-4')}
        >
          {tc('retry')}
        </button>
      </div>
    );
  }
  const { data } = result;
  if (data.articles.length === 0) {
    return <NoResults suggestions={data.suggestions ?? []} onClearFilters={onClearFilters} />;
  }
  return (
    <div
      aria-busy={result.isPlaceholderData}
      className={result.isPlaceholderData ? 'opacity-60' : ''}
    >
      <ArticleList articles={data.articles} view={view} />
      <Paging page={page} totalPages={totalPages} pageHref={pageHref} />
    </div>
  );
}

/** The heading: the search term, the special page, or the group the route names. */
function useListingTitle(selection: ListingSelection, data: ArticleSearchResponse | undefined) {
  const { t } = useTranslation('catalog');
  const { kind, search, params } = selection;
  if (search !== '') return t('listing.title.search', { term: search });
  if (
    kind === 'hotDeals' ||
    kind === 'closeOut' ||
    kind === 'preOrder' ||
    kind === 'alternative' ||
    kind === 'newsletter'
  ) {
    return t(`listing.title.${kind}`);
  }
  if (
    kind === 'category' ||
    kind === 'productType' ||
    kind === 'theme' ||
    kind === 'producer' ||
    kind === 'campaign'
  ) {
    const key = (
      {
        category: 'categories',
        productType: 'productTypes',
        theme: 'themes',
        producer: 'producers',
        campaign: 'campaigns',
      } as const
    )[kind];
    const id = params[key][0];
    const group = data?.groups[kind].find((entry) => entry.id === id);
    return group?.name ?? t(`type.${kind}`);
  }
  return t('listing.title.show');
}
