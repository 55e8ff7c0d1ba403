import { useLayoutEffect } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { REJECT_ALL, consentStore } from '#web/shared/consent/consent-store.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';

/** The cookie a tag manager reads before it loads any analytics (kept two years). */
export const ANALYTICS_OPT_OUT_COOKIE = 'analytics_optout';
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * Sets the opt-out cookie, tells a tag manager of the page, when one is installed, and stores
 * the banner's choice with statistics and marketing off, so the shop itself tracks nothing more
 * (decision 058).
 */
export function optOutOfAnalytics(): void {
  document.cookie = `${ANALYTICS_OPT_OUT_COOKIE}=1; path=/; max-age=${TWO_YEARS_SECONDS}; SameSite=Lax`;
  window.dataLayer?.push({ event: 'analyticsOptOut', analyticsOptOut: true });
  consentStore.decide(REJECT_ALL);
}

/**
 * /analytics-optout (docs/product/content.md#content-analytics-optout): opts out when opened and
 * says so.
 */
export function AnalyticsOptOutPage() {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  useDocumentTitle(t('page.analyticsOptOut'), describedAs('analyticsOptOut'));
  // before the page is painted: it says so only once the cookie is set
  useLayoutEffect(() => optOutOfAnalytics(), []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">
        {t('page.analyticsOptOut')}
      </h1>
      <Notice tone="success" title={t('optOut.title')} className="mt-6">
        {t('optOut.text')}
      </Notice>
      <Link to={paths.start.href(shell)} className={buttonClasses('primary', 'mt-6')}>
        {t('optOut.toStart')}
      </Link>
    </div>
  );
}
