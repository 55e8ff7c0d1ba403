import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { MenuIcon } from '#web/shared/ui/icons.tsx';
import { MOBILE_MENU_BUTTON } from '#web/app/shell/mobile-menu-button.ts';
import { deferredTriggerProps, loadOnce, useDeferredPart } from '#web/app/shell/deferred.ts';

const loadDrawer = loadOnce(() => import('#web/app/shell/mobile-drawer.tsx'));

/** The box of the header's main menu (header.tsx), the hamburger link's target without a script. */
export const MAIN_MENU_ID = 'main-menu';

/**
 * Below the desktop width the menus live in a drawer behind a hamburger button. The drawer
 * (Radix Dialog, mobile-drawer.tsx) loads when the button is first pressed and mounts open, so
 * the first page carries no dialog code (decision 030). Until the page's script runs, the button
 * is a link of the same box to the header's main menu, which its target shows on a phone: a
 * visitor without JavaScript reaches the categories, and an early press is not lost (decision
 * 151).
 */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const drawer = useDeferredPart(loadDrawer);
  usePrefetchedMenu();
  if (drawer.loaded !== null) {
    const { MobileDrawer } = drawer.loaded.part;
    return <MobileDrawer />;
  }
  if (!drawer.scripted) {
    return (
      <a href={`#${MAIN_MENU_ID}`} aria-label={t('menu.open')} className={MOBILE_MENU_BUTTON}>
        <MenuIcon className="size-6" />
      </a>
    );
  }
  return (
    <button
      {...deferredTriggerProps('dialog', drawer)}
      aria-label={t('menu.open')}
      className={MOBILE_MENU_BUTTON}
    >
      <MenuIcon className="size-6" />
    </button>
  );
}

/**
 * The drawer's menu entries, asked for one task after the shell has painted (effects run after
 * the paint), so on a phone the request is not among those before the page's largest paint
 * and the drawer usually opens with its entries there (decision 073). A desktop's header asks
 * for them with the page (router.tsx).
 */
function usePrefetchedMenu(): void {
  const queryClient = useQueryClient();
  const { language } = useShellParams();
  useEffect(() => {
    const timer = setTimeout(() => {
      void import('#web/shared/menu/get-menu.ts')
        .then(({ menuQueryOptions }) => queryClient.prefetchQuery(menuQueryOptions(language)))
        .catch(() => undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, [queryClient, language]);
}
