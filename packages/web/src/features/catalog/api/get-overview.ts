import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuBoxesSchema, menuSchema, type MenuBox } from '@shop/domain/api/shell.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet, knownShopVersion } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';
import { catalogKeys } from '#web/features/catalog/api/keys.ts';

/**
 * The data of an overview page (docs/product/catalog.md#cat-overview-page): the main menu (the same
 * call and cache entry as the header menu) to find the entry by its name, and the theme and
 * product-type boxes of that entry by its menu order.
 */
export function menuEntriesQueryOptions(language: Language) {
  const version = knownShopVersion();
  return queryOptions({
    queryKey: sharedKeys.menu(language, version),
    queryFn: ({ signal }) =>
      apiGet(`/api/menu/${language}/${encodeURIComponent(version)}`, menuSchema, { signal }),
    staleTime: Infinity,
  });
}

export type BoxKind = 'themes' | 'productTypes';

const BOX_PATHS: Record<BoxKind, string> = {
  themes: '/api/manufacturerThemesByMenu',
  productTypes: '/api/manufacturerProducttypesByMenu',
};

export function menuBoxesQueryOptions(kind: BoxKind, order: number) {
  return queryOptions({
    queryKey: catalogKeys.menuBoxes(kind, order),
    queryFn: async ({ signal }): Promise<MenuBox[]> =>
      (await apiGet(`${BOX_PATHS[kind]}/${order}`, menuBoxesSchema, { signal })).entries,
    meta: { notFoundPage: false },
    staleTime: 60_000,
  });
}

export function useMenuEntries(language: Language) {
  return useQuery(menuEntriesQueryOptions(language));
}

export function useMenuBoxes(kind: BoxKind, order: number | null) {
  return useQuery({ ...menuBoxesQueryOptions(kind, order ?? 0), enabled: order !== null });
}
