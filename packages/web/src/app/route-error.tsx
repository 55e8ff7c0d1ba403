import { useEffect } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Navigate, isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { isApiError } from '#web/shared/api/api-error.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { shellParamsOf } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useErrorDialog } from '#web/shared/ui/error-dialog.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';

/**
 * What a page shows when its loader or rendering fails. A 404 from the server sends the user to
 * the notFound page, a 403 to the language root; any other failed page change opens the error
 * dialog (reload, contact or close), and the page behind it offers the reload too.
 */
export function RouteError() {
  const error = useRouteError();
  const shell = shellParamsOf(useParams());
  const { t } = useTranslation('errors');
  const errorMessage = useErrorMessage();
  const showError = useErrorDialog();
  const notFound =
    (isApiError(error) && error.status === 404) ||
    (isRouteErrorResponse(error) && error.status === 404);
  // a route change refused with 403 goes to the language root
  // (docs/product/shell.md#shell-forbidden-route)
  const forbidden =
    (isApiError(error) && error.status === 403) ||
    (isRouteErrorResponse(error) && error.status === 403);
  const redirected = (notFound || forbidden) && shell !== null;
  useEffect(() => {
    if (!redirected) showError({ title: t('title'), error, retry: () => window.location.reload() });
  }, [error, redirected, showError, t]);
  if (notFound && shell !== null) return <Navigate to={paths.notFound.href(shell)} replace />;
  if (forbidden && shell !== null) return <Navigate to={paths.start.href(shell)} replace />;
  return (
    // the dialog announces the failure; the page behind it stays quiet
    <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('title')}</h1>
      <p className="mt-3 text-base text-gray-700">{errorMessage(error)}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses('primary', 'mt-8')}
      >
        {t('reload')}
      </button>
    </div>
  );
}
