import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { deferredTriggerProps, loadOnce, useDeferredPart } from '#web/app/shell/deferred.ts';
import {
  LANGUAGE_BUTTON,
  LanguageButtonFace,
  useLanguageButtonLabel,
} from '#web/app/shell/language-parts.tsx';

const loadMenu = loadOnce(() => import('#web/app/shell/language-menu.tsx'));

/**
 * The header's language button. Its menu (Radix, language-menu.tsx) loads when it is first
 * pressed, so the first page carries no menu code (decision 030).
 */
export function LanguageSwitch() {
  const { language } = useShellParams();
  const label = useLanguageButtonLabel(language);
  const menu = useDeferredPart(loadMenu);
  if (menu.loaded !== null) {
    const { LanguageMenu } = menu.loaded.part;
    return <LanguageMenu opening={menu.loaded.opening} />;
  }
  return (
    <button {...deferredTriggerProps('menu', menu)} aria-label={label} className={LANGUAGE_BUTTON}>
      <LanguageButtonFace language={language} />
    </button>
  );
}
