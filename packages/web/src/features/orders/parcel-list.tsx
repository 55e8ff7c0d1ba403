import type { OrderParcel } from '@shop/domain/api/account-orders.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';

/**
 * The parcels an order went out in, as the ERP reported them: carrier and tracking number, and
 * the carrier's tracking link when there is one, opened in a new tab
 * (docs/decisions/093-account-and-document-import.md). Nothing while the order has none.
 */
export function ParcelList({
  orderNumber,
  parcels,
}: {
  orderNumber: string;
  parcels: OrderParcel[];
}) {
  const { t } = useTranslation('accountOrders');
  if (parcels.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm" aria-label={t('tracking.parcels', { orderNumber })}>
      {parcels.map((parcel) => (
        <li
          key={`${parcel.carrier} ${parcel.trackingNumber}`}
          className="flex flex-wrap items-baseline gap-x-2 text-gray-700"
        >
          <span className="tabular-nums">
            {t('tracking.parcel', {
              carrier: parcel.carrier,
              trackingNumber: parcel.trackingNumber,
            })}
          </span>
          {parcel.trackingUrl !== null && (
            <a
              href={parcel.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t('tracking.follow', {
                carrier: parcel.carrier,
                trackingNumber: parcel.trackingNumber,
              })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
