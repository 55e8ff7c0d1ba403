import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerResponseSchema } from '@shop/domain/api/content.ts';
import { apiGet, knownShopVersion } from '#web/shared/api/client.ts';
import { catalogKeys } from '#web/features/catalog/api/keys.ts';

/** Index 0 of GET /api/banner/{index}/{version}: the start page's slides, in rotation order. */
export const START_BANNER_INDEX = 0;

/** The slides of a banner place; the shop version in the path renews the cache on a change. */
export function bannerQueryOptions(index: number) {
  const version = knownShopVersion();
  return queryOptions({
    queryKey: catalogKeys.banner(index, version),
    queryFn: ({ signal }) =>
      apiGet(`/api/banner/${index}/${encodeURIComponent(version)}`, bannerResponseSchema, {
        signal,
      }),
    staleTime: Infinity,
  });
}

export function useBanner(index: number) {
  return useQuery(bannerQueryOptions(index));
}
