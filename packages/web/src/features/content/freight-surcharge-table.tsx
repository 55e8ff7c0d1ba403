import type { FreightSurchargeResponse } from '@shop/domain/api/content.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import type { Language } from '@shop/domain/shops.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Table } from '#web/shared/ui/table.tsx';
import { useFreightSurcharges } from '#web/features/content/api/freight-surcharges.ts';

type Entry = FreightSurchargeResponse['entries'][number];

const DELIVERY_KEY: Record<string, 'freight.deliveryCarrier' | 'freight.deliveryBulky'> = {
  carrier: 'freight.deliveryCarrier',
  bulky_goods: 'freight.deliveryBulky',
};

function nameIn(entry: Entry, language: Language): string {
  return entry.names[language] ?? entry.names.en ?? Object.values(entry.names)[0] ?? '';
}

/**
 * The freight surcharge page's table (GET /api/fkz/): each product type with a surcharge, how
 * it is delivered, the surcharge per article and how many articles it applies to, as the
 * catalog has it now, so the page's text need not be edited when a surcharge changes.
 */
export function FreightSurchargeTable({ language }: { language: Language }) {
  const { t } = useTranslation('content');
  const surcharges = useFreightSurcharges();
  if (surcharges.isPending) return null;
  if (surcharges.isError) return <p className="mt-6 text-gray-700">{t('freight.error')}</p>;
  const { entries, currency } = surcharges.data;
  const deliveryOf = (entry: Entry) => {
    const key = DELIVERY_KEY[entry.deliveryType];
    return key ? t(key) : entry.deliveryType;
  };
  if (entries.length === 0) return <p className="mt-6 text-gray-700">{t('freight.none')}</p>;
  return (
    <div className="mt-6">
      <Table
        caption={t('freight.caption')}
        rows={entries}
        rowKey={(entry) => `${entry.productTypeId}-${entry.deliveryType}`}
        tabularNumbers
        columns={[
          {
            key: 'productType',
            header: t('freight.productType'),
            rowHeader: true,
            cell: (entry) => (
              <>
                {nameIn(entry, language)}
                {/* phones: the delivery under the name, not in a column of its own */}
                <span className="block text-xs font-normal text-gray-600 sm:hidden">
                  {deliveryOf(entry)}
                </span>
              </>
            ),
          },
          {
            key: 'delivery',
            header: t('freight.delivery'),
            wideOnly: true,
            cell: deliveryOf,
          },
          {
            key: 'amount',
            header: t('freight.amount'),
            align: 'right',
            cell: (entry) => formatMoney(entry.amount, currency),
          },
          {
            key: 'articles',
            header: t('freight.articles'),
            align: 'right',
            wideOnly: true,
            cell: (entry) => entry.numberOfArticles,
          },
        ]}
      />
    </div>
  );
}
