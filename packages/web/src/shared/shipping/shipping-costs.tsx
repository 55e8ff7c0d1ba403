import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ShippingCountriesResponse, ShippingCountryRow } from '@shop/domain/api/shipping.ts';
import { countryName } from '@shop/domain/rules/intl-formats.ts';
import {
  CARRIER_SHIPMENT_COST,
  DROPSHIPPING_SHIPPING_VAT_PERCENT,
  MAX_REGULAR_PARCELS,
  REGULAR_PARCEL_COST,
} from '@shop/domain/rules/dropshipping.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { normalizeCountryCode } from '@shop/domain/rules/shipping.ts';
import type { Language, ShopCode } from '@shop/domain/shops.ts';
import { LoadFailed } from '#web/shared/ui/list-states.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { Table } from '#web/shared/ui/table.tsx';
import { useShippingCountries } from './get-shipping-countries.ts';

export interface ShippingCostsProps {
  shop: ShopCode;
  language: Language;
  /** the customer's delivery country, highlighted in the table */
  country: string | null;
  /** the dropshipping cost rules are explained only to accounts that may dropship */
  dropshipping: boolean;
}

/**
 * Free-shipping threshold, fee, service and duration per country of a shop, as the server keeps
 * the table (docs/decisions/103-shipping-countries-imported.md), and the dropshipping parcel
 * costs: the shipping-cost dialog of the basket and the shipping page show the same.
 */
export function ShippingCosts({ shop, language, country, dropshipping }: ShippingCostsProps) {
  const { t } = useTranslation('common');
  const costs = useShippingCountries(shop);
  const own = country === null ? null : normalizeCountryCode(country);
  return (
    <>
      {costs.isPending ? (
        <Spinner label={t('shippingCosts.loading')} />
      ) : costs.isError ? (
        <LoadFailed
          title={t('shippingCosts.error')}
          error={costs.error}
          onRetry={() => void costs.refetch()}
        />
      ) : (
        <>
          {costs.data.countries.length > 0 && (
            <CountryTable costs={costs.data} language={language} own={own} />
          )}
          <OtherCountries costs={costs.data} />
        </>
      )}
      {dropshipping && <DropshippingCosts />}
    </>
  );
}

/** What every country the table does not list pays; alone, it is the whole table. */
function OtherCountries({ costs }: { costs: ShippingCountriesResponse }) {
  const { t } = useTranslation('common');
  const { otherCountries: other, currency } = costs;
  return (
    <p className="mt-3 text-sm text-gray-600">
      {other.freeFrom > 0
        ? t('shippingCosts.otherCountries', {
            freeFrom: formatMoney(other.freeFrom, currency),
            fee: formatMoney(other.fee, currency),
          })
        : t('shippingCosts.otherCountriesNeverFree', { fee: formatMoney(other.fee, currency) })}
    </p>
  );
}

/** The country in the page's language; a code the browser cannot name shows the import's name. */
function nameOf(row: ShippingCountryRow, language: Language): string {
  const name = countryName(row.country, language);
  return name === row.country ? row.name : name;
}

/** Country by country; the customer's own country is highlighted. */
function CountryTable({
  costs,
  language,
  own,
}: {
  costs: ShippingCountriesResponse;
  language: Language;
  own: string | null;
}) {
  const { t } = useTranslation('common');
  const { currency } = costs;
  return (
    <Table
      rows={costs.countries}
      rowKey={(row) => row.country}
      isCurrent={(row) => row.country === own}
      tabularNumbers
      columns={[
        {
          key: 'country',
          header: t('shippingCosts.country'),
          rowHeader: true,
          cell: (row) => (
            <>
              {nameOf(row, language)}
              {row.country === own && (
                <span className="sr-only"> ({t('shippingCosts.yourCountry')})</span>
              )}
              {/* phones: service and delivery time under the country, not in columns */}
              <span className="block text-xs font-normal text-gray-600 sm:hidden">
                {row.service} · {t('shippingCosts.days', { days: row.duration })}
              </span>
            </>
          ),
        },
        {
          key: 'freeFrom',
          header: t('shippingCosts.freeFrom'),
          align: 'right',
          cell: (row) =>
            row.freeFrom > 0 ? formatMoney(row.freeFrom, currency) : t('shippingCosts.never'),
        },
        {
          key: 'fee',
          header: t('shippingCosts.fee'),
          align: 'right',
          cell: (row) => formatMoney(row.fee, currency),
        },
        {
          key: 'service',
          header: t('shippingCosts.service'),
          wideOnly: true,
          cell: (row) => row.service,
        },
        {
          key: 'duration',
          header: t('shippingCosts.duration'),
          wideOnly: true,
          cell: (row) => t('shippingCosts.days', { days: row.duration }),
        },
      ]}
    />
  );
}

/** The parcel and carrier prices of a dropshipping order. */
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
