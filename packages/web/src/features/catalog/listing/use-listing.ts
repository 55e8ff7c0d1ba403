import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ArticleSearchResponse } from '@shop/domain/api/search.ts';
import type { Language } from '@shop/domain/shops.ts';
import {
  DEFAULT_PAGE_LIMIT_INDEX,
  PAGE_SIZES,
  isPageLimitIndex,
  pageOffset,
  type PageLimitIndex,
} from '@shop/domain/rules/paging.ts';
import {
  SEARCH_FILTERS,
  encodeSearchParams,
  type SearchParams,
} from '@shop/domain/rules/search-url.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';
import { viewerKey } from '#web/shared/session/forget-user-queries.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';
import {
  articleSearchQueryOptions,
  useArticleSearch,
} from '#web/features/catalog/listing/api/search-articles.ts';
import {
  pageQueryString,
  readPageQuery,
  selectionHref,
  selectionOfPage,
  withSort,
  withoutDisabledFilters,
  type ListingRoute,
  type ListingRouteParams,
  type ListingSelection,
  type ListingView,
} from '#web/features/catalog/listing/listing-url.ts';

/**
 * The remembered page size; only the indexes 0 to 3 are accepted
 * (docs/product/catalog.md#cat-page-sizes).
 */
function readLimitIndex(): PageLimitIndex {
  const stored = readStored('pageLimit');
  const index = stored === null || stored.trim() === '' ? Number.NaN : Number(stored);
  return isPageLimitIndex(index) ? index : DEFAULT_PAGE_LIMIT_INDEX;
}

/** The view the URL names, or null. */
function namedView(query: URLSearchParams): ListingView | null {
  const named = query.get('type');
  return named === 'gallery' || named === 'list' ? named : null;
}

/**
 * The view the URL names; without one, the remembered view (docs/product/catalog.md#cat-view).
 * The server knows none remembered, and the first render over its page shows what it showed
 * (`remembered` false, decision 126).
 */
function viewOf(query: URLSearchParams, remembered: boolean): ListingView {
  const named = namedView(query);
  if (named !== null) return named;
  return remembered && readStored('listingView') === 'gallery' ? 'gallery' : 'list';
}

/** The search a selection asks for, without its page. */
function baseSearchRequest(selection: ListingSelection, language: Language) {
  const { params, search, alternative } = selection;
  return {
    searchParams: encodeSearchParams(params),
    ...(search === '' ? {} : { search }),
    ...(alternative.length === 0 ? {} : { alternativeSearch: alternative }),
    language,
  };
}

/**
 * Starts the search of a listing page from its route loader, beside the page's code, with the
 * key the page's own query has: the first pictures (the page's LCP) no longer wait for the page
 * to render before their answer is asked for (decision 053).
 */
export async function prefetchListing(
  queryClient: QueryClient,
  page: { route: ListingRoute; params: ListingRouteParams; url: URL; language: Language },
  viewer: string,
): Promise<void> {
  const query = page.url.searchParams;
  const selection = selectionOfPage(page.route, page.params, query);
  if (selection === null) return;
  const limit = PAGE_SIZES[readLimitIndex()];
  const offset = pageOffset(readPageQuery(query).page, limit);
  const request = { ...baseSearchRequest(selection, page.language), offset, limit };
  await queryClient.prefetchQuery(articleSearchQueryOptions(request, viewer));
}

/** Set on navigations made by a change of the selection, for the not-found dialog. */
interface ChangeState {
  changedSelection?: boolean;
}

/**
 * The listing's page of articles: the page and view of the URL, the remembered page size, and
 * the search for them. `fresh` is the answer for exactly this page (not a placeholder).
 */
export function useListingQuery(selection: ListingSelection) {
  const shell = useShellParams();
  const [query] = useSearchParams();
  const { page, restrictedParams, from } = readPageQuery(query);
  // the remembered view and page size apply once the page's script runs: the server knows neither
  const scripted = useScripted();
  const view = viewOf(query, scripted);
  const [chosenLimit, setLimitIndex] = useState<PageLimitIndex | null>(null);
  const limitIndex = chosenLimit ?? (scripted ? readLimitIndex() : DEFAULT_PAGE_LIMIT_INDEX);
  const limit = PAGE_SIZES[limitIndex];
  const baseRequest = baseSearchRequest(selection, shell.language);
  const offset = pageOffset(page, limit);
  const result = useArticleSearch({ ...baseRequest, offset, limit });
  const data = result.data;
  const fresh = data !== undefined && !result.isPlaceholderData ? data : undefined;

  // a view the URL names is remembered; without one the view is the remembered one already
  const named = namedView(query);
  useEffect(() => {
    if (named !== null) writeStored('listingView', named);
  }, [named]);

  return {
    page,
    restrictedParams,
    from,
    view,
    limitIndex,
    setLimitIndex,
    limit,
    baseRequest,
    offset,
    result,
    data,
    fresh,
  };
}

export type ListingQuery = ReturnType<typeof useListingQuery>;

/**
 * Where the listing's controls lead. Every change of the selection starts again at page 1 and
 * writes a new URL, so back restores the previous selection.
 */
export function useListingNavigation(
  selection: ListingSelection,
  restrictedPath: string | null,
  listing: ListingQuery,
) {
  const shell = useShellParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { search } = selection;
  const { data, view, page, restrictedParams, from } = listing;

  /** The href of a changed selection: a change navigates to it, a link leads there. */
  function changeHref(next: SearchParams, nextSearch: string = search): string {
    const disabled = SEARCH_FILTERS.filter((filter) => data?.filters[filter].disabled === true);
    // a new filter keeps the sort the list is shown with (a /show list would default to name A–Z);
    // a new search word starts with its own default again
    // (docs/product/quality.md#quality-storefront)
    const sorted =
      next.sort === undefined && nextSearch === search && data !== undefined
        ? withSort(next, data.sort)
        : next;
    return selectionHref(
      shell,
      withoutDisabledFilters(sorted, disabled),
      nextSearch,
      view,
      restrictedPath,
      selection.origin,
    );
  }
  function change(next: SearchParams, nextSearch: string = search) {
    const state: ChangeState = { changedSelection: true };
    void navigate(changeHref(next, nextSearch), { state });
  }
  const pageHref = (number: number, nextView: ListingView = view) =>
    location.pathname + pageQueryString({ page: number, view: nextView, restrictedParams, from });
  const viewHref = (next: ListingView) => pageHref(page, next);
  const changeLimit = useChangeLimit(listing, pageHref);
  return { change, changeHref, pageHref, viewHref, changeLimit };
}

/**
 * A smaller page size trims the loaded list: the page that starts at the same article is answered
 * from it without a reload. A larger size loads again
 * (docs/product/catalog.md#cat-page-size-change).
 */
function useChangeLimit(listing: ListingQuery, pageHref: (page: number) => string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { offset, limit, fresh, baseRequest, setLimitIndex } = listing;
  return (index: PageLimitIndex) => {
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
  };
}

/**
 * A filter the server reports with a zero count is switched off
 * (docs/product/catalog.md#cat-filter-zero).
 */
export function useDisabledFiltersOff(
  route: ListingRoute,
  selection: ListingSelection,
  restrictedPath: string | null,
  listing: ListingQuery,
) {
  const shell = useShellParams();
  const navigate = useNavigate();
  const { params, search } = selection;
  const { fresh, view } = listing;
  useEffect(() => {
    if (fresh === undefined || (route !== 'show' && restrictedPath === null)) return;
    const disabled = SEARCH_FILTERS.filter((filter) => fresh.filters[filter].disabled);
    const next = withoutDisabledFilters(params, disabled);
    if (next !== params) {
      void navigate(selectionHref(shell, next, search, view, restrictedPath, selection.origin), {
        replace: true,
      });
    }
  }, [fresh, params, route, restrictedPath, search, shell, view, navigate, selection.origin]);
}

/**
 * A change that leaves nothing opens the not-found dialog
 * (docs/product/catalog.md#cat-not-found-dialog); closed, it stays closed for this navigation.
 */
export function useNotFoundDialog(fresh: ArticleSearchResponse | undefined) {
  const location = useLocation();
  const changedSelection = (location.state as ChangeState | null)?.changedSelection === true;
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const open =
    changedSelection && fresh !== undefined && fresh.hits === 0 && dismissedFor !== location.key;
  const setOpen = (next: boolean) => setDismissedFor(next ? null : location.key);
  return { open, setOpen };
}
