import type { ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { CheckoutResponse, PaymentInvoicesResponse } from '@shop/domain/api/payments.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckIcon } from '#web/shared/ui/icons.tsx';

/** The invoices being paid: number, due date and amount each, and the amount to pay. */
export function InvoiceSummary({ payment }: { payment: PaymentInvoicesResponse }) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  return (
    <section
      aria-labelledby="payment-invoices"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="payment-invoices" className="text-base font-semibold text-gray-900">
        {t('payment.invoices')}
      </h2>
      <ul className="mt-3 divide-y divide-gray-100">
        {payment.invoices.map((invoice) => (
          <li
            key={invoice.invoiceNumber}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
          >
            <span className="font-medium text-gray-900">
              {t('payment.invoiceNumber', { invoiceNumber: invoice.invoiceNumber })}
            </span>
            <span className="text-gray-600">
              {t('payment.dueDate', { date: formatShortDate(invoice.dueDate, language) })}
            </span>
            <span className="ml-auto font-semibold text-gray-900 tabular-nums">
              {formatMoney(invoice.total, invoice.currency)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between border-t border-gray-200 pt-3 text-base font-semibold text-gray-900">
        <span>{t('payment.total')}</span>
        <span className="tabular-nums">{formatMoney(payment.openTotal, payment.currency)}</span>
      </p>
    </section>
  );
}

function ResultView({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'info';
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const ring =
    tone === 'success'
      ? 'bg-success-50 text-success-600 ring-success-600/30'
      : 'bg-brand-50 text-brand-700 ring-brand-600/30';
  return (
    <section
      role="status"
      aria-labelledby="payment-result"
      className="flex flex-col items-center rounded-lg border border-gray-200 bg-white px-4 py-8 text-center shadow-xs sm:px-8"
    >
      <span className={`flex size-14 items-center justify-center rounded-full ring-1 ${ring}`}>
        <CheckIcon className="size-8" />
      </span>
      <h2 id="payment-result" className="mt-4 text-2xl font-bold tracking-tight text-gray-900">
        {title}
      </h2>
      <div className="mt-3 space-y-1 text-base text-gray-800">{children}</div>
      <Link to={paths.accountInvoices.href(shell)} className={buttonClasses('primary', 'mt-6')}>
        {t('payment.backToInvoices')}
      </Link>
    </section>
  );
}

/** docs/product/invoices.md#inv-payment-states: the payment-successful view. */
export function SuccessView({ answer }: { answer: CheckoutResponse }) {
  const { t } = useTranslation('account');
  const { transaction } = answer;
  return (
    <ResultView tone="success" title={t('payment.successTitle')}>
      <p>
        {t('payment.successText', {
          amount: formatMoney(transaction.amount, transaction.currency),
        })}
      </p>
      {transaction.orderId !== null && (
        <p className="text-sm text-gray-600">
          {t('payment.transactionNumber', { orderId: transaction.orderId })}
        </p>
      )}
    </ResultView>
  );
}

/** docs/product/invoices.md#inv-payment-states: the already-paid view with the date. */
export function AlreadyPaidView({ date }: { date: string }) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  return (
    <ResultView tone="info" title={t('payment.paidTitle')}>
      <p>{t('payment.paidText', { date: formatShortDate(date, language) })}</p>
    </ResultView>
  );
}
