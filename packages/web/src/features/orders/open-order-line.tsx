import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ListedOpenOrder } from '@shop/domain/api/open-orders.ts';
import type { OpenOrderState } from '@shop/domain/rules/availability.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import type { Language } from '@shop/domain/shops.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { ArticleDate, useArticleDateText } from '#web/shared/ui/article-date.tsx';
import { monthYearText } from '@shop/domain/rules/month-names.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { AvailabilityBadge } from '#web/shared/ui/availability-badge.tsx';

/**
 * The article state whose look (display class, docs/product/catalog.md#cat-display-class) an
 * open-order state takes.
 */
const LOOK: Record<OpenOrderState, string> = {
  inStock: 'inStock',
  partialStock: 'partialStock',
  inStockOverdue: 'inStockOverdue',
  inStockFdosPending: 'inStockFdosPending',
  inTake: 'inTake',
  partialInTake: 'inTake',
  partialInTakeNotAvail: 'inTake',
  preOrder: 'preorder',
  inquiry: 'inquiry',
  soldOut: 'soldOut',
};

/**
 * The expected arrival in the one date form (docs/product/catalog.md#cat-article-date): a
 * pre-order's date is its pre-order date (a part of its month while far ahead), a back order's
 * the ETA day; else the estimated month.
 */
function useEta(): (line: ListedOpenOrder, language: Language) => string {
  const { t } = useTranslation('accountOrders');
  const dateText = useArticleDateText();
  return (line, language) => {
    const kind = line.kind === 'preorder' ? 'preorder' : 'eta';
    const shown = line.etaDate === null ? null : dateText(kind, line.etaDate, language);
    if (shown !== null) return shown;
    if (line.etaEstimate !== null && /^\d{4}-\d{2}$/.test(line.etaEstimate)) {
      const [year = 0, month = 1] = line.etaEstimate.split('-').map(Number);
      return monthYearText(language, year, month);
    }
    return t('openOrders.eta.unknown');
  };
}

/** The line's order, intake and arrival dates, and its moved date where the ERP moved one. */
function LineDates({ line }: { line: ListedOpenOrder }) {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  const eta = useEta();
  const date = (value: string | null) =>
    value === null ? '–' : formatShortDate(value, shell.language);
  return (
    <div className="text-xs text-gray-700">
      <dl className="grid grid-cols-[auto_1fr] gap-x-2">
        <dt className="text-gray-500">{t('openOrders.column.orderDate')}</dt>
        <dd className="tabular-nums">{date(line.orderDate)}</dd>
        <dt className="text-gray-500">{t('openOrders.column.lastIntake')}</dt>
        <dd className="tabular-nums">{date(line.lastIntakeDate)}</dd>
        <dt className="text-gray-500">{t('openOrders.column.eta')}</dt>
        <dd>{eta(line, shell.language)}</dd>
      </dl>
      {line.dateMove !== null && (
        <ArticleDate
          as="p"
          className="mt-1"
          kind={line.dateMove.kind}
          date={line.dateMove.date}
          moved={line.dateMove}
        />
      )}
    </div>
  );
}

/** One open-order line: article, state, dates, quantities and (with prices) price and value. */
export function OpenOrderLine({ line }: { line: ListedOpenOrder }) {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  return (
    <li className="grid grid-cols-2 gap-x-4 gap-y-2 p-4 text-sm lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1.1fr)_minmax(0,1.4fr)_minmax(0,0.9fr)_minmax(0,1fr)]">
      <div className="col-span-2 min-w-0 lg:col-span-1">
        <Link
          to={paths.product.href(shell, line.articleNumber)}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {line.name}
        </Link>
        <p className="text-xs text-gray-600 tabular-nums">
          {line.articleNumber}
          {line.producers[0] !== undefined && ` · ${line.producers[0].name}`}
        </p>
        {(line.poNumber !== null || line.reference !== null) && (
          <p className="text-xs text-gray-500">
            {[
              line.poNumber === null ? null : t('openOrders.po', { poNumber: line.poNumber }),
              line.reference === null ? null : t('orders.reference', { reference: line.reference }),
            ]
              .filter((text) => text !== null)
              .join(' · ')}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <AvailabilityBadge state={LOOK[line.state]} label={t(`openOrders.state.${line.state}`)} />
        {line.state !== 'preOrder' && (
          <span className="text-xs text-gray-600">{t(`openOrders.kind.${line.kind}`)}</span>
        )}
      </div>
      <LineDates line={line} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-gray-700 tabular-nums">
        <dt className="text-gray-500">{t('openOrders.column.quantity')}</dt>
        <dd className="font-semibold text-gray-900">{line.quantity}</dd>
        <dt className="text-gray-500">{t('openOrders.column.available')}</dt>
        <dd className={line.availableQuantity > 0 ? 'font-semibold text-success-800' : ''}>
          {line.availableQuantity}
        </dd>
        {line.allocatedQuantity !== null && (
          <>
            <dt className="text-gray-500">{t('openOrders.column.allocated')}</dt>
            <dd>
              {t('openOrders.allocated', {
                allocated: line.allocatedQuantity,
                quantity: line.quantity,
              })}
            </dd>
          </>
        )}
      </dl>
      {'unitPrice' in line ? (
        <div className="text-right text-xs text-gray-700 tabular-nums lg:text-sm">
          <p className="font-semibold text-gray-900">
            {formatMoney(line.lineTotal, line.currency)}
          </p>
          <p>{t('openOrders.unit', { price: formatMoney(line.unitPrice, line.currency) })}</p>
          {line.rebate > 0 && (
            <p className="text-success-800">
              {t('openOrders.rebate', {
                rebate: line.rebate,
                price: formatMoney(line.singlePrice, line.currency),
              })}
            </p>
          )}
        </div>
      ) : (
        <span />
      )}
    </li>
  );
}
