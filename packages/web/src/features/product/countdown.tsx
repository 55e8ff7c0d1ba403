import { useEffect, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { countdownParts } from '#web/features/product/article-view.ts';

/**
 * The countdown of an article (an offer or pre-order deadline), ticking every second
 * (spec 1 section 9); it disappears when the moment has passed.
 */
export function Countdown({ until }: { until: string }) {
  const { t } = useTranslation('product');
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(until, now);
  const running = parts !== null;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  if (parts === null) return null;
  const clock = [parts.hours, parts.minutes, parts.seconds]
    .map((value) => String(value).padStart(2, '0'))
    .join(':');
  return (
    <p className="inline-flex items-center gap-2 rounded-md bg-accent-50 px-3 py-1.5 text-sm font-semibold text-accent-800">
      <span>{t('countdown.label')}</span>
      <time dateTime={until} className="tabular-nums" aria-live="off">
        {parts.days > 0 ? t('countdown.days', { count: parts.days, clock }) : clock}
      </time>
    </p>
  );
}
