import { useTranslation } from 'react-i18next';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import type { OrderFlowState } from '#web/features/basket/order-flow.ts';
import type { LoadOutcome } from '#web/features/basket/use-load-into-basket.tsx';

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

/** A saved basket or past order being loaded, and what came of it. */
export function LoadMessage({
  outcome,
  loading,
  onClose,
}: {
  outcome: LoadOutcome | null;
  loading: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  if (loading) return <Spinner label={t('load.running')} />;
  if (outcome === null) return null;
  if (outcome.kind === 'error') return <Notice tone="error">{errorText(outcome.error)}</Notice>;
  const { answer } = outcome;
  const missing = answer.lines.filter((line) => line.status !== 'added');
  return (
    <Notice
      tone={missing.length > 0 ? 'warning' : 'success'}
      title={t(outcome.choice === 'replace' ? 'load.replaced' : 'load.added', {
        count: answer.added,
      })}
    >
      {missing.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5">
          {missing.map((line) => (
            <li key={line.line}>
              {line.articleNumber ?? line.text}: {t(`import.status.${line.reason ?? line.status}`)}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onClose} className="mt-1 text-xs font-semibold underline">
        {t('load.dismiss')}
      </button>
    </Notice>
  );
}
