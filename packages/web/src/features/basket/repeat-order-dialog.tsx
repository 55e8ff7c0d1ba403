import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ListedOrder, PastOrder } from '@shop/domain/api/account-orders.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { usePastOrders } from '#web/shared/orders/get-past-orders.ts';
import { formatSavedDate } from '#web/shared/basket/saved-date.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';

interface RepeatOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerNumber: string;
  onRepeat: (order: RepeatableOrder) => void;
}

/** A past order, without amounts for an account that sees no prices. */
type RepeatableOrder = ListedOrder;

/** Past orders per page in the repeat-order dialog. */
const REPEAT_ORDERS_PAGE_SIZE = 5;

/**
 * Repeat order (docs/product/basket.md#basket-repeat): past orders page by page, each can go into
 * the basket. An account that sees no prices gets them without totals, prices and discounts.
 */
export function RepeatOrderDialog({
  open,
  onOpenChange,
  customerNumber,
  onRepeat,
}: RepeatOrderDialogProps) {
  const { t } = useTranslation('basket');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('repeat.title')} size="xl">
      {open && <OrderPages customerNumber={customerNumber} onRepeat={onRepeat} />}
    </Modal>
  );
}

function OrderPages({
  customerNumber,
  onRepeat,
}: Pick<RepeatOrderDialogProps, 'customerNumber' | 'onRepeat'>) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  const [page, setPage] = useState(0);
  const { language } = useShellParams();
  const orders = usePastOrders(customerNumber, language, page + 1, REPEAT_ORDERS_PAGE_SIZE);

  if (orders.isPending) return <Spinner label={t('repeat.loading')} />;
  if (orders.isError) {
    return (
      <Notice tone="error">
        {errorText(orders.error)}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void orders.refetch()}
        >
          {t('retry')}
        </button>
      </Notice>
    );
  }
  const { orders: list, totalCount: total } = orders.data;
  if (total === 0) return <p className="text-sm text-gray-700">{t('repeat.empty')}</p>;
  const pages = Math.max(1, Math.ceil(total / REPEAT_ORDERS_PAGE_SIZE));
  return (
    <div className="space-y-4" aria-busy={orders.isFetching}>
      <ul className="space-y-3">
        {list.map((order) => (
          <li key={order.orderNumber} className="rounded-md border border-gray-200 p-3">
            <OrderCard order={order} onRepeat={onRepeat} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <OrderPaging
          page={page}
          pages={pages}
          onStep={(step) => setPage((current) => current + step)}
        />
      )}
    </div>
  );
}

/** One past order: number, date, item count, total, its first items and the repeat button. */
function OrderCard({
  order,
  onRepeat,
}: {
  order: RepeatableOrder;
  onRepeat: (order: RepeatableOrder) => void;
}) {
  const { t } = useTranslation('basket');
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <p className="font-semibold text-gray-900 tabular-nums">
            {t('repeat.order', { orderNumber: order.orderNumber })}
          </p>
          <p className="text-xs text-gray-600 tabular-nums">
            {formatSavedDate(order.date)} · {t('repeat.items', { count: order.items.length })}
            {'total' in order && (
              <>
                {' · '}
                <span className="font-medium text-gray-800">
                  {formatMoney(order.total, order.currency)}
                </span>
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          className={buttonClasses('primary', 'px-3 py-1.5')}
          aria-label={t('repeat.repeatNamed', { orderNumber: order.orderNumber })}
          onClick={() => onRepeat(order)}
        >
          {t('repeat.repeat')}
        </button>
      </div>
      <ul className="mt-2 space-y-0.5 text-xs text-gray-700">
        {order.items.slice(0, 3).map((item, index) => (
          <li key={item.articleNumber} className="flex justify-between gap-3">
            <span className="truncate">
              {item.quantity} × {item.name}{' '}
              <span className="text-gray-500 tabular-nums">({item.articleNumber})</span>
            </span>
            {'total' in order && <ItemAmount order={order} index={index} />}
          </li>
        ))}
        {order.items.length > 3 && (
          <li className="text-gray-500">{t('repeat.more', { count: order.items.length - 3 })}</li>
        )}
      </ul>
    </>
  );
}

/** Previous and next page of the orders. */
function OrderPaging({
  page,
  pages,
  onStep,
}: {
  page: number;
  pages: number;
  /** -1 or +1: a page back or forward */
  onStep: (step: number) => void;
}) {
  const { t } = useTranslation('basket');
  return (
    <nav aria-label={t('repeat.paging')} className="flex items-center justify-between gap-2">
      <button
        type="button"
        className={buttonClasses('secondary', 'px-3 py-1.5')}
        disabled={page === 0}
        onClick={() => onStep(-1)}
      >
        {t('repeat.previous')}
      </button>
      <p className="text-sm text-gray-700 tabular-nums" aria-live="polite">
        {t('repeat.page', { page: page + 1, pages })}
      </p>
      <button
        type="button"
        className={buttonClasses('secondary', 'px-3 py-1.5')}
        disabled={page + 1 >= pages}
        onClick={() => onStep(1)}
      >
        {t('repeat.next')}
      </button>
    </nav>
  );
}

/** Unit price and discount of an order item, for an account that sees prices. */
function ItemAmount({ order, index }: { order: PastOrder; index: number }) {
  const item = order.items[index];
  if (item === undefined) return null;
  return (
    <span className="shrink-0 tabular-nums">
      {formatMoney(item.price, order.currency)}
      {item.discount > 0 && ` (−${formatMoney(item.discount, order.currency)})`}
    </span>
  );
}
