import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuSchema, type Menu } from '@shop/domain/api/shell.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet, knownShopVersion } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * GET /api/menu/{language}/{version}: the main menu, top-level entries with their sub-entries
 * (docs/product/shell.md#shell-menu-call). The shop version in the path lets caches keep it per
 * release.
 */
export function getMenu(language: Language, version: string, signal?: AbortSignal): Promise<Menu> {
  return apiGet(`/api/menu/${language}/${encodeURIComponent(version)}`, menuSchema, { signal });
}

export function menuQueryOptions(language: Language) {
  const version = knownShopVersion();
  return queryOptions({
    queryKey: sharedKeys.menu(language, version),
    queryFn: ({ signal }) => getMenu(language, version, signal),
    staleTime: Infinity,
  });
}

export function useMenu(language: Language) {
  return useQuery(menuQueryOptions(language));
}
