import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { downloadDeliveryNote } from '#web/features/orders/api/download-delivery-note.ts';

/**
 * The download of a dropshipping order's neutral delivery note on the order page
 * (docs/product/basket.md#basket-dropship-delivery-note); a failed download says so and the
 * button stays to try again.
 */
export function DeliveryNoteButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('basket');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      await downloadDeliveryNote(orderNumber);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-3 space-y-2">
      <button
        type="button"
        className={buttonClasses('secondary')}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download()}
      >
        {t('confirmation.deliveryNote')}
      </button>
      {failed && <Notice tone="error">{t('confirmation.deliveryNoteFailed')}</Notice>}
    </div>
  );
}
