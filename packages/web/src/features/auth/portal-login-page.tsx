import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useNavigate, useParams } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { userShell } from '#web/features/auth/after-login.ts';
import { postPortalLogin } from '#web/features/auth/api/portal-login.ts';

/**
 * /loginPortal/{data} (docs/product/identity.md#auth-portal-login): single sign-on from the portal.
 * Success stores the user and goes to /{user.shop}/{language} (the uk shop speaks en); a failure
 * goes to start and shows the login error in the login dialog.
 */
export function PortalLoginPage() {
  const { t } = useTranslation('auth');
  const { data = '' } = useParams();
  const shell = useShellParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // once per page, also when React runs effects twice in development
    if (started.current) return;
    started.current = true;
    postPortalLogin(data).then(
      (session) => {
        sessionStore.signIn(session);
        void navigate(paths.start.href(userShell(session.user, shell)), { replace: true });
      },
      () => {
        void navigate(paths.start.href(shell), { replace: true });
        authDialogs.openLogin({ notice: 'portalLoginFailed' });
      },
    );
  }, [data, shell, navigate]);

  return (
    <div className="flex min-h-[40vh] items-center justify-center px-4">
      <Spinner label={t('portal.loading')} />
      <p aria-hidden="true" className="ml-3 text-gray-700">
        {t('portal.loading')}
      </p>
    </div>
  );
}
