import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ListedOrder, OrderListSort } from '@shop/domain/api/account-orders.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Table, type ColumnSort, type TableColumn } from '#web/shared/ui/table.tsx';
import type { OrderFilters } from './order-filters.ts';
import { OrderStateBadge } from './order-state-badge.tsx';

export interface OrdersTableProps {
  orders: readonly ListedOrder[];
  pricesHidden: boolean;
  filters: OrderFilters;
  onSort: (change: Pick<OrderFilters, 'sort' | 'direction'>) => void;
  onRepeat: (orderNumber: string) => void;
}

/**
 * Which way a heading sorts first: dates and totals newest and highest first, as a buyer looks
 * for them; texts from A.
 */
const FIRST_DIRECTION: Record<OrderListSort, OrderFilters['direction']> = {
  date: 'desc',
  orderNumber: 'asc',
  reference: 'asc',
  total: 'desc',
  state: 'asc',
};

/**
 * The orders of one page as a table whose headings sort the list (docs/product/account.md#account-orders-search):
 * order number (with date, state and total under it on phones), date, state, reference and lines,
 * total, and repeating the order. A heading sorts by its column, a second press the other way.
 */
export function OrdersTable(props: OrdersTableProps) {
  const { t } = useTranslation('accountOrders');
  const sortOf = (column: OrderListSort): ColumnSort => ({
    direction:
      props.filters.sort !== column
        ? null
        : props.filters.direction === 'asc'
          ? 'ascending'
          : 'descending',
    onSort: () =>
      props.onSort({
        sort: column,
        direction:
          props.filters.sort === column
            ? props.filters.direction === 'asc'
              ? 'desc'
              : 'asc'
            : FIRST_DIRECTION[column],
      }),
  });
  return (
    <Table
      variant="boxed"
      rows={props.orders}
      rowKey={(order) => order.orderNumber}
      columns={columnsOf(t, props, sortOf)}
    />
  );
}

function columnsOf(
  t: TFunction<'accountOrders'>,
  props: OrdersTableProps,
  sortOf: (column: OrderListSort) => ColumnSort,
): TableColumn<ListedOrder>[] {
  return [
    {
      key: 'order',
      header: t('orders.column.order'),
      rowHeader: true,
      sort: sortOf('orderNumber'),
      cell: (order) => <OrderCell order={order} />,
    },
    {
      key: 'date',
      header: t('orders.column.date'),
      wideOnly: true,
      sort: sortOf('date'),
      className: 'tabular-nums whitespace-nowrap',
      cell: (order) => <OrderDate order={order} />,
    },
    {
      key: 'state',
      header: t('orders.column.state'),
      wideOnly: true,
      sort: sortOf('state'),
      cell: (order) => <StateLabels order={order} />,
    },
    {
      key: 'reference',
      header: t('orders.column.reference'),
      wideOnly: true,
      sort: sortOf('reference'),
      className: 'max-w-48 truncate',
      cell: (order) => order.reference,
    },
    {
      key: 'lines',
      header: t('orders.column.lines'),
      wideOnly: true,
      align: 'right',
      className: 'tabular-nums whitespace-nowrap',
      cell: (order) => t('orders.lines', { count: order.linesCount }),
    },
    ...(props.pricesHidden
      ? []
      : [
          {
            key: 'total',
            header: t('orders.column.total'),
            wideOnly: true,
            align: 'right' as const,
            sort: sortOf('total'),
            className: 'font-semibold tabular-nums whitespace-nowrap text-gray-900',
            cell: (order: ListedOrder) => <OrderTotal order={order} />,
          },
        ]),
    {
      key: 'actions',
      header: <span className="sr-only">{t('orders.column.actions')}</span>,
      align: 'right',
      cell: (order) => (
        <button
          type="button"
          className={buttonClasses('secondary', 'px-3 py-1.5 whitespace-nowrap')}
          aria-label={t('orders.repeatNamed', { orderNumber: order.orderNumber })}
          onClick={() => props.onRepeat(order.orderNumber)}
        >
          {t('orders.repeat')}
        </button>
      ),
    },
  ];
}

/** The order number, a link to the order; on phones its date, state, total and reference too. */
function OrderCell({ order }: { order: ListedOrder }) {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  const detail = paths.accountConfirm.href(
    shell,
    order.orderNumber,
    order.dropshipping ? 'ds' : undefined,
  );
  return (
    <>
      <Link
        to={detail}
        className="font-semibold text-brand-800 tabular-nums underline-offset-2 hover:underline"
        aria-label={t('orders.showNamed', { orderNumber: order.orderNumber })}
      >
        {order.orderNumber}
      </Link>
      <span className="block text-xs font-normal text-gray-600 sm:hidden">
        <OrderDate order={order} />
        {'total' in order && (
          <>
            {' · '}
            <span className="font-semibold text-gray-900">
              <OrderTotal order={order} />
            </span>
          </>
        )}
      </span>
      <span className="mt-1 block font-normal sm:hidden">
        <StateLabels order={order} />
      </span>
      {order.reference !== '' && (
        <span className="block max-w-56 truncate text-xs font-normal text-gray-600 sm:hidden">
          {t('orders.reference', { reference: order.reference })}
        </span>
      )}
    </>
  );
}

function OrderDate({ order }: { order: ListedOrder }) {
  const shell = useShellParams();
  return <>{formatShortDate(order.date, shell.language)}</>;
}

function OrderTotal({ order }: { order: ListedOrder }) {
  return <>{'total' in order ? formatMoney(order.total, order.currency) : ''}</>;
}

function StateLabels({ order }: { order: ListedOrder }) {
  const { t } = useTranslation('accountOrders');
  return (
    <span className="flex flex-wrap items-start gap-1">
      <OrderStateBadge state={order.state} />
      {order.dropshipping && (
        <span className="inline-flex items-center rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-600/20 ring-inset">
          {t('orders.dropshipping')}
        </span>
      )}
    </span>
  );
}
