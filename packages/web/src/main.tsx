import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '#web/shared/api/query-client.ts';
import { startI18n } from '#web/shared/i18n/i18n.ts';
import { languageOfPath } from '#web/shared/routing/resolve-location.ts';
import { readStored } from '#web/shared/storage/local-storage.ts';
import { Providers } from '#web/app/providers.tsx';
import { createAppRouter } from '#web/app/router.tsx';
import '#web/app/styles.css';

// The texts of the first page load before the router starts, so nothing shows untranslated.
await startI18n(languageOfPath(window.location.pathname, readStored('language')));

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
