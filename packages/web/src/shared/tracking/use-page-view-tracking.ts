import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '#web/shared/consent/consent-store.ts';
import { tracker } from '#web/shared/tracking/shop-tracker.ts';
import { captureUtm } from '#web/shared/tracking/utm.ts';

/**
 * A page view for every path the shop shows, and one for the current page when statistics
 * consent is given on it; the utm parameters of a campaign link are taken along first.
 */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  const statistics = useConsent().choice?.statistics === true;
  useEffect(() => captureUtm(search), [search]);
  useEffect(() => {
    if (statistics) tracker.pageView(pathname);
  }, [pathname, statistics]);
}
