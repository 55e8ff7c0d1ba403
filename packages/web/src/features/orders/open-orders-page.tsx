import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import type { OpenOrdersResponse } from '@shop/domain/api/open-orders.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { pageCount } from '@shop/domain/rules/paging.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { exportOpenOrders } from '#web/features/orders/api/export-open-orders.ts';
import { useOpenOrders } from '#web/features/orders/api/get-open-orders.ts';
import { ExportButton } from '#web/shared/ui/export-button.tsx';
import { useCsvFormat } from '#web/shared/ui/csv-format-select.tsx';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { OpenOrderLine } from './open-order-line.tsx';
import { OpenOrdersFilterBar } from './open-orders-filter-bar.tsx';
import { parameterOf, useOpenOrderFilters, type OpenOrderFilters } from './open-orders-filters.ts';
import { Pager } from '#web/shared/ui/pager.tsx';

/**
 * /account/reservation-preorder{type} (docs/product/account.md#account-open-orders): the buyer's
 * back orders and pre-orders with filters by state, producer and text, sorts, page sizes up to all,
 * the sums, and the CSV export; type -export starts the download on opening.
 */
export function OpenOrdersPage({ exportOnOpen = false }: { exportOnOpen?: boolean }) {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const [filters, setFilters] = useOpenOrderFilters();
  const parameter = parameterOf(filters, shell.language);
  const list = useOpenOrders(user?.customerNumber ?? '', parameter);
  useDocumentTitle(t('openOrders.title'), describedAs('openOrders'));

  // type -export: download once, then stay on the list under its own address
  const exported = useRef(false);
  const [openingExportFailed, setOpeningExportFailed] = useState(false);
  const [csvFormat] = useCsvFormat();
  useEffect(() => {
    if (!exportOnOpen || exported.current) return;
    exported.current = true;
    exportOpenOrders(parameter, csvFormat).catch(() => setOpeningExportFailed(true));
    void navigate(
      { pathname: paths.accountPreOrders.href(shell), search: window.location.search },
      { replace: true },
    );
  });

  const data = list.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">
            {t('openOrders.title')}
          </h1>
          <p className="mt-2 text-gray-700">{t('openOrders.intro')}</p>
        </div>
        <ExportButton
          label={t('openOrders.export')}
          run={(format) => exportOpenOrders(parameter, format)}
        />
      </div>

      {openingExportFailed && (
        <Notice tone="error" className="mt-4">
          {t('export.failed')}
        </Notice>
      )}
      {data === undefined
        ? list.isPending && <Sums summary={undefined} />
        : data.summary !== null && <Sums summary={data.summary} />}

      <OpenOrdersFilterBar
        filters={filters}
        producers={data?.producers ?? []}
        onChange={setFilters}
      />

      <OpenOrdersList list={list} filters={filters} onPage={(page) => setFilters({ page })} />
    </div>
  );
}

function Lines({ answer, filtered }: { answer: OpenOrdersResponse; filtered: boolean }) {
  const { t } = useTranslation('accountOrders');
  if (answer.backordersTotalCount === 0) {
    return (
      <EmptyList>{filtered ? t('openOrders.emptyFiltered') : t('openOrders.empty')}</EmptyList>
    );
  }
  return (
    <>
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {t('openOrders.count', { count: answer.backordersTotalCount })}
      </p>
      <ul
        aria-label={t('openOrders.title')}
        className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white shadow-xs"
      >
        {answer.articles.map((line) => (
          <OpenOrderLine key={`${line.articleNumber}-${line.orderDate}`} line={line} />
        ))}
      </ul>
    </>
  );
}

/**
 * The three sums; without a summary yet (loading) the same boxes with grey bars for the figures,
 * so the filter bar and the list below do not move down when they arrive (decision 047).
 */
function Sums({ summary }: { summary: NonNullable<OpenOrdersResponse['summary']> | undefined }) {
  const { t } = useTranslation('accountOrders');
  const items = [
    {
      key: 'total',
      label: t('openOrders.sum.total'),
      value: summary?.totalSum,
      tone: 'text-gray-900',
    },
    {
      key: 'available',
      label: t('openOrders.sum.available'),
      value: summary?.availableSum,
      tone: 'text-success-800',
    },
    {
      key: 'overdue',
      label: t('openOrders.sum.overdue'),
      value: summary?.overdueSum,
      tone: (summary?.overdueSum ?? 0) > 0 ? 'text-danger-700' : 'text-gray-900',
    },
  ];
  return (
    // on a phone one sum a row, label beside amount: three columns there broke the amounts
    <dl className="mt-6 grid gap-2 sm:grid-cols-3 sm:gap-3">
      {items.map((item) => (
        <div
          key={item.key}
          className="flex items-baseline justify-between gap-3 rounded-lg border border-gray-200 bg-white px-3 py-2 shadow-xs sm:block sm:p-4"
        >
          <dt className="text-sm text-gray-600">{item.label}</dt>
          <dd
            className={`text-base font-semibold whitespace-nowrap tabular-nums sm:mt-1 sm:text-2xl ${item.tone}`}
          >
            {summary === undefined || item.value === undefined ? (
              <span className="inline-block w-16 animate-pulse rounded bg-gray-100">
                {'\u00a0'}
              </span>
            ) : (
              formatMoney(item.value, summary.currency)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OpenOrdersList({
  list,
  filters,
  onPage,
}: {
  list: ReturnType<typeof useOpenOrders>;
  filters: OpenOrderFilters;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('accountOrders');
  const data = list.data;
  return (
    <section className="mt-4" aria-busy={list.isFetching}>
      {list.isPending ? (
        <Spinner label={t('openOrders.loading')} />
      ) : list.isError ? (
        <LoadFailed
          title={t('openOrders.error')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Lines
          answer={list.data}
          filtered={filters.state !== null || filters.producer !== null || filters.search !== ''}
        />
      )}
      {data !== undefined && (
        <div className="mt-4">
          <Pager
            page={filters.page}
            pages={pageCount(data.backordersTotalCount, filters.size)}
            label={t('openOrders.paging')}
            onPage={onPage}
          />
        </div>
      )}
    </section>
  );
}
