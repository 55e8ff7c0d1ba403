import { OverviewPage } from '#web/features/account/overview/overview-page.tsx';
import { BillingSummary } from '#web/features/invoices/summary/billing-summary.tsx';
import { BackOrdersSummary } from '#web/features/orders/back-orders-summary.tsx';

/**
 * /account: the account's overview with the parts the invoices and orders features own
 * (docs/product/account.md#account-overview).
 */
export function AccountOverviewPage() {
  return <OverviewPage Billing={BillingSummary} BackOrders={BackOrdersSummary} />;
}
