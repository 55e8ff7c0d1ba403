import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { ACCOUNT_ORDERS_PAGE_SIZE, type ListedOrder } from '@shop/domain/api/account-orders.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { BasketLoadOutcome } from './basket-load-outcome.tsx';
import { useLoadIntoBasket } from '#web/shared/basket/use-load-into-basket.tsx';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { usePastOrders } from '#web/shared/orders/get-past-orders.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { exportOrders } from '#web/features/orders/api/export-orders.ts';
import { ExportButton } from '#web/shared/ui/export-button.tsx';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { OrderStateBadge } from './order-state-badge.tsx';
import { Pager } from '#web/shared/ui/pager.tsx';
import { usePageParam } from '#web/shared/ui/use-page-param.ts';

/**
 * /account/orders (docs/product/account.md#account-orders): the buyer's past orders page by page, a
 * CSV export, each order's confirmation page, and repeating an order into the basket with the
 * replace-or-add question (the basket's own load logic, shared).
 */
export function OrdersPage() {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  const { user } = useSession();
  const customerNumber = user?.customerNumber ?? '';
  const [page, setPage] = usePageParam();
  const orders = usePastOrders(customerNumber, shell.language, page, ACCOUNT_ORDERS_PAGE_SIZE);
  const loader = useLoadIntoBasket(customerNumber);
  useDocumentTitle(t('orders.title'));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
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
            run={(format) => exportOrders({ alsoCanceled: true, language: shell.language }, format)}
          />
        </div>
      </div>

      <div className="mt-4 space-y-2">
        <BasketLoadOutcome loader={loader} />
      </div>

      <section className="mt-6" aria-busy={orders.isFetching}>
        {orders.isPending ? (
          <Spinner label={t('orders.loading')} />
        ) : orders.isError ? (
          <LoadFailed
            title={t('orders.error')}
            error={orders.error}
            onRetry={() => void orders.refetch()}
          />
        ) : orders.data.totalCount === 0 ? (
          <EmptyList>{t('orders.empty')}</EmptyList>
        ) : (
          <>
            <p className="mb-2 text-sm text-gray-600" aria-live="polite">
              {t('orders.count', { count: orders.data.totalCount })}
            </p>
            <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white shadow-xs">
              {orders.data.orders.map((order) => (
                <OrderRow
                  key={order.orderNumber}
                  order={order}
                  onRepeat={() => loader.load({ orderNumber: order.orderNumber })}
                />
              ))}
            </ul>
            <div className="mt-4">
              <Pager
                page={page}
                pages={Math.ceil(orders.data.totalCount / ACCOUNT_ORDERS_PAGE_SIZE)}
                label={t('orders.paging')}
                onPage={setPage}
              />
            </div>
          </>
        )}
      </section>
      {loader.question}
    </div>
  );
}

function OrderRow({ order, onRepeat }: { order: ListedOrder; onRepeat: () => void }) {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  const detail = paths.accountConfirm.href(
    shell,
    order.orderNumber,
    order.dropshipping ? 'ds' : undefined,
  );
  return (
    <li className="grid grid-cols-2 gap-x-4 gap-y-1 p-4 text-sm md:grid-cols-[9rem_7rem_8rem_1fr_7rem_auto] md:items-center">
      <Link
        to={detail}
        className="font-semibold text-brand-800 tabular-nums underline-offset-2 hover:underline"
        aria-label={t('orders.showNamed', { orderNumber: order.orderNumber })}
      >
        {order.orderNumber}
      </Link>
      <span className="text-right text-gray-700 tabular-nums md:text-left">
        {formatShortDate(order.date, shell.language)}
      </span>
      <span className="flex flex-wrap items-start gap-1">
        <OrderStateBadge state={order.state} />
        {order.dropshipping && (
          <span className="inline-flex items-center rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-600/20 ring-inset">
            {t('orders.dropshipping')}
          </span>
        )}
      </span>
      <span className="text-right text-gray-700 md:text-left">
        {t('orders.lines', { count: order.linesCount })}
        {order.reference !== '' && (
          <span className="block truncate text-xs text-gray-500">
            {t('orders.reference', { reference: order.reference })}
          </span>
        )}
      </span>
      <span className="font-semibold text-gray-900 tabular-nums md:text-right">
        {'total' in order ? formatMoney(order.total, order.currency) : ''}
      </span>
      <span className="col-span-2 mt-2 flex gap-2 md:col-span-1 md:mt-0 md:justify-end">
        <button
          type="button"
          className={buttonClasses('secondary', 'px-3 py-1.5')}
          aria-label={t('orders.repeatNamed', { orderNumber: order.orderNumber })}
          onClick={onRepeat}
        >
          {t('orders.repeat')}
        </button>
      </span>
    </li>
  );
}
