import { useId } from 'react';
import type { AccountDeliveryAddress } from '@shop/domain/api/account-orders.ts';
import { PAY_TYPES, paySettlement, payTypeOf } from '@shop/domain/rules/payment-methods.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { AddressLines } from '#web/shared/ui/address-lines.tsx';

const CHOICE_CLASSES =
  'flex cursor-pointer items-start gap-3 rounded-md border border-gray-200 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600';

/** The name of a pay type and, below it, what it means for this order. */
function usePayTypeTexts() {
  const { t } = useTranslation('basket');
  return (value: number) => {
    const payType = payTypeOf(value);
    return {
      name: t(`payType.${PAY_TYPES[payType]}`),
      meaning: t(`customer.payMeaning.${paySettlement(payType)}`),
    };
  };
}

/**
 * The account's pay type with what it means for the order, and a choice among the pay types the
 * server allows the account (docs/product/basket.md#basket-pay-choice).
 */
export function PayTypeChoice({
  payTypes,
  payType,
  onChange,
}: {
  payTypes: readonly number[];
  payType: number;
  onChange: (payType: number) => void;
}) {
  const { t } = useTranslation('basket');
  const texts = usePayTypeTexts();
  const id = useId();
  if (payTypes.length <= 1) {
    const only = texts(payTypes[0] ?? payType);
    return (
      <div>
        <p className="text-xs font-medium text-gray-600">{t('customer.payment')}</p>
        <p className="font-semibold text-gray-900">{only.name}</p>
        <p className="text-gray-700">{only.meaning}</p>
      </div>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-xs font-medium text-gray-600">{t('customer.payment')}</legend>
      {payTypes.map((value) => {
        const text = texts(value);
        return (
          <label key={value} className={CHOICE_CLASSES}>
            <input
              type="radio"
              name={`${id}-pay-type`}
              value={value}
              checked={value === payType}
              onChange={() => onChange(value)}
              aria-describedby={`${id}-${value}`}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-gray-900">{text.name}</span>
              <span id={`${id}-${value}`} className="block text-gray-700">
                {text.meaning}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * Where the order goes: the account's delivery address, or a choice among several
 * (docs/product/basket.md#basket-delivery-address); a dropshipping order goes to the consumer.
 */
export function DeliveryAddressChoice({
  addresses,
  chosen,
  onChange,
  dropshipping,
}: {
  addresses: readonly AccountDeliveryAddress[];
  /** the chosen address's id, the main one while none is chosen */
  chosen: number | undefined;
  onChange: (id: number) => void;
  dropshipping: boolean;
}) {
  const { t } = useTranslation('basket');
  const id = useId();
  if (dropshipping) {
    return (
      <div>
        <p className="text-xs font-medium text-gray-600">{t('customer.delivery')}</p>
        <p className="text-gray-900">{t('customer.deliveryDropshipping')}</p>
      </div>
    );
  }
  if (addresses.length <= 1) {
    const only = addresses[0];
    if (only === undefined) return null;
    return (
      <div>
        <p className="text-xs font-medium text-gray-600">{t('customer.delivery')}</p>
        <address className="text-gray-900 not-italic">
          <AddressLines address={only} />
        </address>
      </div>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-xs font-medium text-gray-600">
        {t('customer.deliveryChoose')}
      </legend>
      {addresses.map((address) => (
        <label key={address.id} className={CHOICE_CLASSES}>
          <input
            type="radio"
            name={`${id}-delivery`}
            value={address.id}
            checked={address.id === chosen}
            onChange={() => onChange(address.id)}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span className="text-gray-900">
            <AddressLines address={address} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
