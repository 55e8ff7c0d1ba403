import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useBottomBarHeight } from '#web/shared/ui/bottom-bar.ts';
import { ArrowUpIcon } from '#web/shared/ui/icons.tsx';
import { useScrolledPast } from '#web/shared/ui/use-scrolled-past.ts';

/**
 * docs/product/shell.md#shell-back-to-top: the back-to-top control appears beyond 400 px of scroll.
 */
export const BACK_TO_TOP_AFTER = 400;

export function BackToTop() {
  const { t } = useTranslation('shell');
  const visible = useScrolledPast(BACK_TO_TOP_AFTER);
  const barHeight = useBottomBarHeight();
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
      // above a bar fixed to the bottom of the screen, never over its buttons
      style={{ bottom: `calc(1rem + ${barHeight}px)` }}
      className="fixed right-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-700"
    >
      <ArrowUpIcon className="size-6" />
    </button>
  );
}
