import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { BasketIcon } from '#web/shared/ui/icons.tsx';

/**
 * The basket button as it shows while the basket preview's code loads (header.tsx): the box of
 * the preview's trigger with no count yet (features/basket/basket-preview.tsx shows none until
 * the basket arrives either), so nothing moves when the preview replaces it; not yet a control.
 */
export function BasketButtonPlaceholder() {
  const { t } = useTranslation('basket');
  return (
    <span
      aria-hidden="true"
      className="relative inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-white sm:px-2.5"
    >
      <BasketIcon className="size-5" />
      <span className="hidden whitespace-nowrap md:inline">{t('preview.title')}</span>
    </span>
  );
}
