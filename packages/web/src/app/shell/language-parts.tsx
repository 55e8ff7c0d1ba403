import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { Language } from '@shop/domain/shops.ts';
import { ChevronDownIcon, GlobeIcon } from '#web/shared/ui/icons.tsx';

export const LANGUAGE_BUTTON =
  'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm sm:px-2.5 font-semibold text-white hover:bg-white/10 data-[state=open]:bg-white/10';

/** The name of the language button: it starts with the code it shows, so "click EN" works (WCAG 2.5.3). */
export function useLanguageButtonLabel(language: Language): string {
  const { t } = useTranslation(['shell', 'common']);
  return `${language.toUpperCase()}, ${t('language.switch', { language: t(`common:language.${language}`) })}`;
}

/** What the language button shows: a globe, the code and (from sm) a chevron. */
export function LanguageButtonFace({ language }: { language: Language }) {
  return (
    <>
      <GlobeIcon className="size-5" />
      <span>{language.toUpperCase()}</span>
      <ChevronDownIcon className="hidden size-4 opacity-80 sm:block" />
    </>
  );
}
