import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';

/**
 * Account pages and the basket require login (docs/product/identity.md#auth-retailer). A visitor
 * gets the login dialog (cancelling it on these pages returns to start, login-dialog.tsx) and,
 * behind it, a short note with a way to open it again. A user who logs out on such a page (or
 * deletes the account) gets no dialog: the logout leads to start, and the page may still show while
 * the start page's code loads.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { status, isAuthenticated } = useSession();
  const visitor = status === 'ready' && !isAuthenticated;
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    if (isAuthenticated) wasLoggedIn.current = true;
  }, [isAuthenticated]);
  useEffect(() => {
    if (visitor && !wasLoggedIn.current) authDialogs.openLogin();
  }, [visitor]);

  if (status === 'restoring') {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label={t('guard.checking')} />
      </div>
    );
  }
  if (visitor) return <LoginNote />;
  return children;
}

/**
 * What a visitor finds behind the login dialog, with a title and the shop's description of its
 * own (docs/product/shell.md#shell-meta-description): the page's own are for its customers.
 */
function LoginNote() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('guard.title'));
  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('guard.title')}</h1>
      <p className="mt-3 text-base text-gray-700">{t('guard.text')}</p>
      <button
        type="button"
        onClick={() => authDialogs.openLogin()}
        className={buttonClasses('primary', 'mt-6')}
      >
        {t('guard.login')}
      </button>
    </div>
  );
}
