import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '#web/shared/api/query-client.ts';
import { startI18n } from '#web/shared/i18n/i18n.ts';
import { rememberLanguage } from '#web/shared/i18n/language-choice.ts';
import { navigateToNotFound, setNavigator } from '#web/shared/routing/navigator.ts';
import { registerServiceWorker } from '#web/shared/offline/register-service-worker.ts';
import { languageOfPath } from '#web/shared/routing/resolve-location.ts';
import { forgetUserQueriesOnSignOut } from '#web/shared/session/forget-user-queries.ts';
import { restoreSession, startSession } from '#web/shared/session/session.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { afterHydration, hydrateLaterSteps, setHydrating } from '#web/shared/ssr/render-mode.ts';
import { fillQueryCache, readServerData, type ServerData } from '#web/shared/ssr/server-data.ts';
import { readStored } from '#web/shared/storage/local-storage.ts';
import { Providers } from '#web/app/providers.tsx';
import { appRoutes, createAppRouter } from '#web/app/router.tsx';
import '#web/app/styles.css';

// The session rules join the API client before the first call; the session of an earlier
// visit comes back from the refresh cookie while the texts of the first page load, so nothing
// shows untranslated and no page shows a visitor's view to a logged-in user.
startSession();
// a page the server rendered is a visitor's (decision 127): the browser of a session renders its
// own page over it once the session is back, a visitor's takes the server's markup over
const serverData: ServerData | null = readStored('sessionHint') === null ? readServerData() : null;
// the page is taken over at the address it was rendered for, so the first render is the server's
// (the notFound page answers an unknown address)
const { pathname, search, hash } = window.location;
if (serverData !== null && serverData.location !== pathname) {
  window.history.replaceState(window.history.state, '', `${serverData.location}${search}${hash}`);
}
const restored = restoreSession();
const language = languageOfPath(window.location.pathname, readStored('language'));
// the router runs no loader over the server's page, the shell's that keeps the language neither
if (serverData !== null) rememberLanguage(language);
const texts = startI18n(language);
const booted = Promise.all([texts, restored]);

const queryClient = createQueryClient({ onNotFound: navigateToNotFound });
forgetUserQueriesOnSignOut(queryClient, sessionStore);
if (serverData !== null) fillQueryCache(queryClient, serverData);

/**
 * The route modules of the server's page, loaded before the first render: the router would
 * otherwise render its loading screen in their place, not the server's page (decision 126).
 */
async function withPageModules(routes: RouteObject[]): Promise<RouteObject[]> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return routes;
}

// created now, so the first page's code downloads beside the texts and the session; its
// loaders wait for the session only, so a page's data is asked for before the texts are there
// (router.tsx, decisions 047 and 053). In a task of its own after the modules' evaluation: the
// two were one long task of a phone's start (decision 073).
const routed = new Promise<ReturnType<typeof createAppRouter>>((resolve) => {
  setTimeout(() => {
    const boot = { restored, booted };
    const routes = appRoutes(queryClient, boot);
    const ready = serverData === null ? Promise.resolve(routes) : withPageModules(routes);
    void ready.then((loaded) => {
      const router = createAppRouter(queryClient, boot, loaded, serverData?.router);
      // a navigation waits for the end of the takeover: Preact loses the parts that still wait
      // for their step when another page renders over them (decision 155)
      const navigate = router.navigate.bind(router);
      router.navigate = (async (...args: Parameters<typeof navigate>) => {
        await afterHydration();
        return navigate(...args);
      }) as typeof router.navigate;
      setNavigator((to, options) => void router.navigate(to, options));
      resolve(router);
    });
  }, 0);
});
// not a top-level await: with one, the bundler keeps every shared module in a chunk of its own
// (33 files before the first render instead of a few; decision 047); the server's page waits
// for its texts only, a page the browser renders for the session too
void Promise.all([routed, serverData === null ? booted : texts]).then(([router]) => {
  // a task of its own too: reading in the texts and rendering the first page were one
  setTimeout(() => {
    const root = document.getElementById('root')!;
    const app = (
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>
    );
    if (serverData === null) {
      createRoot(root).render(app);
      return;
    }
    setHydrating(true, serverData.renderedAt);
    hydrateRoot(root, app);
    // the parts below a phone's first screen are taken over in tasks of their own
    void hydrateLaterSteps().then(() => {
      // the end of taking over the server's markup (the e2e tests wait for it), before the
      // renders of the scripted page it starts
      root.dataset.hydrated = '';
      setHydrating(false);
    });
  }, 0);
});

registerServiceWorker();
