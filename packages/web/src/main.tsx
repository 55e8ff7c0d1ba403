import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '#web/shared/api/query-client.ts';
import { settleBootConsentBar } from '#web/shared/consent/boot-consent-bar.ts';
import { startI18n } from '#web/shared/i18n/i18n.ts';
import { navigateToNotFound, setNavigator } from '#web/shared/routing/navigator.ts';
import { languageOfPath } from '#web/shared/routing/resolve-location.ts';
import { forgetUserQueriesOnSignOut } from '#web/shared/session/forget-user-queries.ts';
import { restoreSession, startSession } from '#web/shared/session/session.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { readStored } from '#web/shared/storage/local-storage.ts';
import { Providers } from '#web/app/providers.tsx';
import { createAppRouter } from '#web/app/router.tsx';
import '#web/app/styles.css';

// a stored choice removes the consent bar the server wrote into the page (decision 071)
settleBootConsentBar();
// The session rules join the API client before the first call; the session of an earlier
// visit comes back from the refresh cookie while the texts of the first page load, so nothing
// shows untranslated and no page shows a visitor's view to a logged-in user.
startSession();
const restored = restoreSession();
const booted = Promise.all([
  startI18n(languageOfPath(window.location.pathname, readStored('language'))),
  restored,
]);

const queryClient = createQueryClient({ onNotFound: navigateToNotFound });
forgetUserQueriesOnSignOut(queryClient, sessionStore);
// created now, so the first page's code downloads beside the texts and the session; its
// loaders wait for the session only, so a page's data is asked for before the texts are there
// (router.tsx, decisions 047 and 053). In a task of its own after the modules' evaluation: the
// two were one long task of a phone's start (decision 073).
const routed = new Promise<ReturnType<typeof createAppRouter>>((resolve) => {
  setTimeout(() => {
    const router = createAppRouter(queryClient, { restored, booted });
    setNavigator((to, options) => void router.navigate(to, options));
    resolve(router);
  }, 0);
});
// not a top-level await: with one, the bundler keeps every shared module in a chunk of its own
// (33 files before the first render instead of a few; decision 047)
void Promise.all([routed, booted]).then(([router]) => {
  // a task of its own too: reading in the texts and rendering the first page were one
  setTimeout(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  }, 0);
});
