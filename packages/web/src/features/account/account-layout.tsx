import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, Outlet, useLocation } from 'react-router';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { ChevronDownIcon } from '#web/shared/ui/icons.tsx';
import { useDesktopWidth } from '#web/shared/ui/wide-screen.ts';
import {
  accountPageLinks,
  type AccountPageKey,
  type AccountPageLink,
} from '#web/features/account/account-layout-links.ts';

/** The link of the page shown: the overview only on its own address, the others with sub-pages. */
function currentKey(links: AccountPageLink[], pathname: string): AccountPageKey | null {
  const path = pathname.replace(/\/$/, '');
  const match = links.find((link) =>
    link.key === 'overview'
      ? path === link.href
      : path === link.href || path.startsWith(`${link.href}/`),
  );
  return match?.key ?? null;
}

const ITEM =
  'block rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:bg-brand-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900';

function AccountNavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const { pathname } = useLocation();
  const { main, more } = accountPageLinks(shell);
  const current = currentKey([...main, ...more], pathname);
  const item = (link: AccountPageLink) => (
    <li key={link.key}>
      <Link
        to={link.href}
        aria-current={link.key === current ? 'page' : undefined}
        className={ITEM}
        onClick={onNavigate}
      >
        {t(`menu.link.${link.key}`)}
      </Link>
    </li>
  );
  return (
    <>
      <ul className="space-y-0.5">{main.map(item)}</ul>
      <ul className="mt-3 space-y-0.5 border-t border-gray-200 pt-3">{more.map(item)}</ul>
    </>
  );
}

/** On phones: one line naming the page, which opens the list of account pages. */
function CompactAccountNav() {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const { pathname } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const { main, more } = accountPageLinks(shell);
  const current = currentKey([...main, ...more], pathname);
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);
  return (
    <details
      ref={details}
      className="group rounded-md border border-gray-200 bg-white shadow-xs lg:hidden"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="sr-only">{t('layout.navigation')}: </span>
          {current === null ? t('menu.title') : t(`menu.link.${current}`)}
        </span>
        <ChevronDownIcon className="size-5 text-gray-500 transition-transform group-open:rotate-180" />
      </summary>
      <nav aria-label={t('layout.navigation')} className="border-t border-gray-200 p-2">
        <AccountNavList />
      </nav>
    </details>
  );
}

/**
 * Every /account/... page (docs/product/account.md#account-routes): the account pages' navigation,
 * a side list on desktop and a compact menu on phones, beside the page.
 */
export function AccountLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  const { isAuthenticated } = useSession();
  const desktop = useDesktopWidth();
  // a visitor (on the shipping page, or before logging in) has no account pages to go to. The
  // page keeps its place in the tree either way: a page remounted when its user logs out or
  // deletes the account saw a visitor who never logged in, and opened the login dialog while
  // the logout led to start (RequireLogin)
  return (
    <div
      className={
        isAuthenticated
          ? 'mx-auto max-w-content px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:py-10'
          : undefined
      }
    >
      {isAuthenticated && (
        <aside className="mb-5 lg:mb-0">
          {/* one of the two navigations: a phone's first render makes half the links (decision 073) */}
          {desktop ? (
            <nav aria-label={t('layout.navigation')} className="sticky top-36 hidden lg:block">
              <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {t('menu.title')}
              </p>
              <AccountNavList />
            </nav>
          ) : (
            <CompactAccountNav />
          )}
        </aside>
      )}
      {/* the pages bring their own page margins for use without the layout; here the layout's count.
          At least a screen high: a page is short while it loads (a spinner) and the footer, pinned
          to the bottom of a short page, jumped out of view when the data arrived (decision 047) */}
      <div
        className={
          isAuthenticated ? 'min-h-dvh min-w-0 *:mx-0! *:max-w-none! *:px-0! *:py-0!' : undefined
        }
      >
        {children ?? <Outlet />}
      </div>
    </div>
  );
}
