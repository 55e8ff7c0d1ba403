import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';
import { ChevronDownIcon, UserIcon } from '#web/shared/ui/icons.tsx';

export const HEADER_BUTTON =
  'inline-flex h-10 items-center gap-1.5 rounded-md px-2 sm:px-2.5 text-sm font-semibold text-white hover:bg-white/10 data-[state=open]:bg-white/10';

/**
 * The header's entry for visitors: the login button, disabled in the server's page until the
 * script that opens the dialog runs (decision 126).
 */
export function LoginButton() {
  const { t } = useTranslation('account');
  const scripted = useScripted();
  return (
    <button
      type="button"
      disabled={!scripted}
      onClick={() => authDialogs.openLogin()}
      className={HEADER_BUTTON}
    >
      <UserIcon className="size-5" />
      {/* on phones the icon stands alone; the name stays for screen readers */}
      <span className="sr-only sm:not-sr-only">{t('menu.login')}</span>
    </button>
  );
}

/** What the account button shows: the company (or customer number until it is known). */
export function AccountButtonFace({ name }: { name: string }) {
  return (
    <>
      <span className="relative">
        <UserIcon className="size-5" />
        {/* on phones, where the customer number does not fit, a dot says "logged in" */}
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 size-2 rounded-full bg-success-500 ring-2 ring-brand-900 sm:hidden"
        />
      </span>
      <span className="hidden max-w-48 truncate sm:inline">{name}</span>
      <ChevronDownIcon className="hidden size-4 opacity-80 sm:block" />
    </>
  );
}

/**
 * The account button as it shows while the account menu's code loads (header.tsx): the same
 * box, so nothing moves when the menu replaces it; not yet a control.
 */
export function AccountButtonPlaceholder({ customerNumber }: { customerNumber: string }) {
  return (
    <span aria-hidden="true" className={HEADER_BUTTON}>
      <AccountButtonFace name={customerNumber} />
    </span>
  );
}
