import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import de from '@shop/messages/de.json';
import en from '@shop/messages/en.json';
import { ErrorDialogProvider } from '#web/shared/ui/error-dialog.tsx';

/**
 * An i18next with the en texts bundled, so component tests read what users read; de too, for
 * the tests that check a German page (`showTextsIn`).
 */
const testI18n = createInstance();
await testI18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en, de },
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
});

/** The language of the texts rendered from now on; a test that changes it sets 'en' back. */
export function showTextsIn(language: 'en' | 'de'): Promise<unknown> {
  return testI18n.changeLanguage(language);
}

/**
 * Renders routes of the shell at a path, with a fresh query client that does not retry (or the
 * given one, e.g. filled by a route loader's prefetch first), and the shop's error dialog.
 * Answers what `render` answers and the memory router.
 */
export function renderRoute(
  path: string,
  routes: RouteObject[],
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(
    [
      {
        path: '/:shop/:language',
        element: (
          <ErrorDialogProvider>
            <Outlet />
          </ErrorDialogProvider>
        ),
        children: routes,
      },
    ],
    {
      initialEntries: [path],
    },
  );
  // the router, so a test can read the address the screen wrote
  return {
    ...render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={testI18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>,
    ),
    router,
  };
}
