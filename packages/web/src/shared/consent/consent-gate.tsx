import { ConsentBanner } from '#web/shared/consent/consent-banner.tsx';
import { useConsent } from '#web/shared/consent/consent-store.ts';

/** Shows the consent banner on the first navigation and when the footer asks for it. */
export function ConsentGate() {
  const { choice, settingsOpen } = useConsent();
  if (choice !== null && !settingsOpen) return null;
  return <ConsentBanner />;
}
