import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/shared/api/api-error.ts';
import { createQueryClient } from '#web/shared/api/query-client.ts';

async function load(error: unknown, meta?: { notFoundPage?: boolean }) {
  const onNotFound = vi.fn();
  const client = createQueryClient({ onNotFound });
  await client
    .fetchQuery({
      queryKey: ['page'],
      queryFn: () => Promise.reject(error),
      retry: false,
      ...(meta === undefined ? {} : { meta }),
    })
    .catch(() => undefined);
  return onNotFound;
}

// docs/product/shell.md#shell-404
describe('query client', () => {
  it('sends a 404 of a page data load to the notFound page', async () => {
    expect(await load(new ApiError('NOT_FOUND', 404, 'No such page'))).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to the page', async () => {
    expect(await load(new ApiError('INTERNAL', 500, 'boom'))).not.toHaveBeenCalled();
    expect(await load(new ApiError('FORBIDDEN', 403, 'no'))).not.toHaveBeenCalled();
  });

  it('lets a query whose 404 is an answer keep it (an invalid recovery link)', async () => {
    const error = new ApiError('INVALID_LINK', 404, 'Link not valid');
    expect(await load(error, { notFoundPage: false })).not.toHaveBeenCalled();
  });

  it('does not retry client errors', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new ApiError('BAD', 400, 'bad')));
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn });
    const result = await observer.refetch();
    expect(result.isError).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
