import type { ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import type { OrderDetail, OrderDetailResponse } from '@shop/domain/api/order-detail.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { PAY_TYPES, paySettlement, payTypeOf } from '@shop/domain/rules/payment-methods.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { AddressLines } from '#web/shared/ui/address-lines.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckIcon } from '#web/shared/ui/icons.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useOrder } from '#web/features/orders/api/get-order.ts';
import { DeliveryNoteButton } from './delivery-note-button.tsx';
import { ParcelList } from './parcel-list.tsx';
import { OrderLines } from './order-lines.tsx';

const hasPrices = (order: OrderDetailResponse): order is OrderDetail => !('pricesHidden' in order);

/**
 * /account/confirm?order={orderNumber}: the order confirmation
 * (docs/product/basket.md#basket-confirm); type=ds after a dropshipping order. The order is read
 * from the server by its number, so a reload shows it again
 * (docs/decisions/023-order-confirmation.md); without a number, or with one that is not the
 * customer's, the page says so and links on.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const { user } = useSession();
  const [params] = useSearchParams();
  const orderNumber = params.get('order')?.trim() || null;
  const order = useOrder(user?.customerNumber ?? '', orderNumber, shell.language);
  const found = order.data !== undefined;
  useDocumentTitle(
    t(found ? 'confirmation.title' : 'confirmation.noOrderTitle'),
    describedAs('orderConfirmation'),
  );

  if (orderNumber === null) return <NoOrder text={t('confirmation.noOrderText')} />;
  if (order.isPending) {
    return (
      <div className="mx-auto max-w-content px-4 py-16 text-center sm:px-6">
        <Spinner label={t('confirmation.loading')} />
      </div>
    );
  }
  if (order.isError) {
    const notFound = isApiError(order.error) && order.error.status === 404;
    return (
      <NoOrder
        text={notFound ? t('confirmation.notFound', { orderNumber }) : t('confirmation.loadError')}
        tone={notFound ? 'warning' : 'error'}
        retry={notFound ? undefined : () => void order.refetch()}
      />
    );
  }
  return <Confirmation order={order.data} dropshipping={params.get('type') === 'ds'} />;
}

function Confirmation({
  order,
  dropshipping,
}: {
  order: OrderDetailResponse;
  dropshipping: boolean;
}) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:px-6 lg:py-12">
      <ConfirmationHeader order={order} dropshipping={dropshipping} />

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <OrderLines order={order} />

        <aside aria-label={t('confirmation.detailsLabel')} className="space-y-4">
          <Box title={t('confirmation.dispatchTitle')} id="confirmation-dispatch">
            <p className="text-sm font-semibold text-gray-900">
              <DispatchText expected={order.expectedDispatch} />
            </p>
            <p className="mt-1 text-xs text-gray-600">{t('confirmation.dispatchHint')}</p>
          </Box>
          {order.parcels.length > 0 && (
            <Box title={t('confirmation.parcelsTitle')} id="confirmation-parcels">
              <ParcelList orderNumber={order.orderNumber} parcels={order.parcels} />
            </Box>
          )}
          <Summary order={order} />
          <Payment payType={order.payType} />
          <Delivery order={order} />
        </aside>
      </div>

      <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to={paths.start.href(shell)} className={buttonClasses('primary')}>
          {t('confirmation.continue')}
        </Link>
        <Link to={paths.accountOrders.href(shell)} className={buttonClasses('secondary')}>
          {t('confirmation.orders')}
        </Link>
      </div>
    </div>
  );
}

function ConfirmationHeader({
  order,
  dropshipping,
}: {
  order: OrderDetailResponse;
  dropshipping: boolean;
}) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  return (
    <header className="flex flex-col items-center text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-50 text-success-600 ring-1 ring-success-600/30">
        <CheckIcon className="size-8" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-gray-900">
        {t('confirmation.title')}
      </h1>
      <p className="mt-3 text-lg text-gray-800">
        {t('confirmation.orderNumber')}{' '}
        <span className="font-semibold tabular-nums">{order.orderNumber}</span>
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {t('confirmation.orderDate', { date: formatShortDate(order.date, shell.language) })}
      </p>
      <p className="mt-3 max-w-2xl text-base text-gray-700">{t('confirmation.text')}</p>
      {(dropshipping || order.dropshipping !== null) && (
        <p className="mt-2 text-base text-gray-700">{t('confirmation.dropshipping')}</p>
      )}
    </header>
  );
}

function Summary({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation('basket');
  const money = (minor: number) => formatMoney(minor, order.currency);
  const priced = hasPrices(order) ? order : null;
  return (
    <Box title={t('confirmation.summaryTitle')} id="confirmation-summary">
      {priced === null ? (
        <p className="text-sm text-gray-700">{t('confirmation.pricesHidden')}</p>
      ) : (
        <dl className="space-y-1.5 text-sm tabular-nums">
          <Row label={t('totals.net')} value={money(priced.totals.net)} />
          <Row
            label={t('totals.shipping')}
            value={priced.totals.shipping === 0 ? t('totals.free') : money(priced.totals.shipping)}
          />
          <Row label={t('totals.vatNormal')} value={money(priced.totals.vatNormal)} />
          {priced.totals.vatReduced > 0 && (
            <Row label={t('totals.vatReduced')} value={money(priced.totals.vatReduced)} />
          )}
          <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold text-gray-900">
            <dt>{t('totals.total')}</dt>
            <dd>{money(priced.totals.total)}</dd>
          </div>
        </dl>
      )}
    </Box>
  );
}

/** The pay type the order was placed with and what it means (docs/product/basket.md#basket-pay-choice). */
function Payment({ payType }: { payType: number }) {
  const { t } = useTranslation('basket');
  const known = payTypeOf(payType);
  return (
    <Box title={t('confirmation.payTitle')} id="confirmation-payment">
      <p className="text-sm font-semibold text-gray-900">{t(`payType.${PAY_TYPES[known]}`)}</p>
      <p className="mt-1 text-sm text-gray-700">
        {t(`customer.payMeaning.${paySettlement(known)}`)}
      </p>
    </Box>
  );
}

function Delivery({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation('basket');
  return (
    <Box
      title={
        order.dropshipping === null
          ? t('confirmation.deliveryTitle')
          : t('confirmation.dropshippingTitle')
      }
      id="confirmation-delivery"
    >
      <address className="text-sm text-gray-900 not-italic">
        <DeliveryAddress order={order} />
      </address>
      {order.dropshipping !== null && <DeliveryNoteButton orderNumber={order.orderNumber} />}
      {(order.reference !== '' || order.notice !== '') && (
        <dl className="mt-3 space-y-2 text-sm">
          {order.reference !== '' && (
            <div>
              <dt className="text-xs font-medium text-gray-600">{t('confirmation.reference')}</dt>
              <dd className="break-words text-gray-900">{order.reference}</dd>
            </div>
          )}
          {order.notice !== '' && (
            <div>
              <dt className="text-xs font-medium text-gray-600">{t('confirmation.notice')}</dt>
              <dd className="break-words whitespace-pre-line text-gray-900">{order.notice}</dd>
            </div>
          )}
        </dl>
      )}
    </Box>
  );
}

/** The dropshipping recipient, else the account's delivery address. */
function DeliveryAddress({ order }: { order: OrderDetailResponse }) {
  const recipient = order.dropshipping;
  if (recipient !== null) {
    return (
      <>
        {recipient.firstName} {recipient.lastName}
        <br />
        {recipient.street} {recipient.houseNumber}
        {recipient.additional !== '' && (
          <>
            <br />
            {recipient.additional}
          </>
        )}
        <br />
        {recipient.zip} {recipient.city}
        <br />
        {recipient.country}
      </>
    );
  }
  const address = order.deliveryAddress;
  if (address === null) return <>—</>;
  return <AddressLines address={address} />;
}

function DispatchText({ expected }: { expected: OrderDetail['expectedDispatch'] }) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const date = (iso: string) => formatShortDate(iso, shell.language);
  if (expected.from === null) return <>{t('confirmation.dispatchOpen')}</>;
  if (expected.until === null) {
    return <>{t('confirmation.dispatchPartial', { from: date(expected.from) })}</>;
  }
  if (expected.until === expected.from) {
    return <>{t('confirmation.dispatchOn', { date: date(expected.from) })}</>;
  }
  return (
    <>
      {t('confirmation.dispatchRange', { from: date(expected.from), until: date(expected.until) })}
    </>
  );
}

function Box({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-md border border-gray-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 text-gray-700">
      <dt>{label}</dt>
      <dd className="text-gray-900">{value}</dd>
    </div>
  );
}

/** No order to show: opened without a number, or the number is not one of the customer's. */
function NoOrder({
  text,
  tone = 'info',
  retry,
}: {
  text: string;
  tone?: 'info' | 'warning' | 'error';
  retry?: (() => void) | undefined;
}) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">
        {t('confirmation.noOrderTitle')}
      </h1>
      <Notice tone={tone} className="mt-5 text-left">
        <p>{text}</p>
        {retry !== undefined && (
          <button type="button" className={buttonClasses('secondary', 'mt-3')} onClick={retry}>
            {t('retry')}
          </button>
        )}
      </Notice>
      <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to={paths.accountOrders.href(shell)} className={buttonClasses('primary')}>
          {t('confirmation.orders')}
        </Link>
        <Link to={paths.basket.href(shell)} className={buttonClasses('secondary')}>
          {t('confirmation.basket')}
        </Link>
        <Link to={paths.start.href(shell)} className={buttonClasses('secondary')}>
          {t('confirmation.start')}
        </Link>
      </div>
    </div>
  );
}
