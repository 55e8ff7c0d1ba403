import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, Outlet } from 'react-router';
import type { InvoiceSort, InvoicesResponse } from '@shop/domain/api/invoices.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { pageCount } from '@shop/domain/rules/paging.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { ExportButton } from '#web/shared/ui/export-button.tsx';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { Pager } from '#web/shared/ui/pager.tsx';
import { downloadInvoicePdf } from '#web/features/invoices/api/download-invoice-pdf.ts';
import { exportInvoices } from '#web/features/invoices/api/export-invoices.ts';
import { useInvoices } from '#web/features/invoices/api/get-invoices.ts';
import { InvoiceFilterBar } from './invoice-filter-bar.tsx';
import {
  searchOf,
  useInvoiceFilters,
  writeInvoiceFilters,
  type InvoiceFilters,
} from './invoice-filters.ts';
import { InvoiceTable } from './invoice-table.tsx';

/**
 * /account/invoices (docs/product/invoices.md#inv-list): the buyer's invoices with filter type,
 * invoice or PO number, cancelled ones and sort (also by the date, due date and amount headings,
 * docs/product/invoices.md#inv-search) in the address, paged; each invoice's PDF; the CSV
 * export; open card invoices paid one at a time or several together
 * (docs/decisions/043-invoice-list-and-pdf.md). An invoice's dialog (its address
 * /account/invoices/{invoice}) opens over the list, which stays as it was behind it
 * (docs/decisions/096-invoice-dialog-and-inline-variants.md).
 */
export function InvoicesPage() {
  const { t } = useTranslation('accountInvoices');
  const shell = useShellParams();
  const { user } = useSession();
  const [filters, setFilters] = useInvoiceFilters();
  const search = searchOf(filters);
  const list = useInvoices(user?.customerNumber ?? '', search);
  const pdf = usePdfDownload(shell.language);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useDocumentTitle(t('title'), describedAs('invoices'));

  function select(invoiceNumber: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(invoiceNumber);
    else next.delete(invoiceNumber);
    setSelected(next);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('title')}</h1>
          <p className="mt-2 text-gray-700">{t('intro')}</p>
        </div>
        <ExportButton
          label={t('export')}
          run={(format) => exportInvoices({ ...search, page: 0, language: shell.language }, format)}
        />
      </div>
      {list.data !== undefined && !list.data.pricesHidden && <Sums answer={list.data} />}
      <InvoiceFilterBar
        filters={filters}
        pricesHidden={list.data?.pricesHidden ?? false}
        onChange={setFilters}
      />
      {pdf.failed !== null && (
        <Notice tone="error" className="mt-4">
          {t('pdfFailed', { invoice: pdf.failed })}
        </Notice>
      )}
      <section className="mt-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner label={t('loading')} />
        ) : list.isError ? (
          <LoadFailed title={t('error')} error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Invoices
            answer={list.data}
            filters={filters}
            selected={selected}
            onSelect={select}
            pdf={pdf}
            onPage={(page) => setFilters({ page })}
            onSort={(sort) => setFilters({ sort })}
          />
        )}
      </section>
      <Outlet />
    </div>
  );
}

/** Fetches a PDF, one at a time, and remembers which one failed. */
function usePdfDownload(language: ReturnType<typeof useShellParams>['language']) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  async function download(invoiceNumber: string) {
    setDownloading(invoiceNumber);
    setFailed(null);
    try {
      await downloadInvoicePdf(invoiceNumber, language);
    } catch {
      setFailed(invoiceNumber);
    } finally {
      setDownloading(null);
    }
  }
  return { downloading, failed, download: (n: string) => void download(n) };
}

function Invoices({
  answer,
  filters,
  selected,
  onSelect,
  pdf,
  onPage,
  onSort,
}: {
  answer: InvoicesResponse;
  filters: InvoiceFilters;
  selected: ReadonlySet<string>;
  onSelect: (invoiceNumber: string, selected: boolean) => void;
  pdf: ReturnType<typeof usePdfDownload>;
  onPage: (page: number) => void;
  onSort: (sort: InvoiceSort) => void;
}) {
  const { t } = useTranslation('accountInvoices');
  const list = writeInvoiceFilters(filters);
  if (answer.totalCount === 0) {
    const filtered = filters.type !== 'all' || filters.search !== '';
    return <EmptyList>{filtered ? t('emptyFiltered') : t('empty')}</EmptyList>;
  }
  // only what this page shows and can still be paid counts as chosen
  const chosen = answer.invoices
    .filter((invoice) => invoice.payable && selected.has(invoice.invoiceid))
    .map((invoice) => invoice.invoiceid);
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600" aria-live="polite">
          {t('count', { count: answer.totalCount })}
        </p>
        {answer.invoices.some((invoice) => invoice.payable) && (
          <PaySelected chosen={chosen} list={list} />
        )}
      </div>
      <InvoiceTable
        invoices={answer.invoices}
        pricesHidden={answer.pricesHidden}
        selected={selected}
        onSelect={onSelect}
        downloading={pdf.downloading}
        onPdf={pdf.download}
        list={list}
        sort={filters.sort}
        onSort={onSort}
      />
      <div className="mt-4">
        <Pager
          page={filters.page}
          pages={pageCount(answer.totalCount, answer.size)}
          label={t('paging')}
          onPage={onPage}
        />
      </div>
    </>
  );
}

function PaySelected({ chosen, list }: { chosen: readonly string[]; list: URLSearchParams }) {
  const { t } = useTranslation('accountInvoices');
  const shell = useShellParams();
  if (chosen.length === 0) return <p className="text-sm text-gray-600">{t('payHint')}</p>;
  return (
    <Link
      to={paths.accountInvoicesPayment.href(shell, chosen, list)}
      // the list stays where it was, behind the dialog
      preventScrollReset
      className={buttonClasses('primary', 'px-3 py-1.5 text-sm')}
    >
      {t('paySelected', { count: chosen.length })}
    </Link>
  );
}

function Sums({ answer }: { answer: InvoicesResponse }) {
  const { t } = useTranslation('accountInvoices');
  const { sums, currency } = answer;
  const items = [
    { key: 'total', label: t('sum.total'), value: sums.total, tone: 'text-gray-900' },
    { key: 'unpaid', label: t('sum.unpaid'), value: sums.unpaid, tone: 'text-gray-900' },
    {
      key: 'overdue',
      label: t('sum.overdue'),
      value: sums.overdue,
      tone: (sums.overdue ?? 0) > 0 ? 'text-danger-700' : 'text-gray-900',
    },
  ];
  return (
    <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
      {items.map((item) => (
        <div
          key={item.key}
          className="rounded-lg border border-gray-200 bg-white p-2 shadow-xs sm:p-4"
        >
          <dt className="text-xs text-gray-600 sm:text-sm">{item.label}</dt>
          <dd
            className={`mt-1 text-xs font-semibold whitespace-nowrap tabular-nums min-[380px]:text-sm sm:text-2xl ${item.tone}`}
          >
            {item.value === null ? '–' : formatMoney(item.value, currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
