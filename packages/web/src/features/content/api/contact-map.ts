import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactMapResponseSchema } from '@shop/domain/api/content-contact.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';

/** GET /api/contact/map: the location and the tile server of the contact page's map. */
export function contactMapQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.contactMap(),
    queryFn: ({ signal }) => apiGet('/api/contact/map', contactMapResponseSchema, { signal }),
    // without an answer the drawing stays: the contact form is what the page is for
    meta: { notFoundPage: false },
    staleTime: Infinity,
  });
}

export function useContactMap() {
  return useQuery(contactMapQueryOptions());
}
