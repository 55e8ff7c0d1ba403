import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Navigate } from 'react-router';
import type { PaymentInvoicesResponse } from '@shop/domain/api/payments.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { usePaymentInvoices } from '#web/features/invoices/api/get-payment-invoices.ts';
import { PaymentForm } from './payment-form.tsx';
import { AlreadyPaidView, InvoiceSummary, SuccessView } from './payment-views.tsx';
import type { CheckoutState, useCheckout } from './use-checkout.ts';

/** The latest paid date among the invoices, when every one of them is paid. */
function paidDateOf(payment: PaymentInvoicesResponse): string | null {
  const dates = payment.invoices.map((invoice) => invoice.paidDate);
  if (dates.some((date) => date === null)) return null;
  return (dates as string[]).sort().at(-1) ?? null;
}

/** The view after a checkout: paid now, or found paid before; null before. */
export function CheckoutDoneView({ state }: { state: CheckoutState }) {
  if (state.phase !== 'done') return null;
  return state.answer.alreadyDone ? (
    <AlreadyPaidView date={state.answer.transaction.createdAt} />
  ) : (
    <SuccessView answer={state.answer} />
  );
}

/** Why the invoices cannot be paid here, or null when they can. */
function blockedReason(payment: PaymentInvoicesResponse) {
  const { invoices } = payment;
  if (invoices.some((invoice) => invoice.state === 'canceled')) return 'payment.canceled' as const;
  if (invoices.some((invoice) => !invoice.payableByCard)) return 'payment.notPayable' as const;
  if (invoices.some((invoice) => invoice.paidDate !== null)) return 'payment.partlyPaid' as const;
  return null;
}

/**
 * The card payment of one invoice or several (docs/decisions/044-card-payment.md): the open
 * amount (GET /api/payment/invoices), the card form and the checkout, or why they cannot be
 * paid. A 403 leads to the account page, as a refused payment state does. `summary` lists the
 * invoices being paid, for a payment of several, whose dialog shows no invoice of its own.
 */
export function PaymentSection({
  invoiceNumbers,
  checkout,
  summary,
}: {
  invoiceNumbers: string[];
  checkout: ReturnType<typeof useCheckout>;
  summary: boolean;
}) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const { user } = useSession();
  const invoices = usePaymentInvoices(user?.customerNumber ?? '', invoiceNumbers);

  if (checkout.state.phase === 'done') return <CheckoutDoneView state={checkout.state} />;
  if (invoices.isError && isApiError(invoices.error) && invoices.error.status === 403) {
    return <Navigate to={paths.account.href(shell)} replace />;
  }
  if (invoices.isPending) return <Spinner label={t('payment.loading')} className="py-8" />;
  if (invoices.isError) {
    return (
      <Notice tone="error">
        <p>{t('payment.loadError')}</p>
        <button
          type="button"
          className={buttonClasses('secondary', 'mt-2')}
          onClick={() => void invoices.refetch()}
        >
          {t('payment.retry')}
        </button>
      </Notice>
    );
  }
  const payment = invoices.data;
  const paidDate = paidDateOf(payment);
  if (paidDate !== null) return <AlreadyPaidView date={paidDate} />;
  const blocked = blockedReason(payment);
  return (
    <div className="space-y-5">
      {summary ? (
        <InvoiceSummary payment={payment} />
      ) : (
        // shown even to an account that sees no prices: no one consents to an unseen charge
        <p className="flex items-baseline justify-between text-base font-semibold text-gray-900">
          <span>{t('payment.total')}</span>
          <span className="tabular-nums">{formatMoney(payment.openTotal, payment.currency)}</span>
        </p>
      )}
      {blocked !== null ? (
        <Notice tone="warning">{t(blocked)}</Notice>
      ) : (
        <PaymentForm payment={payment} invoiceNumbers={invoiceNumbers} checkout={checkout} />
      )}
    </div>
  );
}
