import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { OrderDetail, OrderDetailResponse } from '@shop/domain/api/order-detail.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { ArticleDate } from '#web/shared/ui/article-date.tsx';

type Line = OrderDetailResponse['lines'][number];

const linePrices = (line: Line): line is OrderDetail['lines'][number] => 'lineTotal' in line;

/** The date a line ordered ahead of the goods waits for, and where the ERP moved it, the move. */
function LineDate({ line }: { line: Line }) {
  const shown = line.dateMove ?? line.articleDate;
  if (shown === null) return null;
  return (
    <ArticleDate
      as="p"
      className="col-span-2 text-gray-700"
      kind={shown.kind}
      date={shown.date}
      moved={line.dateMove}
    />
  );
}

/**
 * The order's lines on its confirmation and detail page: quantity, prices where the account sees
 * them, the dispatch day, a moved date and the ERP's allocation
 * (docs/product/account.md#account-date-moved).
 */
export function OrderLines({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation('basket');
  return (
    <section
      aria-labelledby="confirmation-lines"
      className="min-w-0 rounded-md border border-gray-200 bg-white"
    >
      <h2
        id="confirmation-lines"
        className="border-b border-gray-200 px-4 py-3 text-lg font-semibold text-gray-900"
      >
        {t('confirmation.linesTitle')}
      </h2>
      <ul className="divide-y divide-gray-200">
        {order.lines.map((line) => (
          <OrderLine key={line.articleNumber} line={line} currency={order.currency} />
        ))}
      </ul>
    </section>
  );
}

function OrderLine({ line, currency }: { line: Line; currency: OrderDetailResponse['currency'] }) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-semibold break-words text-gray-900">{line.name}</p>
        <p className="text-gray-600">
          {t('lines.articleNumber', { articleNumber: line.articleNumber })}
        </p>
      </div>
      <dl className="text-right tabular-nums">
        <div className="flex justify-end gap-1">
          <dt className="text-gray-600">{t('confirmation.quantity')}</dt>
          <dd className="font-semibold text-gray-900">{line.quantity}</dd>
        </div>
        {linePrices(line) && (
          <>
            <div className="flex justify-end gap-1">
              <dt className="text-gray-600">{t('confirmation.unitPrice')}</dt>
              <dd className="text-gray-900">{money(line.price)}</dd>
            </div>
            <div className="flex justify-end gap-1">
              <dt className="sr-only">{t('confirmation.lineTotal')}</dt>
              <dd className="font-semibold text-gray-900">{money(line.lineTotal)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="col-span-2 text-gray-600">
        {line.dispatch.date === null
          ? t('confirmation.dispatchLineOpen')
          : t('confirmation.dispatchLine', {
              date: formatShortDate(line.dispatch.date, shell.language),
            })}
      </p>
      <LineDate line={line} />
      {line.allocatedQuantity !== null && (
        <p className="col-span-2 text-gray-700">
          {t('confirmation.allocated', {
            allocated: line.allocatedQuantity,
            quantity: line.quantity,
          })}
        </p>
      )}
    </li>
  );
}
