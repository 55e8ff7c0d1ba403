import { lazy, Suspense } from 'react';
import { useConsent } from '#web/shared/consent/consent-store.ts';

// the banner's code loads only while a choice is missing or asked for again (decision 058)
const ConsentBanner = lazy(async () => ({
  default: (await import('#web/shared/consent/consent-banner.tsx')).ConsentBanner,
}));

/** Shows the consent banner on the first navigation and when the footer asks for it. */
export function ConsentGate() {
  const { choice, settingsOpen } = useConsent();
  if (choice !== null && !settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
