import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ListedOrder, OrderState } from '@shop/domain/api/account-orders.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { usePastOrders } from '#web/shared/orders/get-past-orders.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { Pager } from '#web/shared/ui/pager.tsx';
import { ParcelList } from './parcel-list.tsx';
import { usePageParam } from '#web/shared/ui/use-page-param.ts';

const TRACKING_PAGE_SIZE = 10;
const STEPS = ['received', 'processing', 'shipped'] as const;

/** How far an order got: received, being prepared, shipped; a canceled order stops after received. */
function reached(state: OrderState): number {
  if (state === 'shipped') return 3;
  if (state === 'processing') return 2;
  return 1;
}

/**
 * /account/order-tracking (docs/decisions/037-order-tracking.md): the buyer's orders, newest
 * first, each with how far it got (received, being prepared, shipped, or canceled), where it
 * goes (the buyer or, with dropshipping, the buyer's customer) and its confirmation page; the
 * parcels the ERP reported, each with its carrier's tracking link when there is one
 * (docs/decisions/093-account-and-document-import.md).
 */
export function OrderTrackingPage() {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  const { user } = useSession();
  const [page, setPage] = usePageParam();
  const orders = usePastOrders(
    user?.customerNumber ?? '',
    shell.language,
    page,
    TRACKING_PAGE_SIZE,
  );
  useDocumentTitle(t('tracking.title'), describedAs('orderTracking'));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('tracking.title')}</h1>
      <p className="mt-2 text-gray-700">{t('tracking.intro')}</p>
      <section className="mt-6 space-y-4" aria-busy={orders.isFetching}>
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
            <ol className="space-y-3">
              {orders.data.orders.map((order) => (
                <TrackedOrder key={order.orderNumber} order={order} />
              ))}
            </ol>
            <Pager
              page={page}
              pages={Math.ceil(orders.data.totalCount / TRACKING_PAGE_SIZE)}
              label={t('orders.paging')}
              onPage={setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}

function TrackedOrder({ order }: { order: ListedOrder }) {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  const steps = reached(order.state);
  const canceled = order.state === 'canceled';
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-gray-900 tabular-nums">
          {t('tracking.order', { orderNumber: order.orderNumber })}
        </h2>
        <Link
          to={paths.accountConfirm.href(
            shell,
            order.orderNumber,
            order.dropshipping ? 'ds' : undefined,
          )}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          aria-label={t('orders.showNamed', { orderNumber: order.orderNumber })}
        >
          {t('tracking.details')}
        </Link>
      </div>
      <p className="mt-1 text-sm text-gray-600">
        {t('tracking.placed', { date: formatShortDate(order.date, shell.language) })} ·{' '}
        {t('orders.lines', { count: order.linesCount })} ·{' '}
        {order.dropshipping ? t('tracking.toCustomer') : t('tracking.toYou')}
      </p>
      {canceled ? (
        <p className="mt-3 text-sm font-medium text-danger-700">{t('tracking.canceled')}</p>
      ) : (
        <ol
          className="mt-3 grid grid-cols-3 gap-2"
          aria-label={t('tracking.progress', { orderNumber: order.orderNumber })}
        >
          {STEPS.map((step, index) => {
            const done = index < steps;
            return (
              <li
                key={step}
                aria-current={index === steps - 1 ? 'step' : undefined}
                className="flex flex-col gap-1.5"
              >
                <span
                  aria-hidden="true"
                  className={`h-1.5 rounded-full ${done ? 'bg-success-600' : 'bg-gray-200'}`}
                />
                <span
                  className={`text-xs ${done ? 'font-semibold text-gray-900' : 'text-gray-500'}`}
                >
                  {t(`tracking.step.${step}`)}
                  <span className="sr-only"> {done ? t('tracking.done') : t('tracking.open')}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <ParcelList orderNumber={order.orderNumber} parcels={order.parcels} />
    </li>
  );
}
