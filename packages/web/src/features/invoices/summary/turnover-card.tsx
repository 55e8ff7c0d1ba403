import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { TurnoverResponse } from '@shop/domain/api/account-overview.ts';
import { quotaLevel } from '@shop/domain/rules/turnover-quota.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { formatDecimal } from '@shop/domain/rules/decimal-text.ts';
import type { Language } from '@shop/domain/shops.ts';
import { ChevronDownIcon } from '#web/shared/ui/icons.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useOnScreen } from '#web/shared/ui/use-on-screen.ts';

const TurnoverChart = lazy(async () => ({
  default: (await import('./turnover-chart.tsx')).TurnoverChart,
}));

const QUOTA_TONE = {
  good: 'bg-success-50 text-success-800 ring-success-200',
  neutral: 'bg-gray-100 text-gray-800 ring-gray-300',
  warning: 'bg-warning-50 text-warning-800 ring-warning-200',
} as const;

/**
 * The quota with its colour (docs/product/account.md#account-quota-colour: above 10 warning, above
 * 3 neutral, else good).
 */
export function QuotaBadge({ quota, language }: { quota: number; language: Language }) {
  const { t } = useTranslation('account');
  const level = quotaLevel(quota);
  const value = formatDecimal(quota, language, 1);
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm ring-1 ${QUOTA_TONE[level]}`}
    >
      <span className="font-semibold">{t('overview.quota', { value })}</span>
      <span>{t(`overview.quotaLevel.${level}`)}</span>
    </p>
  );
}

const NAV_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md border border-gray-300 text-gray-700 hover:bg-gray-50 disabled:opacity-40';

/**
 * The bars, loaded when they scroll into view: the chart's library is the largest file of the
 * shop and its first render is a 300 ms task on a slow phone, whose first screen ends just above
 * them (decision 068).
 */
function ChartWhenNear(props: ComponentProps<typeof TurnoverChart>) {
  const { t } = useTranslation('account');
  const box = useRef<HTMLDivElement>(null);
  const near = useOnScreen(box, { once: true, whenUnknown: true });
  const fallback = (
    <div className="flex h-48 items-center justify-center sm:h-56">
      <Spinner label={t('overview.loadingChart')} />
    </div>
  );
  return (
    <div ref={box}>
      {near ? (
        <Suspense fallback={fallback}>
          <TurnoverChart {...props} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}

/** The chosen year's turnover beside the year before, the year navigation and the bars. */
function YearlyTurnover({ turnover }: { turnover: TurnoverResponse }) {
  const { t } = useTranslation('account');
  const years = Object.entries(turnover.years).map(([year, amount]) => ({
    year,
    amount: amount ?? 0,
  }));
  const [selected, setSelected] = useState(years[years.length - 1]?.year ?? '');
  const index = years.findIndex((entry) => entry.year === selected);
  const current = years[index];
  const previous = index > 0 ? years[index - 1] : undefined;
  const money = (value: number) => formatMoney(value, turnover.currency);
  return (
    <>
      <div className="mt-3 flex items-center gap-2">
        <button
          type="button"
          className={NAV_BUTTON}
          disabled={index <= 0}
          onClick={() => setSelected(years[index - 1]!.year)}
          aria-label={t('overview.previousYear')}
        >
          <ChevronDownIcon className="size-5 rotate-90" />
        </button>
        <p
          className="min-w-24 text-center text-base font-semibold text-gray-900 tabular-nums"
          aria-live="polite"
        >
          {selected}
        </p>
        <button
          type="button"
          className={NAV_BUTTON}
          disabled={index >= years.length - 1}
          onClick={() => setSelected(years[index + 1]!.year)}
          aria-label={t('overview.nextYear')}
        >
          <ChevronDownIcon className="size-5 -rotate-90" />
        </button>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-xs text-gray-500">
            {t('overview.turnoverOfYear', { year: selected })}
          </dt>
          <dd className="text-2xl font-bold whitespace-nowrap text-gray-900 tabular-nums">
            {current ? money(current.amount) : '–'}
          </dd>
        </div>
        {previous && (
          <div>
            <dt className="text-xs text-gray-500">
              {t('overview.turnoverOfYear', { year: previous.year })}
            </dt>
            <dd className="text-lg font-semibold whitespace-nowrap text-gray-700 tabular-nums">
              {money(previous.amount)}
            </dd>
          </div>
        )}
      </dl>
      <ChartWhenNear
        years={years}
        selected={selected}
        currency={turnover.currency}
        onSelect={setSelected}
      />
    </>
  );
}

/** Turnover per year with year navigation: the chosen year's figure, the change, the bars. */
export function TurnoverCard({
  turnover,
  language,
}: {
  turnover: TurnoverResponse;
  language: Language;
}) {
  const { t } = useTranslation('account');
  return (
    <section
      aria-labelledby="turnover-title"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="turnover-title" className="text-lg font-semibold text-gray-900">
          {t('overview.turnover')}
        </h2>
        <QuotaBadge quota={turnover.quota} language={language} />
      </div>
      {turnover.pricesHidden ? (
        <p className="mt-3 text-sm text-gray-600">{t('overview.pricesHidden')}</p>
      ) : (
        <YearlyTurnover turnover={turnover} />
      )}
    </section>
  );
}
