import type { ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import {
  MAX_INVOICES_PER_PAYMENT,
  type PaymentInvoicesResponse,
} from '@shop/domain/api/payments.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { usePaymentInvoices } from './api.ts';
import { PaymentForm } from './payment-form.tsx';
import { AlreadyPaidView, InvoiceSummary, SuccessView } from './payment-views.tsx';
import { useCheckout, type CheckoutState } from './use-checkout.ts';

/** The invoice numbers of the address: /account/invoices/{n} or /account/invoices/pay?invoices=a,b. */
function useInvoiceNumbers(): string[] {
  const { invoiceNumber } = useParams();
  const [search] = useSearchParams();
  // account/invoices/pay is the same route as one invoice's (account-routes.tsx)
  const list = (invoiceNumber === 'pay' ? search.get('invoices') : invoiceNumber) ?? '';
  const numbers = [
    ...new Set(
      list
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  return numbers.slice(0, MAX_INVOICES_PER_PAYMENT);
}

/** The latest paid date among the invoices, when every one of them is paid. */
function paidDateOf(payment: PaymentInvoicesResponse): string | null {
  const dates = payment.invoices.map((invoice) => invoice.paidDate);
  if (dates.some((date) => date === null)) return null;
  return (dates as string[]).sort().at(-1) ?? null;
}

/**
 * /account/invoices/{invoiceId} and /account/invoices/pay?invoices=…: the card payment dialog
 * (spec 1 sections 2, 4 and 5; docs/decisions/044-card-payment.md). A 403 leads to the account
 * page (spec 1 section 2: the transaction state), a 404 to the not-found page.
 */
export function PaymentPage() {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const { user } = useSession();
  const invoiceNumbers = useInvoiceNumbers();
  const invoices = usePaymentInvoices(user?.customerNumber ?? '', invoiceNumbers);
  const checkout = useCheckout();
  useDocumentTitle(t('payment.title'));

  if (invoiceNumbers.length === 0) {
    return (
      <PaymentFrame>
        <Notice tone="warning">{t('payment.noInvoice')}</Notice>
        <BackLink />
      </PaymentFrame>
    );
  }
  if (invoices.isError && isApiError(invoices.error) && invoices.error.status === 403) {
    return <Navigate to={paths.account.href(shell)} replace />;
  }
  return (
    <PaymentFrame>
      <PaymentBody invoices={invoices} invoiceNumbers={invoiceNumbers} checkout={checkout} />
    </PaymentFrame>
  );
}

function PaymentBody({
  invoices,
  invoiceNumbers,
  checkout,
}: {
  invoices: ReturnType<typeof usePaymentInvoices>;
  invoiceNumbers: string[];
  checkout: ReturnType<typeof useCheckout>;
}) {
  const { t } = useTranslation('account');
  const done = doneView(checkout.state);
  if (done !== null) return done;
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
      <InvoiceSummary payment={payment} />
      {blocked !== null ? (
        <>
          <Notice tone="warning">{t(blocked)}</Notice>
          <BackLink />
        </>
      ) : (
        <PaymentForm payment={payment} invoiceNumbers={invoiceNumbers} checkout={checkout} />
      )}
    </div>
  );
}

function doneView(state: CheckoutState) {
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

function PaymentFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div>
      <div className="max-w-2xl space-y-5">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('payment.title')}</h1>
        {children}
      </div>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  return (
    <Link
      to={paths.accountInvoices.href(shell)}
      className="inline-block text-sm font-semibold text-brand-800 hover:underline"
    >
      {t('payment.backToInvoices')}
    </Link>
  );
}
