import { queryOptions, useQuery } from '@tanstack/react-query';
import { startPageSchema, type StartPage } from '@shop/domain/api/start-page.ts';
import { apiGet } from '#web/shared/api/client.ts';
import type { ShellParams } from '#web/shared/routing/paths.ts';
import { viewerKey } from '#web/shared/session/forget-user-queries.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { catalogKeys } from '#web/features/catalog/api/keys.ts';

/**
 * GET /api/start/{shop}/{language}: the start page (docs/product/content.md#content-start). With
 * the bearer token of a customer whose prices are on, each tile also has its price.
 */
export function getStartPage(
  { shop, language }: ShellParams,
  signal?: AbortSignal,
): Promise<StartPage> {
  return apiGet(`/api/start/${shop}/${language}`, startPageSchema, { signal });
}

/**
 * The key names whose page it is (the customer, or 'visitor'), so prices appear right after
 * login and vanish after logout, and one customer's prices never show for another.
 */
export function startPageQueryOptions(shell: ShellParams, viewer: string) {
  return queryOptions({
    queryKey: catalogKeys.startPage(shell.shop, shell.language, viewer),
    queryFn: ({ signal }) => getStartPage(shell, signal),
  });
}

export function useStartPage(shell: ShellParams) {
  const { user } = useSession();
  return useQuery(startPageQueryOptions(shell, viewerKey(user)));
}
