import type { ComponentType } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useAccount } from '#web/shared/account/get-account.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { AccountMessages } from './account-messages.tsx';

/**
 * The overview's parts that other features own, handed in where the pages are composed
 * (app/account-overview-page.tsx), so the account feature imports no other feature.
 */
export interface OverviewParts {
  /** invoice figures and turnover; `customerNumber` is null while the account loads */
  Billing: ComponentType<{ customerNumber: string | null }>;
  BackOrders: ComponentType<{ customerNumber: string }>;
}

/**
 * /account (docs/product/account.md#account-overview): one-time messages, unpaid and overdue
 * invoices, the credit line, turnover per year with the quota, the newest invoices and the
 * back-order summary.
 */
export function OverviewPage({ Billing, BackOrders }: OverviewParts) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const customerNumber = user?.customerNumber ?? '';
  const account = useAccount(user?.customerNumber ?? null);
  useDocumentTitle(t('overview.title'), describedAs('accountOverview'));
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
        <Billing customerNumber={customerNumber} />
      ) : (
        // the billing part's place is kept while the account loads, so nothing below it moves
        account.isPending && <Billing customerNumber={null} />
      )}
      <BackOrders customerNumber={customerNumber} />
    </div>
  );
}
