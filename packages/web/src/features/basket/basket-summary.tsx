import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { BasketCurrencyList, NotValidArticles } from '@shop/domain/api/basket.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import {
  dropshippingTotals,
  type DropshippingShippingCost,
} from '#web/features/basket/dropshipping-totals.ts';

const BLOCKING = ['countSoldOut', 'countNoStock', 'countNoQty'] as const;
const WARNING = ['countOldPrice', 'countOldQty'] as const;

/**
 * Whether any line carries a flag: any flag raises the alert box
 * (docs/product/basket.md#basket-line-flags).
 */
export function hasFlags(counts: NotValidArticles): boolean {
  return [...BLOCKING, ...WARNING].some((key) => counts[key] > 0);
}

/**
 * The alert box with the flag counts (docs/product/basket.md#basket-alerts): sold out, no stock and
 * no quantity block the order; old price and old quantity only warn.
 */
export function BasketAlerts({ counts }: { counts: NotValidArticles }) {
  const { t } = useTranslation('basket');
  if (!hasFlags(counts)) return null;
  const blocking = BLOCKING.filter((key) => counts[key] > 0);
  const warnings = WARNING.filter((key) => counts[key] > 0);
  return (
    <Notice
      tone={blocking.length > 0 ? 'error' : 'warning'}
      title={blocking.length > 0 ? t('alert.blockingTitle') : t('alert.warningTitle')}
    >
      <ul className="list-disc space-y-0.5 pl-5">
        {[...blocking, ...warnings].map((key) => (
          <li key={key}>{t(`alert.${key}`, { count: counts[key] })}</li>
        ))}
      </ul>
    </Notice>
  );
}

interface BasketTotalsProps {
  list: BasketCurrencyList;
  taxFree: boolean;
  /** a ticked dropshipping order of this list: the parcel cost replaces the shipping fee */
  dropshipping?: DropshippingShippingCost;
}

/**
 * Net, VAT, shipping and the total of one currency, as the order will charge them: with the
 * shipping fee or what is left to free shipping, or for a dropshipping order the parcel cost.
 */
export function BasketTotals({ list, taxFree, dropshipping }: BasketTotalsProps) {
  const { t } = useTranslation('basket');
  const { currency } = list;
  const totals = dropshipping === undefined ? list.totals : dropshippingTotals(list, dropshipping);
  const money = (minor: number) => formatMoney(minor, currency);
  const remaining =
    dropshipping === undefined && totals.freeShippingFrom > 0
      ? totals.freeShippingFrom - totals.net
      : 0;
  const shippingLabel =
    dropshipping === undefined
      ? t('totals.shipping')
      : dropshipping.carrier
        ? t('totals.shippingCarrier')
        : t('totals.shippingParcels', { count: dropshipping.parcels });
  return (
    <div className="space-y-2">
      <dl className="space-y-1.5 text-sm tabular-nums">
        <Row label={t('totals.net')} value={money(totals.net)} />
        <Row
          label={shippingLabel}
          value={totals.shipping === 0 ? t('totals.free') : money(totals.shipping)}
        />
        {taxFree ? (
          <Row label={t('totals.vat')} value={t('totals.taxFree')} />
        ) : (
          <>
            <Row label={t('totals.vatNormal')} value={money(totals.vatNormal)} />
            {totals.vatReduced > 0 && (
              <Row label={t('totals.vatReduced')} value={money(totals.vatReduced)} />
            )}
          </>
        )}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold text-gray-900">
          <dt>{t('totals.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      {totals.shipping > 0 && remaining > 0 && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-xs text-brand-900">
          {t('totals.freeShippingRemaining', { amount: money(remaining) })}
        </p>
      )}
    </div>
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
