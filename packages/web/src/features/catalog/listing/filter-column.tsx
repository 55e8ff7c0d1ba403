import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { onServer } from '#web/shared/ssr/render-mode.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CloseIcon } from '#web/shared/ui/icons.tsx';
import { useDesktopWidth } from '#web/shared/ui/wide-screen.ts';

/** The filter column's id: the phone's filter link targets it before the script runs. */
export const FILTER_COLUMN_ID = 'listing-filters';

/**
 * What the column holds (docs/decisions/153-listing-filters-in-the-servers-page.md). The server
 * renders the filters, as links, in a column that CSS shows at desktop width or when the phone's
 * filter link targets it. Over that markup the browser's first render gives the column an empty
 * `dangerouslySetInnerHTML`, which Preact's hydration leaves as the server wrote it, so a phone
 * hydrates none of its few hundred elements (decision 068). Once the script runs, a desktop
 * renders the filters in it, as checkboxes, and a phone empties it: its filters open in the
 * drawer. Only a phone that followed the filter link before the script ran keeps them in it.
 */
function columnContent(sidebar: ReactNode, shown: boolean, scripted: boolean) {
  if (onServer || shown) return { children: sidebar };
  if (!scripted) return { dangerouslySetInnerHTML: { __html: '' } };
  return {};
}

/** The filter column beside the list. */
export function FilterColumn({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalog');
  const desktop = useDesktopWidth();
  const scripted = useScripted();
  const { hash } = useLocation();
  const targeted = scripted && hash === `#${FILTER_COLUMN_ID}`;
  return (
    <aside
      id={FILTER_COLUMN_ID}
      aria-label={t('listing.sidebar')}
      // below the sticky header when its link scrolls to it
      className="hidden w-72 shrink-0 scroll-mt-40 target:block lg:block"
      {...columnContent(children, desktop || targeted, scripted)}
    />
  );
}

const FILTER_BUTTON = buttonClasses('secondary', 'lg:hidden');

/**
 * Below the desktop width the filters open in a drawer from the left. Until the page's script
 * runs, the button is a link of its box to the filter column, which its target shows.
 */
export function FilterDialog({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const scripted = useScripted();
  if (!scripted) {
    return (
      <a href={`#${FILTER_COLUMN_ID}`} className={FILTER_BUTTON}>
        {t('listing.filterButton')}
      </a>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={FILTER_BUTTON}>{t('listing.filterButton')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col overflow-y-auto bg-gray-50 shadow-xl focus:outline-none"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-gray-200 bg-white px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-gray-900">
              {t('listing.filterDialog')}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100"
              aria-label={t('listing.closeFilter')}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
