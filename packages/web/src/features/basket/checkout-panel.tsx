import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Account } from '@shop/domain/api/account.ts';
import type { AccountDeliveryAddress } from '@shop/domain/api/account-orders.ts';
import type { BasketResponse } from '@shop/domain/api/basket.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { AddressLines } from '#web/shared/ui/address-lines.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckboxField } from '#web/shared/ui/form-fields.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { hasPrices } from '#web/features/basket/api/get-basket.ts';
import { useDeliveryAddresses } from '#web/features/basket/api/get-delivery-addresses.ts';
import { usePaymentMethods } from '#web/features/basket/api/get-payment-methods.ts';
import { DeliveryAddressChoice, PayTypeChoice } from '#web/features/basket/checkout-choices.tsx';
import { BasketTotals } from '#web/features/basket/basket-summary.tsx';
import type { OrderForm } from '#web/features/basket/use-basket-actions.ts';

interface CheckoutPanelProps {
  basket: BasketResponse;
  account: { data: Account | undefined; isPending: boolean };
  customerNumber: string;
  order: OrderForm;
  /** the order button, which the phone's checkout bar stands in for while it is off screen */
  orderButton: RefObject<HTMLButtonElement | null>;
  onShippingInfo: () => void;
}

/** The side column of the basket: totals, the customer's payment and address, and ordering. */
export function CheckoutPanel({
  basket,
  account,
  customerNumber,
  order,
  orderButton,
  onShippingInfo,
}: CheckoutPanelProps) {
  const { t } = useTranslation('basket');
  const paymentMethods = usePaymentMethods(customerNumber);
  const deliveryAddresses = useDeliveryAddresses(customerNumber);
  return (
    <aside aria-label={t('summary.label')} className="space-y-4 lg:sticky lg:top-36">
      <TotalsBox
        basket={basket}
        dropshipping={order.dropshippingApplies}
        onShippingInfo={onShippingInfo}
      />
      <CustomerBox
        account={account.data}
        payTypes={paymentMethods.data?.map((method) => method.payType) ?? [basket.payType]}
        order={order}
        deliveryAddresses={deliveryAddresses.data ?? []}
        loading={account.isPending}
      />
      <ConfirmBox order={order} orderButton={orderButton} />
    </aside>
  );
}

interface TotalsBoxProps {
  basket: BasketResponse;
  /** the dropshipping parcel cost counts in the totals */
  dropshipping: boolean;
  onShippingInfo: () => void;
}

function TotalsBox({ basket, dropshipping, onShippingInfo }: TotalsBoxProps) {
  const { t } = useTranslation('basket');
  return (
    <section
      aria-labelledby="basket-totals"
      className="space-y-4 rounded-md border border-gray-200 bg-white p-4"
    >
      <h2 id="basket-totals" className="text-lg font-semibold text-gray-900">
        {t('summary.title')}
      </h2>
      {hasPrices(basket) ? (
        basket.currencies.map((list) => {
          const cost = basket.dropshipping.shippingCost;
          return (
            <div key={list.currency}>
              {basket.currencies.length > 1 && (
                <h3 className="mb-1 text-sm font-semibold text-gray-700">{list.currency}</h3>
              )}
              <BasketTotals
                list={list}
                taxFree={basket.taxFree}
                dropshipping={dropshipping && cost?.currency === list.currency ? cost : undefined}
              />
            </div>
          );
        })
      ) : (
        <p className="text-sm text-gray-700">{t('summary.pricesHidden')}</p>
      )}
      <button
        type="button"
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        onClick={onShippingInfo}
      >
        {t('summary.shippingInfo')}
      </button>
    </section>
  );
}

interface CustomerBoxProps {
  account: Account | undefined;
  /** the pay types the account may order with (GET /account/paymentMethods) */
  payTypes: readonly number[];
  order: OrderForm;
  /** where the account's orders may go (GET /account/deliveryAddresses) */
  deliveryAddresses: readonly AccountDeliveryAddress[];
  loading: boolean;
}

function CustomerBox({ account, payTypes, order, deliveryAddresses, loading }: CustomerBoxProps) {
  const { t } = useTranslation('basket');
  const address = account?.address ?? null;
  return (
    <section
      aria-labelledby="basket-customer"
      className="space-y-3 rounded-md border border-gray-200 bg-white p-4 text-sm"
    >
      <h2 id="basket-customer" className="text-lg font-semibold text-gray-900">
        {t('customer.title')}
      </h2>
      <PayTypeChoice payTypes={payTypes} payType={order.payType} onChange={order.choosePayType} />
      <DeliveryAddressChoice
        addresses={deliveryAddresses}
        chosen={order.deliveryAddressId ?? deliveryAddresses.find((a) => a.selected)?.id}
        onChange={order.chooseDeliveryAddress}
        dropshipping={order.dropshippingApplies}
      />
      <dl className="space-y-3">
        {loading && <Spinner label={t('customer.loading')} />}
        {address !== null && (
          <div>
            <dt className="text-xs font-medium text-gray-600">{t('customer.billing')}</dt>
            <dd className="text-gray-900">
              <address className="not-italic">
                <AddressLines address={address} />
              </address>
            </dd>
          </div>
        )}
        {account !== undefined && <ContactEntry contact={account.contact} />}
      </dl>
    </section>
  );
}

function ContactEntry({ contact }: { contact: Account['contact'] }) {
  const { t } = useTranslation('basket');
  return (
    <div>
      <dt className="text-xs font-medium text-gray-600">{t('customer.contact')}</dt>
      <dd className="break-words text-gray-900">
        {contact.firstName} {contact.lastName}
        <br />
        {contact.email}
        {contact.phone !== null && (
          <>
            <br />
            {contact.phone}
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * The terms and privacy confirmations and the order button
 * (docs/product/basket.md#basket-order-form).
 */
function ConfirmBox({
  order,
  orderButton,
}: {
  order: OrderForm;
  orderButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  return (
    <section
      aria-labelledby="basket-confirm"
      className="space-y-3 rounded-md border border-gray-200 bg-white p-4"
    >
      <h2 id="basket-confirm" className="sr-only">
        {t('confirm.title')}
      </h2>
      <Confirmation
        id="basket-terms"
        checked={order.terms}
        onChange={order.confirmTerms}
        error={order.attempted && !order.terms ? t('confirm.termsRequired') : undefined}
        before={t('confirm.termsBefore')}
        link={<PolicyLink to={paths.terms.href(shell)}>{t('confirm.termsLink')}</PolicyLink>}
      />
      <Confirmation
        id="basket-privacy"
        checked={order.privacy}
        onChange={order.confirmPrivacy}
        error={order.attempted && !order.privacy ? t('confirm.privacyRequired') : undefined}
        before={t('confirm.privacyBefore')}
        link={<PolicyLink to={paths.privacy.href(shell)}>{t('confirm.privacyLink')}</PolicyLink>}
      />
      <button
        ref={orderButton}
        type="submit"
        disabled={order.disabled}
        aria-describedby="basket-order-status"
        className={buttonClasses('primary', 'w-full py-3 text-base')}
      >
        {order.processing && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {order.label}
      </button>
      <p id="basket-order-status" aria-live="polite" className="text-xs text-gray-600">
        {order.processing ? t('order.processingText') : t('order.binding')}
      </p>
    </section>
  );
}

interface ConfirmationProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  /** the text before the link to the policy */
  before: string;
  link: ReactNode;
}

function Confirmation({ id, checked, onChange, error, before, link }: ConfirmationProps) {
  return (
    <CheckboxField
      id={id}
      required
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      label={
        <>
          {before} {link}
        </>
      }
    />
  );
}

/** The terms or the privacy policy, opened beside the basket. */
function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
      {children}
    </Link>
  );
}
