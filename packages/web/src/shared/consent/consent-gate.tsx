import { ConsentBanner } from '#web/shared/consent/consent-banner.tsx';
import { useConsent } from '#web/shared/consent/consent-store.ts';
import { consentDecidedOnServer } from '#web/shared/ssr/render-mode.ts';

/** Shows the consent banner on the first navigation and when the footer asks for it. */
export function ConsentGate() {
  const { choice, settingsOpen } = useConsent();
  // the server knows only the cookie a choice sets (consent-decided-cookie.ts)
  if (consentDecidedOnServer() || (choice !== null && !settingsOpen)) return null;
  return <ConsentBanner />;
}
