import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#web/shared/api/api-error.ts';

/** A client error (4xx) will not heal by asking again; network and server failures may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
