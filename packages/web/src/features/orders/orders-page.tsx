import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  type PastOrdersResponse,
} from '@shop/domain/api/account-orders.ts';
import { BasketLoadOutcome } from './basket-load-outcome.tsx';
import { useLoadIntoBasket } from '#web/shared/basket/use-load-into-basket.tsx';
import { usePastOrders } from '#web/shared/orders/get-past-orders.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { exportOrders } from '#web/features/orders/api/export-orders.ts';
import { ExportButton } from '#web/shared/ui/export-button.tsx';
import { ResetFiltersButton } from '#web/shared/ui/filter-bar.tsx';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { Pager } from '#web/shared/ui/pager.tsx';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { isFiltered, searchOf, useOrderFilters, type OrderFilters } from './order-filters.ts';
import { OrdersTable } from './orders-table.tsx';

/**
 * /account/orders (docs/product/account.md#account-orders): the buyer's past orders page by page,
 * searched by order, PO or article number and a date range and sorted by the column headings, all
 * on the server and kept in the address (docs/decisions/120-order-list-search.md); a CSV export of
 * what the search finds, each order's confirmation page, and repeating an order into the basket
 * with the replace-or-add question (the basket's own load logic, shared).
 */
export function OrdersPage() {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  const { user } = useSession();
  const customerNumber = user?.customerNumber ?? '';
  const [filters, setFilters] = useOrderFilters();
  const search = searchOf(filters);
  const orders = usePastOrders(
    customerNumber,
    shell.language,
    filters.page,
    ACCOUNT_ORDERS_PAGE_SIZE,
    search,
  );
  const loader = useLoadIntoBasket(customerNumber);
  useDocumentTitle(t('orders.title'), describedAs('orders'));
  const pricesHidden = orders.data !== undefined && 'pricesHidden' in orders.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('orders.title')}</h1>
          <p className="mt-2 text-gray-700">{t('orders.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.accountOrderTracking.href(shell)} className={buttonClasses('ghost')}>
            {t('tracking.title')}
          </Link>
          <ExportButton
            label={t('orders.export')}
            run={(format) =>
              exportOrders({ ...search, alsoCanceled: true, language: shell.language }, format)
            }
          />
        </div>
      </div>

      <OrderFilterBar filters={filters} pricesHidden={pricesHidden} onChange={setFilters} />

      <div className="mt-4 space-y-2">
        <BasketLoadOutcome loader={loader} />
      </div>

      <section className="mt-4" aria-busy={orders.isFetching}>
        {orders.isPending ? (
          <Spinner label={t('orders.loading')} />
        ) : orders.isError ? (
          <LoadFailed
            title={t('orders.error')}
            error={orders.error}
            onRetry={() => void orders.refetch()}
          />
        ) : (
          <Orders
            answer={orders.data}
            // the previous list stays while the next search loads; this says it is coming
            searching={orders.isPlaceholderData}
            filters={filters}
            onChange={setFilters}
            onRepeat={(orderNumber) => loader.load({ orderNumber })}
          />
        )}
      </section>
      {loader.question}
    </div>
  );
}

function Orders({
  answer,
  searching,
  filters,
  onChange,
  onRepeat,
}: {
  answer: PastOrdersResponse;
  searching: boolean;
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  onRepeat: (orderNumber: string) => void;
}) {
  const { t } = useTranslation('accountOrders');
  if (answer.totalCount === 0 && !isFiltered(filters)) {
    return <EmptyList>{t('orders.empty')}</EmptyList>;
  }
  return (
    <>
      <p className="mb-2 flex items-center gap-2 text-sm text-gray-600" aria-live="polite">
        {searching ? t('orders.searching') : t('orders.count', { count: answer.totalCount })}
      </p>
      {answer.totalCount === 0 ? (
        <EmptyList>
          <span className="block">{t('orders.emptyFiltered')}</span>
          <span className="mt-2 block">
            <ResetFiltersButton
              label={t('orders.filter.reset')}
              onReset={() => onChange({ q: '', from: '', to: '' })}
            />
          </span>
        </EmptyList>
      ) : (
        <>
          <OrdersTable
            orders={answer.orders}
            pricesHidden={'pricesHidden' in answer}
            filters={filters}
            onSort={onChange}
            onRepeat={onRepeat}
          />
          <div className="mt-4">
            <Pager
              page={filters.page}
              pages={Math.ceil(answer.totalCount / ACCOUNT_ORDERS_PAGE_SIZE)}
              label={t('orders.paging')}
              onPage={(page) => onChange({ page })}
            />
          </div>
        </>
      )}
    </>
  );
}
