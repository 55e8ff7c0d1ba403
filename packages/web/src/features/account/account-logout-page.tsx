import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { logout } from '#web/shared/session/session.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/**
 * /account/account-logout (docs/product/account.md#account-logout-page): logs the user out, which
 * returns to start.
 */
export function AccountLogoutPage() {
  const { t } = useTranslation('account');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, []);
  return (
    <div className="flex justify-center px-4 py-16">
      <Spinner label={t('logout.running')} />
    </div>
  );
}
