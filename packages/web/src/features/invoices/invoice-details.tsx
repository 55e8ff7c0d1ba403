import { Navigate } from 'react-router';
import type { InvoiceResponse } from '@shop/domain/api/invoices.ts';
import type { TransactionsResponse } from '@shop/domain/api/payments.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useInvoiceTransactions } from '#web/features/invoices/api/get-invoice-transactions.ts';
import {
  CheckoutDoneView,
  PaymentSection,
} from '#web/features/invoices/payment/payment-section.tsx';
import { AlreadyPaidView } from '#web/features/invoices/payment/payment-views.tsx';
import type { useCheckout } from '#web/features/invoices/payment/use-checkout.ts';
import { useInvoice } from '#web/features/invoices/api/get-invoice.ts';

type Checkout = ReturnType<typeof useCheckout>;
type Transactions = ReturnType<typeof useInvoiceTransactions>;

/**
 * The dialog's content: the invoice (GET /api/invoices/{id}), the payments recorded against it
 * (GET /api/transactions?invoice_id=) and, while it is open and payable by card, the card
 * payment. An unknown invoice, or another customer's, is not found; a 403 leads to the account
 * page, as a refused payment state does.
 */
export function InvoiceBody({
  invoiceNumber,
  checkout,
}: {
  invoiceNumber: string;
  checkout: Checkout;
}) {
  const { t } = useTranslation('accountInvoices');
  const shell = useShellParams();
  const { user } = useSession();
  const customerNumber = user?.customerNumber ?? '';
  const invoice = useInvoice(customerNumber, invoiceNumber);
  const transactions = useInvoiceTransactions(customerNumber, invoiceNumber);

  if (invoice.isPending) return <Spinner label={t('dialog.loading')} className="py-8" />;
  if (invoice.isError) {
    const status = isApiError(invoice.error) ? invoice.error.status : 0;
    if (status === 403) return <Navigate to={paths.account.href(shell)} replace />;
    if (status === 404) return <Notice tone="warning">{t('dialog.notFound')}</Notice>;
    return <Failed text={t('dialog.loadError')} onRetry={() => void invoice.refetch()} />;
  }
  return (
    <div className="space-y-6">
      <InvoiceFacts invoice={invoice.data} />
      <TransactionList transactions={transactions} />
      <PaymentPart invoice={invoice.data} transactions={transactions} checkout={checkout} />
    </div>
  );
}

function Failed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('accountInvoices');
  return (
    <Notice tone="error">
      <p>{text}</p>
      <button type="button" className={buttonClasses('secondary', 'mt-2')} onClick={onRetry}>
        {t('dialog.retry')}
      </button>
    </Notice>
  );
}

/** Number, dates, state, order and amount of the invoice. */
function InvoiceFacts({ invoice }: { invoice: InvoiceResponse }) {
  const { t } = useTranslation('accountInvoices');
  const { language } = useShellParams();
  const date = (value: string) => formatShortDate(value, language);
  const facts: [string, string][] = [
    [t('column.date'), date(invoice.date)],
    [t('column.dueDate'), date(invoice.dueDate)],
    [
      t('column.state'),
      invoice.paidDate === null
        ? t(`state.${invoice.state}`)
        : `${t(`state.${invoice.state}`)} · ${t('paidOn', { date: date(invoice.paidDate) })}`,
    ],
    [t('column.order'), invoice.orderNumber ?? '–'],
    [t('column.reference'), invoice.orderReference ?? '–'],
  ];
  if (invoice.total !== null) {
    facts.push([t('column.total'), formatMoney(invoice.total, invoice.currency)]);
  }
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {invoice.canceled_origin !== null && (
        <p className="mt-2 text-sm text-gray-600">
          {t('cancels', { invoice: invoice.canceled_origin })}
        </p>
      )}
    </div>
  );
}

/** The card payments recorded against the invoice, newest as the server lists them. */
function TransactionList({ transactions }: { transactions: Transactions }) {
  const { t } = useTranslation('accountInvoices');
  const { language } = useShellParams();
  return (
    <section aria-labelledby="invoice-transactions">
      <h3 id="invoice-transactions" className="text-base font-semibold text-gray-900">
        {t('dialog.transactions')}
      </h3>
      <div className="mt-2 text-sm">
        {transactions.isPending ? (
          <Spinner label={t('dialog.loading')} />
        ) : transactions.isError ? (
          <Failed
            text={t('dialog.transactionsError')}
            onRetry={() => void transactions.refetch()}
          />
        ) : transactions.data.transactions.length === 0 ? (
          <p className="text-gray-700">{t('dialog.noTransactions')}</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
            {transactions.data.transactions.map((transaction) => (
              <li
                key={`${transaction.orderId}-${transaction.createdAt}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2"
              >
                <span className="text-gray-900 tabular-nums">
                  {formatShortDate(transaction.createdAt, language)}
                </span>
                <span className="text-gray-600">
                  {t('dialog.transaction', { id: transaction.orderId })}
                </span>
                <span className="ml-auto font-semibold text-gray-900 tabular-nums">
                  {formatMoney(transaction.amount, transaction.currency)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The newest payment's date, or the paid date of an invoice paid another way. */
function paidDateOf(invoice: InvoiceResponse, answer: TransactionsResponse | undefined) {
  const dates = (answer?.transactions ?? []).map((transaction) => transaction.createdAt).sort();
  return dates.at(-1) ?? invoice.paidDate;
}

/** The card payment while the invoice is open and payable by card; otherwise why not. */
function PaymentPart({
  invoice,
  transactions,
  checkout,
}: {
  invoice: InvoiceResponse;
  transactions: Transactions;
  checkout: Checkout;
}) {
  const { t } = useTranslation('account');
  if (checkout.state.phase === 'done') return <CheckoutDoneView state={checkout.state} />;
  const paidDate = paidDateOf(invoice, transactions.data);
  if (paidDate !== null) return <AlreadyPaidView date={paidDate} />;
  if (invoice.state === 'canceled') return <Notice tone="warning">{t('payment.canceled')}</Notice>;
  if (!invoice.payable) return <Notice tone="warning">{t('payment.notPayable')}</Notice>;
  return (
    <section aria-labelledby="invoice-payment" className="space-y-3">
      <h3 id="invoice-payment" className="text-base font-semibold text-gray-900">
        {t('payment.title')}
      </h3>
      <PaymentSection invoiceNumbers={[invoice.invoiceid]} checkout={checkout} summary={false} />
    </section>
  );
}
