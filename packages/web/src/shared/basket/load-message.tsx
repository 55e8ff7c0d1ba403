import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import type { LoadOutcome } from '#web/shared/basket/use-load-into-basket.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/**
 * What a load into the basket (a saved basket or a repeated order) did: running, failed, or how
 * many articles went in and which did not (and why). Shown by the basket and the account pages.
 */
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
