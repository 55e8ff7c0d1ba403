import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useAccount } from '#web/shared/account/get-account.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useInvoicesOverview } from '#web/features/account/api/get-invoices-overview.ts';
import { useTurnover } from '#web/features/account/api/get-turnover.ts';
import { AccountMessages } from './account-messages.tsx';
import { BillingSkeleton } from './billing-skeleton.tsx';
import { BackOrdersSummary } from './back-orders-summary.tsx';
import { CreditLineCard, OpenInvoiceCards } from './billing-cards.tsx';
import { RecentInvoices } from './recent-invoices.tsx';
import { TurnoverCard } from './turnover-card.tsx';

/** Invoice figures and turnover; a business-console account gets a note instead (decision 040). */
function BillingSection({ customerNumber }: { customerNumber: string }) {
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

/**
 * /account (docs/product/account.md#account-overview): one-time messages, unpaid and overdue
 * invoices, the credit line, turnover per year with the quota, the newest invoices and the
 * back-order summary.
 */
export function OverviewPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const customerNumber = user?.customerNumber ?? '';
  const account = useAccount(user?.customerNumber ?? null);
  useDocumentTitle(t('overview.title'));
  const company = account.data?.address?.company;
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('overview.title')}</h1>
        {/* written once the account is known, in a box of two lines on a phone, so the
            company's name does not push the customer number or the page aside (decision 068) */}
        <p className="mt-1 min-h-10 text-sm text-gray-600 sm:min-h-5">
          {!account.isPending && (
            <>
              {company ? `${company} · ` : ''}
              {t('menu.customerNumber', { customerNumber })}
            </>
          )}
        </p>
      </header>
      {account.data && <AccountMessages messages={account.data.messages} />}
      {user?.businessConsole ? (
        <Notice tone="info" title={t('businessConsole.title')}>
          {t('businessConsole.overview')}
        </Notice>
      ) : account.data ? (
        <BillingSection customerNumber={customerNumber} />
      ) : (
        // the billing part's place is kept while the account loads, so nothing below it moves
        account.isPending && <BillingSkeleton />
      )}
      <BackOrdersSummary customerNumber={customerNumber} />
    </div>
  );
}
