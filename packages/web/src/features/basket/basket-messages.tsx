import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import type { OrderFlowState } from '#web/features/basket/order-flow.ts';

/** Why an order was stopped, refused or failed. */
export function FlowMessage({ state }: { state: OrderFlowState }) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  if (state.phase === 'stopped') {
    return <Notice tone="error">{t(`order.stopped.${state.stop}`)}</Notice>;
  }
  if (state.phase === 'refused') return <Notice tone="warning">{t('error.WAIT')}</Notice>;
  if (state.phase === 'failed') {
    return (
      <Notice tone="error" title={t('order.failed', { code: state.code })}>
        <p>{errorText(state.error)}</p>
        {state.dropshippingError !== null && (
          <p className="mt-1">{t('order.dropshippingError', { code: state.dropshippingError })}</p>
        )}
      </Notice>
    );
  }
  return null;
}
