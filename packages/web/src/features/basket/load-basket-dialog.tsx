import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { SavedBasket } from '@shop/domain/api/saved-baskets.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { deleteSavedBasket, useSavedBaskets } from '#web/shared/basket/api/saved-baskets.ts';
import { formatSavedDate } from '#web/shared/basket/saved-date.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

interface LoadBasketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerNumber: string;
  /** the basket to load; the page asks replace or add */
  onLoad: (basket: SavedBasket) => void;
}

/**
 * Load saved baskets (docs/product/basket.md#basket-saved): the list with note and date, load or
 * delete one.
 */
export function LoadBasketDialog({
  open,
  onOpenChange,
  customerNumber,
  onLoad,
}: LoadBasketDialogProps) {
  const { t } = useTranslation('basket');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('load.title')} size="lg">
      {open && <SavedList customerNumber={customerNumber} onLoad={onLoad} />}
    </Modal>
  );
}

function SavedList({
  customerNumber,
  onLoad,
}: Pick<LoadBasketDialogProps, 'customerNumber' | 'onLoad'>) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  const queryClient = useQueryClient();
  const saved = useSavedBaskets(customerNumber, true);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function remove(basket: SavedBasket) {
    setDeleting(basket.id);
    setFailure(null);
    try {
      await deleteSavedBasket(basket.id);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.savedBaskets(customerNumber) });
    } catch (caught) {
      setFailure(caught);
    } finally {
      setDeleting(null);
    }
  }

  if (saved.isPending) return <Spinner label={t('load.loading')} />;
  if (saved.isError) {
    return (
      <Notice tone="error">
        {errorText(saved.error)}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void saved.refetch()}
        >
          {t('retry')}
        </button>
      </Notice>
    );
  }
  if (saved.data.length === 0) return <p className="text-sm text-gray-700">{t('load.empty')}</p>;
  return (
    <div className="space-y-3">
      {failure !== null && <Notice tone="error">{errorText(failure)}</Notice>}
      <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
        {saved.data.map((basket) => (
          <li key={basket.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5">
            <div className="min-w-48 flex-1">
              <p className="font-semibold break-words text-gray-900">{basket.note}</p>
              <p className="text-xs text-gray-600 tabular-nums">
                {formatSavedDate(basket.savedDate)}
                {' · '}
                {t('load.articles', { count: basket.articles.length })}
                {basket.dropshipping !== null && ` · ${t('load.withDropshipping')}`}
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClasses('secondary', 'px-3 py-1.5')}
                aria-label={t('load.deleteNamed', { note: basket.note })}
                disabled={deleting === basket.id}
                onClick={() => void remove(basket)}
              >
                {t('load.delete')}
              </button>
              <button
                type="button"
                className={buttonClasses('primary', 'px-3 py-1.5')}
                aria-label={t('load.loadNamed', { note: basket.note })}
                onClick={() => onLoad(basket)}
              >
                {t('load.load')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
