import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ArticleSearchResponse } from '@shop/domain/api/search.ts';
import { pageCount, type PageLimitIndex } from '@shop/domain/rules/paging.ts';
import { emptySearchParams, hasSearchCriteria } from '@shop/domain/rules/search-url.ts';
import { sortOptions, type SortId } from '@shop/domain/rules/sort-ids.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { tracker } from '#web/shared/tracking/shop-tracker.ts';
import { Breadcrumb } from '#web/shared/ui/breadcrumb.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { listingDescription } from '#web/shared/seo/page-description.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import type { useArticleSearch } from '#web/features/catalog/listing/api/search-articles.ts';
import { ActiveFilters } from '#web/features/catalog/listing/active-filters.tsx';
import { NoResults } from '#web/features/catalog/listing/no-results.tsx';
import { CsvExportButton } from '#web/features/catalog/export/csv-export-button.tsx';
import { NotFoundDialog } from '#web/features/catalog/listing/not-found-dialog.tsx';
import {
  ArticleList,
  ListSkeleton,
  ListingControls,
} from '#web/features/catalog/listing/listing-results.tsx';
import { ListingPager } from '#web/features/catalog/listing/listing-pager.tsx';
import { ListingSidebar } from '#web/features/catalog/listing/listing-sidebar.tsx';
import { FilterColumn, FilterDialog } from '#web/features/catalog/listing/filter-column.tsx';
import { listingName, type ListingOrigin } from '#web/features/catalog/listing/listing-name.ts';
import { listingCrumb } from '#web/features/catalog/listing/listing-breadcrumb.ts';
import { SetAlert } from '#web/shared/alerts/set-alert.tsx';
import {
  selectionOfPage,
  withSort,
  type ListingRoute,
  type ListingSelection,
  type ListingView,
} from '#web/features/catalog/listing/listing-url.ts';
import {
  useDisabledFiltersOff,
  useListingNavigation,
  useListingQuery,
  useNotFoundDialog,
  type ListingQuery,
} from '#web/features/catalog/listing/use-listing.ts';

/**
 * The search-result screen (docs/product/catalog.md#cat-listing-routes,
 * docs/product/catalog.md#cat-sidebar) for the routes /search/*term, /show/{searchParams}[/*term],
 * /{type}/*value, /hotDeals, /closeOut and /preOrder. The URL is the state: the route names the
 * selection (listing-url.ts), `page` and `type` the page and view; every change navigates, so back
 * restores the previous selection.
 */
export function ListingPage({ route }: { route: ListingRoute }) {
  const params = useParams();
  const [query] = useSearchParams();
  const shell = useShellParams();
  const selection = selectionOfPage(route, params, query);
  // an unknown listing value goes to the notFound address, as a server 404 does (route-error.tsx)
  if (selection === null) return <Navigate to={paths.notFound.href(shell)} replace />;
  // a restricted list keeps its own path when its selection changes
  const restrictedPath =
    route === 'alternative'
      ? paths.alternative.href(shell, selection.alternative)
      : route === 'newsletter'
        ? paths.newsletterArticles.href(shell, params.nlId ?? '', selection.alternative.join(';'))
        : null;
  return <ListingScreen route={route} selection={selection} restrictedPath={restrictedPath} />;
}

/** One selection's list: filters beside it, heading, tools, results and the not-found dialog. */
function ListingScreen({
  route,
  selection,
  restrictedPath,
}: {
  route: ListingRoute;
  selection: ListingSelection;
  restrictedPath: string | null;
}) {
  const navigate = useNavigate();
  const { isAuthenticated, user } = useSession();
  const listing = useListingQuery(selection);
  const { data, view, result } = listing;
  const { params, search } = selection;
  // a search is counted once per term, not again for its pages and filters
  useEffect(() => tracker.search(search), [search]);
  useDisabledFiltersOff(route, selection, restrictedPath, listing);
  const notFound = useNotFoundDialog(listing.fresh);
  const { change, changeHref, pageHref, viewHref, changeLimit } = useListingNavigation(
    selection,
    restrictedPath,
    listing,
  );

  const title = useListingHead(selection, data);

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
      hrefOf={changeHref}
      onChange={change}
    />
  );

  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:px-6">
      <div className="flex flex-col gap-6 lg:flex-row">
        {/* on a phone the filters open in a drawer (FilterDialog); the column's few hundred
            elements are not rendered there (decisions 068 and 153) */}
        <FilterColumn>{sidebar}</FilterColumn>
        <div className="min-w-0 flex-1">
          <ListingHeading title={title} hits={data?.hits} selection={selection} />
          <WatchListing origin={selection.origin} name={title} />
          <ListingTools
            selection={selection}
            listing={listing}
            filters={sidebar}
            onSort={(sort: SortId) => change(withSort(params, sort))}
            onLimit={changeLimit}
            viewHref={viewHref}
          />
          {clearable && <ActiveFilters params={params} data={data} onChange={change} />}
          <Results
            result={result}
            view={view}
            page={listing.page}
            totalPages={data === undefined ? 0 : pageCount(data.hits, listing.limit)}
            pageHref={pageHref}
            onClearFilters={
              clearable && hasSearchCriteria(params) ? () => change(emptySearchParams()) : null
            }
          />
        </div>
      </div>
      <NotFoundDialog
        open={notFound.open}
        onOpenChange={notFound.setOpen}
        onBack={() => void navigate(-1)}
      />
    </div>
  );
}

/**
 * On a producer's, theme's or product type's page, a logged-in customer's "Alert me by mail"
 * (docs/decisions/150-article-alerts.md).
 */
function WatchListing({ origin, name }: { origin: ListingOrigin | null; name: string }) {
  const { user } = useSession();
  if (!user || origin === null || !('id' in origin)) return null;
  const { kind, id } = origin;
  if (kind !== 'producer' && kind !== 'theme' && kind !== 'productType') return null;
  return (
    <div className="mb-4">
      <SetAlert customerNumber={user.customerNumber} subject={{ target: kind, id }} name={name} />
    </div>
  );
}

interface HeadingProps {
  title: string;
  hits: number | undefined;
  selection: ListingSelection;
}

/** The breadcrumb, the list's name and its number of hits. */
function ListingHeading({ title, hits, selection }: HeadingProps) {
  const { t } = useTranslation('catalog');
  const shell = useShellParams();
  const { pathname } = useLocation();
  return (
    <>
      <Breadcrumb trail={[listingCrumb(title, selection, shell, pathname)]} />
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-gray-200 pb-3">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
        {hits !== undefined && (
          <p role="status" className="text-sm text-gray-600">
            {t('listing.hits', { count: hits })}
          </p>
        )}
      </div>
    </>
  );
}

interface ListingToolsProps {
  selection: ListingSelection;
  listing: ListingQuery;
  /** the sidebar's filters, shown in a drawer below the desktop width */
  filters: ReactNode;
  onSort: (sort: SortId) => void;
  onLimit: (index: PageLimitIndex) => void;
  viewHref: (view: ListingView) => string;
}

/** The filter button, the CSV export, and sort, page size and view. */
function ListingTools({
  selection,
  listing,
  filters,
  onSort,
  onLimit,
  viewHref,
}: ListingToolsProps) {
  const { isAuthenticated } = useSession();
  const { data } = listing;
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <FilterDialog>{filters}</FilterDialog>
      {/* an empty result has nothing to export */}
      {data !== undefined && data.hits > 0 && (
        <CsvExportButton
          request={listing.baseRequest}
          hits={data.hits}
          withPrices={data.priceFilter !== undefined}
        />
      )}
      <div className="w-full sm:w-auto sm:flex-1">
        <ListingControls
          sort={data?.sort ?? selection.params.sort}
          sortOptions={sortOptions({
            listing: selection.kind,
            loggedIn: isAuthenticated,
            searchText: selection.search,
          })}
          onSort={onSort}
          limitIndex={listing.limitIndex}
          onLimit={onLimit}
          view={listing.view}
          viewHref={viewHref}
        />
      </div>
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
      <ListingPager page={page} totalPages={totalPages} pageHref={pageHref} />
    </div>
  );
}

/**
 * The heading (docs/product/catalog.md#cat-listing-name, listing-name.ts), which names the
 * document and its description too; until the answer is there, the shop's description stands in.
 */
function useListingHead(selection: ListingSelection, data: ArticleSearchResponse | undefined) {
  const { t } = useTranslation('catalog');
  const name = listingName(selection, data?.groups);
  const title =
    'name' in name
      ? name.name
      : name.key === 'listing.title.search'
        ? t(name.key, { term: name.term })
        : t(name.key);
  useDocumentTitle(
    title,
    data === undefined
      ? undefined
      : (tc) => listingDescription(tc, { name: title, hits: data.hits }),
  );
  return title;
}
