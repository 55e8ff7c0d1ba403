import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import {
  useNewestOpenOrders,
  useOpenOrdersOverview,
  type OpenOrdersSummary,
} from '#web/features/orders/api/get-open-orders-overview.ts';
import { MovedDatesSummary } from './moved-dates-summary.tsx';

const LINK = 'text-sm font-semibold text-brand-800 underline-offset-2 hover:underline';

function Sums({ summary }: { summary: OpenOrdersSummary }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const money = (value: number | null) =>
    value === null ? '–' : formatMoney(value, summary.currency);
  const rows = [
    {
      key: 'available',
      value: summary.availableSum,
      href: paths.accountPreOrders.href(shell, 'inStock'),
    },
    {
      key: 'overdueOrders',
      value: summary.overdueSum,
      href: paths.accountPreOrders.href(shell, 'inStockOverdue'),
    },
    { key: 'totalOpen', value: summary.totalSum, href: paths.accountPreOrders.href(shell) },
  ] as const;
  return (
    <dl className="mt-3 grid gap-2 sm:grid-cols-3">
      {rows.map((row) => (
        <div key={row.key} className="rounded-md bg-gray-50 px-3 py-2">
          <dt className="text-xs text-gray-600">{t(`overview.backOrders.${row.key}`)}</dt>
          <dd className="text-lg font-semibold text-gray-900 tabular-nums">{money(row.value)}</dd>
          <dd>
            <Link to={row.href} className={LINK}>
              {t(`overview.backOrders.${row.key}Link`)}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function NewestArrivals({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const newest = useNewestOpenOrders(customerNumber, shell.language);
  if (newest.isPending) return <Spinner label={t('overview.loading')} className="mt-3" />;
  if (newest.isError) return null;
  if (newest.data.articles.length === 0) {
    return <p className="mt-3 text-sm text-gray-600">{t('overview.backOrders.noArrivals')}</p>;
  }
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-gray-900">{t('overview.backOrders.newest')}</h3>
      <ul className="mt-2 divide-y divide-gray-100">
        {newest.data.articles.map((article) => (
          <li
            key={article.articleNumber}
            className="flex items-baseline justify-between gap-3 py-1.5 text-sm"
          >
            <Link
              to={paths.product.href(shell, article.articleNumber)}
              className="min-w-0 truncate text-brand-800 hover:underline"
            >
              {article.name}
            </Link>
            <span className="shrink-0 text-gray-600 tabular-nums">
              {article.lastIntakeDate !== null &&
                `${formatShortDate(article.lastIntakeDate, shell.language)} · `}
              {t('overview.backOrders.pieces', {
                available: article.availableQuantity,
                count: article.quantity,
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Back orders (docs/product/account.md#account-overview): the sums, links to the filtered list, the
 * newest arrivals and the dates moved since the last visit.
 */
export function BackOrdersSummary({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const summary = useOpenOrdersOverview(customerNumber);
  return (
    <section
      aria-labelledby="back-orders"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="back-orders" className="text-lg font-semibold text-gray-900">
        {t('overview.backOrders.title')}
      </h2>
      {summary.isPending && <Spinner label={t('overview.loading')} className="mt-3" />}
      {summary.isError && (
        <Notice tone="warning" className="mt-3">
          {t('overview.backOrders.unavailable')}
        </Notice>
      )}
      {summary.isSuccess && <Sums summary={summary.data} />}
      {summary.isSuccess && <NewestArrivals customerNumber={customerNumber} />}
      {summary.isSuccess && <MovedDatesSummary customerNumber={customerNumber} />}
    </section>
  );
}
