import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { ChevronDownIcon } from '#web/shared/ui/icons.tsx';
import { useMenuOnDemand } from '#web/shared/ui/menu-on-demand.ts';
import type { BasketMenuAction } from '#web/features/basket/basket-more-menu.tsx';
import type { DialogName } from '#web/features/basket/use-basket-actions.ts';

type Action = BasketMenuAction & { hidden?: boolean };

interface BasketToolbarProps {
  count: number;
  onOpen: (dialog: DialogName) => void;
}

/**
 * The basket's heading with its article count and its actions. The order button is the page's
 * one primary action; the rest are quiet buttons and a menu
 * (docs/decisions/023-order-confirmation.md).
 */
export function BasketToolbar({ count, onOpen }: BasketToolbarProps) {
  const { t } = useTranslation('basket');
  const empty = count === 0;
  const actions: Action[] = [
    { key: 'save', label: t('action.save'), onClick: () => onOpen('save'), hidden: empty },
    { key: 'load', label: t('action.load'), onClick: () => onOpen('load') },
    { key: 'repeat', label: t('action.repeat'), onClick: () => onOpen('repeat') },
  ];
  const moreActions: Action[] = [
    { key: 'csv', label: t('action.csv'), onClick: () => onOpen('csv'), hidden: empty },
    { key: 'shipping', label: t('action.shipping'), onClick: () => onOpen('shipping') },
    { key: 'clear', label: t('action.clear'), onClick: () => onOpen('clear'), hidden: empty },
  ];
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('count', { count })}</p>
      </div>
      <div
        role="group"
        aria-label={t('action.label')}
        className="-mx-2 flex flex-wrap items-center gap-x-1 gap-y-1"
      >
        {actions
          .filter((action) => action.hidden !== true)
          .map((action) => (
            <button
              key={action.key}
              type="button"
              onClick={action.onClick}
              className={buttonClasses('ghost', 'px-2 py-1.5 font-medium')}
            >
              {action.label}
            </button>
          ))}
        <MoreMenu actions={moreActions.filter((action) => action.hidden !== true)} />
      </div>
    </div>
  );
}

const loadMoreMenu = () => import('#web/features/basket/basket-more-menu.tsx');
const LazyMoreMenu = lazy(async () => ({ default: (await loadMoreMenu()).BasketMoreMenu }));

/**
 * The less used actions. The menu's dropdown library loads when the user reaches for the
 * button (decision 068); until then the button stands alone.
 */
function MoreMenu({ actions }: { actions: Action[] }) {
  const { t } = useTranslation('basket');
  const menu = useMenuOnDemand(loadMoreMenu);
  const button = {
    className: buttonClasses('ghost', 'px-2 py-1.5 font-medium'),
    face: (
      <>
        {t('action.more')}
        <ChevronDownIcon className="size-4" aria-hidden="true" />
      </>
    ),
  };
  const plain = (
    <button {...menu.buttonProps} className={button.className}>
      {button.face}
    </button>
  );
  if (!menu.requested) return plain;
  return (
    <Suspense fallback={plain}>
      <LazyMoreMenu actions={actions} button={button} />
    </Suspense>
  );
}
