import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { clockOf, useCountdown } from '#web/shared/ui/use-countdown.ts';

/**
 * A countdown of the article page (an offer or pre-order deadline, a Magic release), ticking
 * every second; it disappears when the moment has passed. `label` says what it counts down to,
 * "Time left" without one.
 */
export function Countdown({ until, label }: { until: string; label?: string }) {
  const { t } = useTranslation('product');
  const parts = useCountdown(until);
  if (parts === null) return null;
  const clock = clockOf(parts);
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 rounded-md bg-accent-50 px-3 py-1.5 text-sm font-semibold text-accent-800">
      <span>{label ?? t('countdown.label')}</span>
      <time dateTime={until} className="tabular-nums" aria-live="off">
        {parts.days > 0 ? t('countdown.days', { count: parts.days, clock }) : clock}
      </time>
    </p>
  );
}
