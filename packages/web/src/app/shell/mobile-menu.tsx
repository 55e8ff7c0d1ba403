import { useTranslation } from 'react-i18next';
import { MenuIcon } from '#web/shared/ui/icons.tsx';
import { MOBILE_MENU_BUTTON } from '#web/app/shell/mobile-menu-button.ts';
import { deferredTriggerProps, loadOnce, useDeferredPart } from '#web/app/shell/deferred.ts';

const loadDrawer = loadOnce(() => import('#web/app/shell/mobile-drawer.tsx'));

/**
 * Below the desktop width the menus live in a drawer behind a hamburger button. The drawer
 * (Radix Dialog, mobile-drawer.tsx) loads when the button is first pressed and mounts open, so
 * the first page carries no dialog code (decision 030).
 */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const drawer = useDeferredPart(loadDrawer);
  if (drawer.loaded !== null) {
    const { MobileDrawer } = drawer.loaded.part;
    return <MobileDrawer />;
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
