import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MAX_INVOICES_PER_PAYMENT } from '@shop/domain/api/payments.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { PaymentSection } from '#web/features/invoices/payment/payment-section.tsx';
import { useCheckout } from '#web/features/invoices/payment/use-checkout.ts';
import { parseInvoiceFilters, writeInvoiceFilters } from './invoice-filters.ts';
import { InvoiceBody } from './invoice-details.tsx';

/** The address of the list behind the dialog: its filters, without the dialog's own part. */
function useCloseToList(): () => void {
  const navigate = useNavigate();
  const shell = useShellParams();
  const [search] = useSearchParams();
  // back on the list where it was scrolled to, with the row that opened the dialog
  return () =>
    void navigate(
      paths.accountInvoices.href(shell, writeInvoiceFilters(parseInvoiceFilters(search))),
      { preventScrollReset: true },
    );
}

/** The invoice numbers of a payment of several: /account/invoices/pay?invoices=a,b. */
function useSeveralInvoiceNumbers(): string[] {
  const [search] = useSearchParams();
  const numbers = (search.get('invoices') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return [...new Set(numbers)].slice(0, MAX_INVOICES_PER_PAYMENT);
}

/**
 * /account/invoices/{invoice} over the invoice list: the invoice, its payments and its card
 * payment in one modal dialog; /account/invoices/pay?invoices=… the card payment of several.
 * Escape and the close button go back to the list, with its filters, and the focus back to
 * the control that opened it (docs/decisions/096-invoice-dialog-and-inline-variants.md).
 */
export function InvoiceDialog() {
  const { invoiceNumber = '' } = useParams();
  const close = useCloseToList();
  return invoiceNumber === 'pay' ? (
    <SeveralInvoicesDialog onClose={close} />
  ) : (
    <OneInvoiceDialog invoiceNumber={invoiceNumber} onClose={close} />
  );
}

function OneInvoiceDialog({
  invoiceNumber,
  onClose,
}: {
  invoiceNumber: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('accountInvoices');
  const checkout = useCheckout();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('dialog.title', { invoice: invoiceNumber })}
      size="lg"
    >
      <InvoiceBody invoiceNumber={invoiceNumber} checkout={checkout} />
    </Modal>
  );
}

function SeveralInvoicesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const invoiceNumbers = useSeveralInvoiceNumbers();
  const checkout = useCheckout();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('payment.title')}
      size="lg"
    >
      {invoiceNumbers.length === 0 ? (
        <Notice tone="warning">{t('payment.noInvoice')}</Notice>
      ) : (
        <PaymentSection invoiceNumbers={invoiceNumbers} checkout={checkout} summary />
      )}
    </Modal>
  );
}
