import { useTranslation } from 'react-i18next';
import {
  CARRIER_SHIPMENT_COST,
  DROPSHIPPING_SHIPPING_VAT_PERCENT,
  MAX_REGULAR_PARCELS,
  REGULAR_PARCEL_COST,
} from '@shop/domain/rules/dropshipping.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { normalizeCountryCode, shippingTable, shippingTier } from '@shop/domain/rules/shipping.ts';
import type { Currency, Language, ShopCode } from '@shop/domain/shops.ts';

export interface ShippingCostsProps {
  shop: ShopCode;
  language: Language;
  /** the customer's delivery country, highlighted in the table */
  country: string | null;
  /** the dropshipping cost rules are explained only to accounts that may dropship */
  dropshipping: boolean;
}

/**
 * Free-shipping threshold, fee, service and duration per country of a shop (the tables of
 * spec 1 section 9 and spec 3 section 9, written once in the domain), and the dropshipping
 * parcel costs: the shipping-cost dialog of the basket and the shipping page show the same.
 */
export function ShippingCosts({ shop, language, country, dropshipping }: ShippingCostsProps) {
  const { t } = useTranslation('common');
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const own = country === null ? null : normalizeCountryCode(country);
  const rows = shippingTable(shop);
  // a code no table lists: the tier of every other country
  const other = shippingTier(shop, 'ZZ');
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('shippingCosts.country')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('shippingCosts.freeFrom')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('shippingCosts.fee')}
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                {t('shippingCosts.service')}
              </th>
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                {t('shippingCosts.duration')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const mine = row.country === own;
              return (
                <tr
                  key={row.country}
                  aria-current={mine ? 'true' : undefined}
                  className={`border-b border-gray-100 tabular-nums ${mine ? 'bg-brand-50 font-semibold' : ''}`}
                >
                  <th scope="row" className="py-1.5 pr-3 text-left font-medium text-gray-900">
                    {names.of(row.country) ?? row.name}
                    {mine && <span className="sr-only"> ({t('shippingCosts.yourCountry')})</span>}
                    {/* phones: service and delivery time under the country, not in columns */}
                    <span className="block text-xs font-normal text-gray-600 sm:hidden">
                      {row.service} · {t('shippingCosts.days', { days: row.duration })}
                    </span>
                  </th>
                  <td className="py-1.5 pr-3 text-right">
                    {row.freeFrom > 0
                      ? formatMoney(row.freeFrom, row.currency)
                      : t('shippingCosts.never')}
                  </td>
                  <td className="py-1.5 pr-3 text-right">{formatMoney(row.fee, row.currency)}</td>
                  <td className="hidden py-1.5 pr-3 sm:table-cell">{row.service}</td>
                  <td className="hidden py-1.5 sm:table-cell">
                    {t('shippingCosts.days', { days: row.duration })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <OtherCountries freeFrom={other.freeFrom} fee={other.fee} currency={other.currency} />
      {dropshipping && <DropshippingCosts />}
    </>
  );
}

/** The tier of every country the table does not list. */
function OtherCountries({
  freeFrom,
  fee,
  currency,
}: {
  freeFrom: number;
  fee: number;
  currency: Currency;
}) {
  const { t } = useTranslation('common');
  return (
    <p className="mt-3 text-sm text-gray-600">
      {freeFrom > 0
        ? t('shippingCosts.otherCountries', {
            freeFrom: formatMoney(freeFrom, currency),
            fee: formatMoney(fee, currency),
          })
        : t('shippingCosts.otherCountriesNeverFree', {
            fee: formatMoney(fee, currency),
          })}
    </p>
  );
}

/** The parcel costs of a dropshipping order (spec 3 section 9). */
function DropshippingCosts() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="shipping-dropshipping" className="mt-5 space-y-1 text-sm">
      <h3 id="shipping-dropshipping" className="font-semibold text-gray-900">
        {t('shippingCosts.dropshippingTitle')}
      </h3>
      <p className="text-gray-700">
        {t('shippingCosts.dropshippingParcel', {
          price: formatMoney(REGULAR_PARCEL_COST, 'EUR'),
        })}
      </p>
      <p className="text-gray-700">
        {t('shippingCosts.dropshippingCarrier', {
          price: formatMoney(CARRIER_SHIPMENT_COST, 'EUR'),
          parcels: MAX_REGULAR_PARCELS,
        })}
      </p>
      <p className="text-gray-700">
        {t('shippingCosts.dropshippingVat', { rate: DROPSHIPPING_SHIPPING_VAT_PERCENT })}
      </p>
    </section>
  );
}
