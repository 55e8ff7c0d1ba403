import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { accountLinks } from '#web/shared/account/account-links.ts';
import { logout } from '#web/shared/session/session.ts';
import { LogoutIcon } from '#web/shared/ui/icons.tsx';
import { AccountButtonFace, HEADER_BUTTON } from '#web/app/shell/account-button.tsx';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-gray-800 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900';

/**
 * The account menu itself, loaded when the user first reaches for the account button
 * (account-menu.tsx), so it mounts open.
 */
export function AccountDropdown({
  label,
  customerNumber,
  name,
}: {
  label: string;
  customerNumber: string;
  name: string;
}) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={label} title={customerNumber} className={HEADER_BUTTON}>
        <AccountButtonFace name={name} />
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
              {t('menu.customerNumber', { customerNumber: customerNumber })}
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
