import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { ExternalLink } from '#web/shared/ui/external-link.tsx';
import { useScrolledPast } from '#web/shared/ui/use-scrolled-past.ts';
import { AccountButtonPlaceholder, LoginButton } from '#web/app/shell/account-button.tsx';
import { BasketButtonPlaceholder } from '#web/app/shell/basket-button.tsx';
import { LanguageSwitch } from '#web/app/shell/language-switch.tsx';
import { MainMenuFrame, MenuLinks } from '#web/app/shell/main-menu-frame.tsx';
import { MobileMenu, MAIN_MENU_ID } from '#web/app/shell/mobile-menu.tsx';
import { useDesktopWidth } from '#web/shared/ui/wide-screen.ts';
import { SearchBox } from '#web/app/shell/search-box.tsx';
import { topMenuEntries } from '#web/app/shell/top-menu-entries.ts';
import { useHeaderVacanciesUrl } from '#web/features/content/api/header-links-query.ts';
import { HydrateLater, SHELL_STEP } from '#web/shared/ssr/hydrate-later.tsx';

/**
 * docs/product/shell.md#shell-scroll-header: the header turns into the scrolled header beyond 242
 * px. The scrolled header is the same header slid up by the desktop's top bar (a negative sticky
 * `top`), so its height in the page's flow never changes and nothing below it moves when it turns
 * (decision 086).
 */
export const SCROLLED_HEADER_AFTER = 242;

const TOP_LINK = 'rounded-md px-2 py-1 hover:bg-white/10 hover:text-white';

/*
 * The parts of the header that need the dropdown library, zod and their data load after the
 * first render, each in its own chunk (decision 030): the account menu and basket preview only
 * for a logged-in user, the desktop main menu's dropdowns only at desktop width. Meanwhile a
 * placeholder of the same box stands in their place, so nothing moves when they arrive.
 */
const AccountMenu = lazy(async () => ({
  default: (await import('#web/app/shell/account-menu.tsx')).AccountMenu,
}));
const BasketPreview = lazy(async () => ({
  default: (await import('#web/features/basket/basket-preview.tsx')).BasketPreview,
}));
const MainMenu = lazy(async () => ({
  default: (await import('#web/app/shell/main-menu.tsx')).MainMenu,
}));

export function Header() {
  const { t } = useTranslation(['shell', 'common']);
  const shell = useShellParams();
  const compact = useScrolledPast(SCROLLED_HEADER_AFTER);

  return (
    <header
      className={`sticky top-0 z-40 transition-[top,box-shadow] ${compact ? 'shadow-md lg:-top-9' : 'shadow-sm'}`}
      data-compact={compact || undefined}
    >
      {/* in the server's page too, so nothing moves when the script takes over; hidden on
          phones by the style sheet, slid out of view in the scrolled header and out of the tab
          order with it */}
      {/* the menus are taken over a task after the search and the buttons (decision 155) */}
      <HydrateLater step={SHELL_STEP}>
        <div
          className={`hidden bg-brand-950 text-xs text-brand-100 lg:block ${compact ? 'invisible' : ''}`}
        >
          <div className="mx-auto flex h-9 max-w-content items-center justify-between px-6">
            <p>{t('common:brand.tagline')}</p>
            <TopMenu />
          </div>
        </div>
      </HydrateLater>
      <div className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-content grid-cols-[auto_1fr_auto] items-center gap-x-1 gap-y-3 px-4 py-3 sm:gap-x-3 sm:px-6 lg:grid-cols-[auto_minmax(0,40rem)_1fr] lg:gap-x-8 lg:py-4">
          <div className="col-start-1 row-start-1 flex items-center gap-1">
            <MobileMenu />
            <Link
              to={paths.start.href(shell)}
              aria-label={t('common:brand.home')}
              className="flex items-center gap-2 rounded-md py-1 pr-2"
            >
              <LogoMark className="size-9" />
              {/* below 430 px the name gives way to the basket; the link keeps its label */}
              <span className="hidden text-lg leading-tight font-bold tracking-tight whitespace-nowrap min-[430px]:inline">
                {t('common:brand.name')}
              </span>
            </Link>
          </div>
          <SearchBox className="col-span-3 col-start-1 row-start-2 lg:col-span-1 lg:col-start-2 lg:row-start-1" />
          <HeaderActions />
        </div>
      </div>
      {/* a phone without JavaScript shows it when the hamburger link targets it (decision 151) */}
      <HydrateLater step={SHELL_STEP}>
        <div id={MAIN_MENU_ID} className="hidden target:block lg:block">
          <DesktopMenu />
        </div>
      </HydrateLater>
    </header>
  );
}

/** The desktop's top bar links (top-menu-entries.ts). */
function TopMenu() {
  const { t } = useTranslation('shell');
  const shell = useShellParams();
  const session = useSession();
  const vacanciesUrl = useHeaderVacanciesUrl();
  return (
    <nav aria-label={t('nav.top')}>
      <ul className="flex items-center gap-1">
        {topMenuEntries(shell, session, vacanciesUrl).map((entry) => (
          <li key={entry.key}>
            {entry.external ? (
              <ExternalLink href={entry.href} className={TOP_LINK}>
                {t(`top.${entry.key}`)}
              </ExternalLink>
            ) : (
              <Link to={entry.href} className={TOP_LINK}>
                {t(`top.${entry.key}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Language, account and basket, at the right of the header. */
function HeaderActions() {
  const { user } = useSession();
  return (
    <div className="col-start-3 row-start-1 flex items-center justify-end gap-1 sm:gap-2">
      <LanguageSwitch />
      {user === null ? (
        <LoginButton />
      ) : (
        <>
          <Suspense fallback={<AccountButtonPlaceholder customerNumber={user.customerNumber} />}>
            <AccountMenu />
          </Suspense>
          <Suspense fallback={<BasketButtonPlaceholder />}>
            <BasketPreview />
          </Suspense>
        </>
      )}
    </div>
  );
}

/**
 * The main menu's top-level links, in the server's page and the first render over it; at desktop
 * width its dropdowns take their place once their code is there (decision 151).
 */
function DesktopMenu() {
  const desktop = useDesktopWidth();
  const links = (
    <MainMenuFrame>
      <MenuLinks />
    </MainMenuFrame>
  );
  if (!desktop) return links;
  return (
    <Suspense fallback={links}>
      <MainMenu />
    </Suspense>
  );
}

function LogoMark({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="6" fill="#fff" />
      <path d="M7 10h3l2.2 9L15 10h2l2.8 9L22 10h3l-4 13h-2.6L16 14.6 13.6 23H11z" fill="#1a2b57" />
      <rect x="7" y="25" width="18" height="2" rx="1" fill="#f26b12" />
    </svg>
  );
}
