import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { ArticleDate } from '#web/shared/ui/article-date.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useMarkMovedDatesSeen, useMovedDates } from '#web/features/orders/api/get-moved-dates.ts';

const LINK = 'text-sm font-semibold text-brand-800 underline-offset-2 hover:underline';

/**
 * The overview's list of open lines whose date the ERP moved since the last visit
 * (docs/product/account.md#account-date-moved). Once it has been shown, the visit is stored, so
 * the next visit lists only what moves after this one.
 */
export function MovedDatesSummary({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const moved = useMovedDates(customerNumber, shell.language);
  const markSeen = useMarkMovedDatesSeen();
  const marked = useRef(false);
  useEffect(() => {
    if (!moved.isSuccess || marked.current) return;
    marked.current = true;
    markSeen.mutate();
  }, [moved.isSuccess, markSeen]);

  if (moved.isPending) return <Spinner label={t('overview.loading')} className="mt-3" />;
  if (moved.isError) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-gray-900">{t('overview.movedDates.title')}</h3>
      {moved.data.lines.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('overview.movedDates.none')}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-gray-100">
            {moved.data.lines.map((line) => (
              <li
                key={`${line.articleNumber}-${line.orderDate}`}
                className="flex flex-col gap-0.5 py-1.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-3"
              >
                <span className="min-w-0">
                  <Link
                    to={paths.product.href(shell, line.articleNumber)}
                    className="text-brand-800 hover:underline"
                  >
                    {line.name}
                  </Link>
                  <span className="block text-xs text-gray-600">
                    {t('overview.movedDates.ordered', {
                      quantity: line.quantity,
                      orderDate: formatShortDate(line.orderDate.slice(0, 10), shell.language),
                    })}
                  </span>
                </span>
                <ArticleDate
                  className="shrink-0 text-xs text-gray-700 sm:text-right"
                  kind={line.dateMove.kind}
                  date={line.dateMove.date}
                  moved={line.dateMove}
                />
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <Link to={paths.accountPreOrders.href(shell)} className={LINK}>
              {t('overview.movedDates.all')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
