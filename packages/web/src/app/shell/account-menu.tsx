import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useAccount } from '#web/shared/account/get-account.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { useMenuOnDemand } from '#web/shared/ui/menu-on-demand.ts';
import { AccountButtonFace, HEADER_BUTTON, LoginButton } from '#web/app/shell/account-button.tsx';

const loadDropdown = () => import('#web/app/shell/account-dropdown.tsx');
const AccountDropdown = lazy(async () => ({ default: (await loadDropdown()).AccountDropdown }));

/**
 * The header's entry: a login button for visitors, the account menu for logged-in users. The
 * header loads it only for a logged-in user, after the first render (decision 030); its
 * dropdown loads when the user reaches for the button (decision 068).
 */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const account = useAccount(user?.customerNumber ?? null);
  const menu = useMenuOnDemand(loadDropdown);
  const company = account.data?.address?.company ?? '';

  if (user === null) return <LoginButton />;

  const button = {
    label:
      company === ''
        ? t('menu.label', { customerNumber: user.customerNumber })
        : t('menu.labelCompany', { company, customerNumber: user.customerNumber }),
    customerNumber: user.customerNumber,
    // the company names the account; its customer number is the tooltip and in the menu
    name: company === '' ? user.customerNumber : company,
  };
  const face = (
    <button
      {...menu.buttonProps}
      aria-label={button.label}
      title={button.customerNumber}
      className={HEADER_BUTTON}
    >
      <AccountButtonFace name={button.name} />
    </button>
  );
  if (!menu.requested) return face;
  return (
    <Suspense fallback={face}>
      <AccountDropdown {...button} />
    </Suspense>
  );
}
