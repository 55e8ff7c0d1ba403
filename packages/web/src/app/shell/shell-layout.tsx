import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Outlet, useNavigation } from 'react-router';
import { ConsentGate } from '#web/shared/consent/consent-gate.tsx';
import { useSession } from '#web/shared/session/use-session.ts';
import { usePageViewTracking } from '#web/shared/tracking/use-page-view-tracking.ts';
import { loadedPart } from '#web/shared/ui/loaded-part.tsx';
import { HydrateLater, PAGE_STEP } from '#web/shared/ssr/hydrate-later.tsx';
import { Later } from '#web/shared/ui/rendering-steps.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { Announcer } from '#web/shared/ui/announcer.tsx';
import { EntryDialogs } from '#web/features/auth/entry-dialogs.tsx';
import { BackToTop } from '#web/app/shell/back-to-top.tsx';
import { Footer } from '#web/app/shell/footer.tsx';
import { Header } from '#web/app/shell/header.tsx';

// a logged-in user's bar, fixed at the bottom: it loads after the first render (decision 030);
// both appear as the session arrives, while the shell renders again (loaded-part.tsx)
const PrivacyPolicyPrompt = loadedPart(
  async () => (await import('#web/features/account/privacy-policy-prompt.tsx')).PrivacyPolicyPrompt,
);
// only a logged-in customer can be in another shop's pages; its check brings zod along
const ShopCheck = loadedPart(
  async () => (await import('#web/features/account/shop-check.tsx')).ShopCheck,
);

/**
 * Every page of the shop: skip link, consent banner, header, the page as main content, footer,
 * and the entry dialogs (login, registration, forgot password) that any page can open. Page
 * views are tracked here, after consent.
 */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const { user } = useSession();
  usePageViewTracking();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      {/* first in the tab order, though shown at the bottom (decision 058) */}
      <ConsentGate />
      <Header />
      {navigation.state === 'loading' && (
        <div className="pointer-events-none fixed inset-x-0 top-24 z-50 flex justify-center">
          <Spinner
            label={t('routeLoading')}
            className="rounded-full bg-white px-3 py-2 shadow-lg ring-1 ring-gray-200"
          />
        </div>
      )}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {/* below every first screen: rendered one task after the page on a new document (decision
          068), taken over from the server's markup one task after the page (decision 155) */}
      <Later>
        <HydrateLater step={PAGE_STEP + 1}>
          <Footer />
        </HydrateLater>
      </Later>
      <BackToTop />
      <Announcer />
      {user !== null && (
        <>
          <PrivacyPolicyPrompt />
          <ShopCheck />
        </>
      )}
      <EntryDialogs />
    </div>
  );
}
