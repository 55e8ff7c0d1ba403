import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { InvoicesOverviewResponse } from '@shop/domain/api/account-overview.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';

const CARD = 'rounded-lg border bg-white p-4 shadow-xs';
const LINK =
  'mt-2 inline-block text-sm font-semibold text-brand-800 underline-offset-2 hover:underline';

/**
 * Unpaid and overdue sums with links to the pre-filtered invoice list
 * (docs/product/account.md#account-overview).
 */
export function OpenInvoiceCards({ overview }: { overview: InvoicesOverviewResponse }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const amount = (value: number | null) =>
    value === null ? null : formatMoney(value, overview.currency);
  const overdue = overview.overdueCount > 0;
  return (
    <>
      <div className={`${CARD} border-gray-200`}>
        <h2 className="text-sm font-medium text-gray-600">{t('overview.unpaid')}</h2>
        {amount(overview.unpaidSum) !== null && (
          <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">
            {amount(overview.unpaidSum)}
          </p>
        )}
        <p className="text-sm text-gray-600">
          {t('overview.invoiceCount', { count: overview.unpaidCount })}
        </p>
        <Link to={paths.accountInvoices.href(shell, 'notPaid')} className={LINK}>
          {t('overview.showUnpaid')}
        </Link>
      </div>
      <div className={`${CARD} ${overdue ? 'border-danger-200 bg-danger-50' : 'border-gray-200'}`}>
        <h2 className={`text-sm font-medium ${overdue ? 'text-danger-800' : 'text-gray-600'}`}>
          {t('overview.overdue')}
        </h2>
        {amount(overview.overdueSum) !== null && (
          <p
            className={`mt-1 text-2xl font-bold tabular-nums ${overdue ? 'text-danger-800' : 'text-gray-900'}`}
          >
            {amount(overview.overdueSum)}
          </p>
        )}
        <p className="text-sm text-gray-600">
          {t('overview.invoiceCount', { count: overview.overdueCount })}
        </p>
        <Link to={paths.accountInvoices.href(shell, 'overdue')} className={LINK}>
          {t('overview.showOverdue')}
        </Link>
      </div>
    </>
  );
}

/**
 * The credit line with its used part (unpaid invoices and orders not yet invoiced) and its free
 * part, both worked out by the server.
 */
export function CreditLineCard({
  credit,
  currency,
}: {
  credit: NonNullable<InvoicesOverviewResponse['credit']>;
  currency: 'EUR' | 'GBP';
}) {
  const { t } = useTranslation('account');
  if (credit.line <= 0) {
    return (
      <div className={`${CARD} border-gray-200`}>
        <h2 className="text-sm font-medium text-gray-600">{t('overview.creditLine')}</h2>
        <p className="mt-1 text-sm text-gray-700">{t('overview.noCreditLine')}</p>
      </div>
    );
  }
  const percent = Math.min(Math.round((credit.used / credit.line) * 100), 100);
  return (
    <div className={`${CARD} border-gray-200`}>
      <h2 className="text-sm font-medium text-gray-600">{t('overview.creditLine')}</h2>
      <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">
        {formatMoney(credit.line, currency)}
      </p>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('overview.creditUsedShare', { percent })}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-success-50 ring-1 ring-success-200"
      >
        <div
          className={`h-full ${percent > 90 ? 'bg-danger-600' : 'bg-brand-700'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-gray-600">{t('overview.creditUsed')}</dt>
          <dd
            className={`font-semibold tabular-nums ${credit.used > credit.line ? 'text-danger-800' : 'text-gray-900'}`}
          >
            {formatMoney(credit.used, currency)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('overview.creditFree')}</dt>
          <dd className="font-semibold text-success-800 tabular-nums">
            {formatMoney(credit.free, currency)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
