import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { OrderState } from '@shop/domain/api/account-orders.ts';

const TONE: Record<OrderState, string> = {
  processing: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  shipped: 'bg-success-50 text-success-800 ring-success-600/30',
  canceled: 'bg-gray-100 text-gray-700 ring-gray-500/30',
};

/** The state of a past order as a small coloured label. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation('accountOrders');
  return (
    <span
      className={`inline-flex w-fit items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[state]}`}
    >
      {t(`orders.state.${state}`)}
    </span>
  );
}
