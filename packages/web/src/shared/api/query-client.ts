import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '#web/shared/api/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * false for a query whose 404 is an answer the screen shows (an invalid recovery link);
       * otherwise a 404 of a page's data load leads to the notFound page
       * (docs/product/shell.md#shell-404).
       */
      notFoundPage?: boolean;
    };
  }
}

/** A client error (4xx) will not heal by asking again; network and server failures may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export interface QueryClientOptions {
  /** called when a page's data load answers 404 */
  onNotFound?: () => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (isApiError(error) && error.status === 404 && query.meta?.notFoundPage !== false) {
          options.onNotFound?.();
        }
      },
    }),
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
