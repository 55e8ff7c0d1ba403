import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { LANGUAGES } from '@shop/domain/shops.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { CheckIcon } from '#web/shared/ui/icons.tsx';
import { useFirstItemFocus, type FirstOpening } from '#web/app/shell/deferred.ts';
import {
  LANGUAGE_BUTTON,
  LanguageButtonFace,
  useLanguageButtonLabel,
} from '#web/app/shell/language-parts.tsx';
import { useSwitchLanguage } from '#web/app/shell/use-switch-language.ts';

/**
 * The header's language menu: the seven languages, each named in itself. Loaded when the
 * language button is first pressed (language-switch.tsx), so it mounts open.
 */
export function LanguageMenu({ opening }: { opening: FirstOpening }) {
  const { t } = useTranslation(['shell', 'common']);
  const { language } = useShellParams();
  const switchLanguage = useSwitchLanguage();
  const focusFirstItem = useFirstItemFocus(opening);
  const label = useLanguageButtonLabel(language);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={label} className={LANGUAGE_BUTTON}>
        <LanguageButtonFace language={language} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          onFocus={focusFirstItem}
          className="z-50 min-w-48 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-gray-500">
            {t('language.menu')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={switchLanguage}>
            {LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={code}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-md px-2 py-1.5 text-sm text-gray-800 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900"
              >
                <span>{t(`common:language.${code}`)}</span>
                <DropdownMenu.ItemIndicator>
                  <CheckIcon className="size-4 text-brand-700" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
