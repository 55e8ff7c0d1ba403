import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, isLanguage } from '@shop/domain/shops.ts';
import { withLanguage } from '#web/shared/routing/resolve-location.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { writeStored } from '#web/shared/storage/local-storage.ts';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '#web/shared/ui/icons.tsx';

/** Rewrites the language segment of the current page and stores the choice. */
export function useSwitchLanguage(): (language: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return (language) => {
    if (!isLanguage(language)) return;
    writeStored('language', language);
    void navigate(withLanguage(location.pathname, language) + location.search + location.hash);
  };
}

/** The header's language menu: the seven languages, each named in itself. */
export function LanguageSwitch() {
  const { t } = useTranslation(['shell', 'common']);
  const { language } = useShellParams();
  const switchLanguage = useSwitchLanguage();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // the name starts with the code the button shows, so "click EN" works (WCAG 2.5.3)
        aria-label={`${language.toUpperCase()}, ${t('language.switch', { language: t(`common:language.${language}`) })}`}
        className="inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm sm:px-2.5 font-semibold text-white hover:bg-white/10 data-[state=open]:bg-white/10"
      >
        <GlobeIcon className="size-5" />
        <span>{language.toUpperCase()}</span>
        <ChevronDownIcon className="hidden size-4 opacity-80 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
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
