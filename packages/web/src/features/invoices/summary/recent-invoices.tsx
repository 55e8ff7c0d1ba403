import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { InvoiceState, InvoiceSummary } from '@shop/domain/api/account-overview.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import type { Language } from '@shop/domain/shops.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';

const STATE_TONE: Record<InvoiceState, string> = {
  paid: 'bg-success-50 text-success-800',
  notPaid: 'bg-brand-50 text-brand-900',
  overdue: 'bg-danger-50 text-danger-800',
  canceled: 'bg-gray-100 text-gray-700',
};

/** The newest invoices of the overview, with a link to the full list. */
export function RecentInvoices({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const language: Language = shell.language;
  return (
    <section
      aria-labelledby="recent-invoices"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recent-invoices" className="text-lg font-semibold text-gray-900">
          {t('overview.recentInvoices')}
        </h2>
        <Link
          to={paths.accountInvoices.href(shell)}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          {t('overview.allInvoices')}
        </Link>
      </div>
      {invoices.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t('overview.noInvoices')}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead className="sr-only sm:not-sr-only">
            <tr className="border-b border-gray-200 text-left text-xs text-gray-500">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {t('overview.invoiceNumber')}
              </th>
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {t('overview.invoiceDate')}
              </th>
              <th scope="col" className="hidden py-1.5 pr-2 font-medium sm:table-cell">
                {t('overview.invoiceDue')}
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                {t('overview.invoiceTotal')}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t('overview.invoiceState')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.invoiceid} className="border-b border-gray-100 last:border-0">
                <th
                  scope="row"
                  className="py-2 pr-2 text-left font-medium text-gray-900 tabular-nums"
                >
                  {invoice.invoiceid}
                </th>
                <td className="py-2 pr-2 text-gray-700 tabular-nums">
                  {formatShortDate(invoice.date, language)}
                </td>
                <td className="hidden py-2 pr-2 text-gray-700 tabular-nums sm:table-cell">
                  {formatShortDate(invoice.dueDate, language)}
                </td>
                <td className="py-2 pr-2 text-right text-gray-900 tabular-nums">
                  {invoice.total === null ? '–' : formatMoney(invoice.total, invoice.currency)}
                </td>
                <td className="py-2 text-right">
                  <span
                    className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_TONE[invoice.state]}`}
                  >
                    {t(`overview.invoiceStateName.${invoice.state}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
