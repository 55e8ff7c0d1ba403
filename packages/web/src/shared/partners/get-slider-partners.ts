import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnersResponseSchema } from '@shop/domain/api/content.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/** GET /api/partnerForSlider: the partners marked for the slider, one request for every place. */
export const sliderPartnersQueryOptions = queryOptions({
  queryKey: sharedKeys.sliderPartners(),
  queryFn: ({ signal }) => apiGet('/api/partnerForSlider', partnersResponseSchema, { signal }),
  staleTime: 60_000,
});

export function useSliderPartners(enabled: boolean) {
  return useQuery({ ...sliderPartnersQueryOptions, enabled });
}
