import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorDialog } from '#web/shared/ui/error-dialog.tsx';
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

/** Failures after which the shop decided nothing: no answer, or the server could not answer. */
function mayRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * A failed order leaves the order button disabled (the order flow's last step), so it also
 * opens the error dialog: the server's message, a retry when nothing was decided, otherwise
 * close (and change the basket) or contact the shop.
 */
export function useOrderFailureDialog(state: OrderFlowState, retry: () => void): void {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  const showError = useErrorDialog();
  // once per failure: the flow's state is a new object with each one
  const reported = useRef<OrderFlowState | null>(null);
  useEffect(() => {
    if (state.phase !== 'failed' || reported.current === state) return;
    reported.current = state;
    const dropshipping =
      state.dropshippingError === null
        ? ''
        : ` ${t('order.dropshippingError', { code: state.dropshippingError })}`;
    showError({
      title: t('order.failedTitle'),
      error: state.error,
      message: `${errorText(state.error)}${dropshipping}`,
      ...(mayRetry(state.error) ? { retry } : {}),
    });
  });
}
