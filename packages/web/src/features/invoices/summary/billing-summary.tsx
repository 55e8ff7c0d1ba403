import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useInvoicesOverview } from '#web/features/invoices/api/get-invoices-overview.ts';
import { useTurnover } from '#web/features/invoices/api/get-turnover.ts';
import { CreditLineCard, OpenInvoiceCards } from './billing-cards.tsx';
import { BillingSkeleton } from './billing-skeleton.tsx';
import { RecentInvoices } from './recent-invoices.tsx';
import { TurnoverCard } from './turnover-card.tsx';

/**
 * The account overview's invoice figures and turnover (docs/product/account.md#account-overview):
 * unpaid and overdue invoices, the credit line, turnover per year and the newest invoices.
 * `customerNumber` is null while the account loads: the skeleton keeps the part's place.
 */
export function BillingSummary({ customerNumber }: { customerNumber: string | null }) {
  if (customerNumber === null) return <BillingSkeleton />;
  return <LoadedBillingSummary customerNumber={customerNumber} />;
}

function LoadedBillingSummary({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const errorMessage = useErrorMessage();
  const invoices = useInvoicesOverview(customerNumber, true);
  const turnover = useTurnover(customerNumber, true);
  if (invoices.isPending || turnover.isPending) return <BillingSkeleton />;
  if (invoices.isError || turnover.isError) {
    return (
      <Notice tone="error" title={t('overview.loadError')}>
        {errorMessage(invoices.error ?? turnover.error)}
      </Notice>
    );
  }
  const overview = invoices.data;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <OpenInvoiceCards overview={overview} />
        {overview.credit !== null && (
          <CreditLineCard credit={overview.credit} currency={overview.currency} />
        )}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <TurnoverCard turnover={turnover.data} language={shell.language} />
        <RecentInvoices invoices={overview.invoices} />
      </div>
    </>
  );
}
