import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { BasketResponse } from '@shop/domain/api/basket.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { LoadBasketDialog } from '#web/features/basket/load-basket-dialog.tsx';
import { RepeatOrderDialog } from '#web/features/basket/repeat-order-dialog.tsx';
import { SaveBasketDialog } from '#web/features/basket/save-basket-dialog.tsx';
import { ShippingCostDialog } from '#web/features/basket/shipping-cost-dialog.tsx';
import type { BasketActions } from '#web/features/basket/use-basket-actions.ts';
import { CsvFormatSelect, useCsvFormat } from '#web/shared/ui/csv-format-select.tsx';

interface BasketDialogsProps {
  basket: BasketResponse;
  customerNumber: string;
  actions: BasketActions;
}

/** The dialogs of the basket's actions; `actions.dialog` says which one is open. */
export function BasketDialogs({ basket, customerNumber, actions }: BasketDialogsProps) {
  const shell = useShellParams();
  const { dialog, closeDialog } = actions;
  return (
    <>
      <SaveBasketDialog
        open={dialog === 'save'}
        onOpenChange={closeDialog}
        customerNumber={customerNumber}
        onSaved={actions.saved}
      />
      <LoadBasketDialog
        open={dialog === 'load'}
        onOpenChange={closeDialog}
        customerNumber={customerNumber}
        onLoad={actions.loadSaved}
      />
      <RepeatOrderDialog
        open={dialog === 'repeat'}
        onOpenChange={closeDialog}
        customerNumber={customerNumber}
        onRepeat={actions.repeat}
      />
      <ShippingCostDialog
        open={dialog === 'shipping'}
        onOpenChange={closeDialog}
        shop={shell.shop}
        language={shell.language}
        country={basket.shippingCountry}
        dropshipping={basket.dropshipping.enabled}
      />
      <ClearBasketDialog actions={actions} />
      <CsvDialog actions={actions} />
    </>
  );
}

/** Asks before the basket is emptied. */
function ClearBasketDialog({ actions }: { actions: BasketActions }) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  return (
    <Modal
      open={actions.dialog === 'clear'}
      onOpenChange={actions.closeDialog}
      title={t('clear.title')}
      description={t('clear.text')}
    >
      <p className="text-sm text-gray-700 sm:hidden">{t('clear.text')}</p>
      {actions.clearError !== null && (
        <Notice tone="error" className="mt-3">
          {errorText(actions.clearError)}
        </Notice>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => actions.closeDialog(false)}
        >
          {t('clear.cancel')}
        </button>
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={actions.clearing}
          onClick={() => void actions.clear()}
        >
          {t('clear.confirm')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The basket's CSV export: the spreadsheet format to write it in
 * (docs/decisions/122-csv-in-the-buyers-spreadsheet.md), then the download.
 */
function CsvDialog({ actions }: { actions: BasketActions }) {
  const { t } = useTranslation('basket');
  const [format, setFormat] = useCsvFormat();
  return (
    <Modal
      open={actions.dialog === 'csv'}
      onOpenChange={actions.closeDialog}
      title={t('action.csv')}
    >
      <CsvFormatSelect value={format} onChange={setFormat} />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => actions.closeDialog(false)}
        >
          {t('csv.cancel')}
        </button>
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => actions.exportCsv(format)}
        >
          {t('csv.download')}
        </button>
      </div>
    </Modal>
  );
}
