import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { accountLinks } from '#web/shared/account/account-links.ts';
import { useAccount } from '#web/shared/account/get-account.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { logout } from '#web/shared/session/session.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '#web/shared/ui/icons.tsx';

const HEADER_BUTTON =
  'inline-flex h-10 items-center gap-1.5 rounded-md px-2 sm:px-2.5 text-sm font-semibold text-white hover:bg-white/10 data-[state=open]:bg-white/10';
const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-gray-800 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900';

/** The header's entry: a login button for visitors, the account menu for logged-in users. */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const { user } = useSession();
  const account = useAccount(user?.customerNumber ?? null);
  const company = account.data?.address?.company ?? '';

  if (user === null) {
    return (
      <button type="button" onClick={() => authDialogs.openLogin()} className={HEADER_BUTTON}>
        <UserIcon className="size-5" />
        {/* on phones the icon stands alone; the name stays for screen readers */}
        <span className="sr-only sm:not-sr-only">{t('menu.login')}</span>
      </button>
    );
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={
          company === ''
            ? t('menu.label', { customerNumber: user.customerNumber })
            : t('menu.labelCompany', { company, customerNumber: user.customerNumber })
        }
        title={user.customerNumber}
        className={HEADER_BUTTON}
      >
        <span className="relative">
          <UserIcon className="size-5" />
          {/* on phones, where the customer number does not fit, a dot says "logged in" */}
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 size-2 rounded-full bg-success-500 ring-2 ring-brand-900 sm:hidden"
          />
        </span>
        {/* the company names the account; its customer number is the tooltip and in the menu */}
        <span className="hidden max-w-48 truncate sm:inline">
          {company === '' ? user.customerNumber : company}
        </span>
        <ChevronDownIcon className="hidden size-4 opacity-80 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block text-xs font-semibold text-gray-500">{t('menu.title')}</span>
            <span className="block text-sm font-semibold text-gray-900 tabular-nums">
              {t('menu.customerNumber', { customerNumber: user.customerNumber })}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          {accountLinks(shell).map((link) => (
            <DropdownMenu.Item key={link.key} asChild className={ITEM}>
              <Link to={link.href}>{t(`menu.link.${link.key}`)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item className={ITEM} onSelect={() => void logout()}>
            <LogoutIcon className="size-4" />
            {t('menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
