import type { TFunction } from 'i18next';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { InvoiceState } from '@shop/domain/api/account-overview.ts';
import type { InvoiceListItem, InvoiceSort } from '@shop/domain/api/invoices.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Table, type ColumnSort, type TableColumn } from '#web/shared/ui/table.tsx';

const STATE_TONE: Record<InvoiceState, string> = {
  paid: 'bg-success-50 text-success-800',
  notPaid: 'bg-brand-50 text-brand-900',
  overdue: 'bg-danger-50 text-danger-800',
  canceled: 'bg-gray-100 text-gray-700',
};

export interface InvoiceTableProps {
  invoices: readonly InvoiceListItem[];
  pricesHidden: boolean;
  selected: ReadonlySet<string>;
  onSelect: (invoiceNumber: string, selected: boolean) => void;
  /** the invoice whose PDF is being fetched */
  downloading: string | null;
  onPdf: (invoiceNumber: string) => void;
  /** the list's filters, kept behind an invoice's dialog and when it closes */
  list: URLSearchParams;
  sort: InvoiceSort;
  onSort: (sort: InvoiceSort) => void;
}

/**
 * The sort codes of the sortable headings (docs/product/invoices.md#inv-search): the first press
 * sorts the way a buyer looks first (newest, soonest due, highest), the next the other way.
 */
const HEADING_SORTS = {
  date: { descending: 1, ascending: 2, first: 1 },
  due: { ascending: 3, descending: 4, first: 3 },
  total: { descending: 5, ascending: 6, first: 5 },
} as const satisfies Record<
  string,
  { ascending: InvoiceSort; descending: InvoiceSort; first: InvoiceSort }
>;

function headingSort(
  heading: keyof typeof HEADING_SORTS,
  props: Pick<InvoiceTableProps, 'sort' | 'onSort'>,
): ColumnSort {
  const codes = HEADING_SORTS[heading];
  const direction =
    props.sort === codes.ascending
      ? 'ascending'
      : props.sort === codes.descending
        ? 'descending'
        : null;
  return {
    direction,
    onSort: () =>
      props.onSort(
        direction === null
          ? codes.first
          : direction === 'ascending'
            ? codes.descending
            : codes.ascending,
      ),
  };
}

/** An overdue invoice's row is tinted, so it stands out in any sort. */
const rowTone = (invoice: InvoiceListItem) => (invoice.state === 'overdue' ? 'bg-danger-50' : '');

/**
 * The invoices of one page: number (opening the invoice's dialog), dates, state, order, amount,
 * the PDF and, for an open card invoice, a box to pay it with others and a link to pay it alone
 * in the same dialog. Phones see number (with the date, amount and state under it) and the
 * actions.
 */
export function InvoiceTable(props: InvoiceTableProps) {
  const { t } = useTranslation('accountInvoices');
  const shell = useShellParams();
  const date = (value: string) => formatShortDate(value, shell.language);
  // the box column only where there is something to choose
  const choosable = props.invoices.some((invoice) => invoice.payable);
  const columns: TableColumn<InvoiceListItem>[] = [
    ...(choosable ? [selectColumn(t, props)] : []),
    {
      key: 'invoice',
      header: t('column.invoice'),
      rowHeader: true,
      className: (invoice) => `tabular-nums ${rowTone(invoice)}`,
      cell: (invoice) => (
        <>
          <Link
            to={paths.accountInvoice.href(shell, invoice.invoiceid, props.list)}
            // the list stays where it was, behind the dialog
            preventScrollReset
            className="text-brand-800 underline-offset-2 hover:underline"
            aria-label={t('showNamed', { invoice: invoice.invoiceid })}
          >
            {invoice.invoiceid}
          </Link>
          <span className="block text-xs font-normal text-gray-600 sm:hidden">
            {date(invoice.date)}
            {invoice.total !== null && (
              <>
                {' · '}
                <span className="font-semibold whitespace-nowrap text-gray-900">
                  {formatMoney(invoice.total, invoice.currency)}
                </span>
              </>
            )}
          </span>
          <span className="mt-1 block sm:hidden">
            <StateBadge invoice={invoice} date={date} />
          </span>
          {invoice.canceled_origin !== null && (
            <span className="block text-xs font-normal text-gray-600">
              {t('cancels', { invoice: invoice.canceled_origin })}
            </span>
          )}
        </>
      ),
    },
    ...detailColumns(t, date, props),
    ...(props.pricesHidden
      ? []
      : [
          {
            key: 'total',
            header: t('column.total'),
            align: 'right' as const,
            // on phones the amount sits under the invoice number
            wideOnly: true,
            sort: headingSort('total', props),
            className: (invoice: InvoiceListItem) =>
              `font-semibold whitespace-nowrap tabular-nums ${rowTone(invoice)}`,
            cell: (invoice: InvoiceListItem) =>
              invoice.total === null ? '–' : formatMoney(invoice.total, invoice.currency),
          },
        ]),
    {
      key: 'actions',
      header: <span className="sr-only">{t('column.actions')}</span>,
      align: 'right',
      className: rowTone,
      cell: (invoice) => <Actions invoice={invoice} {...props} />,
    },
  ];
  return (
    <Table
      variant="boxed"
      rows={props.invoices}
      rowKey={(invoice) => invoice.invoiceid}
      columns={columns}
    />
  );
}

/** The box that chooses an open card invoice for one payment of several. */
function selectColumn(
  t: TFunction<'accountInvoices'>,
  props: InvoiceTableProps,
): TableColumn<InvoiceListItem> {
  return {
    key: 'select',
    header: <span className="sr-only">{t('column.select')}</span>,
    className: rowTone,
    cell: (invoice) =>
      invoice.payable ? (
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          aria-label={t('selectNamed', { invoice: invoice.invoiceid })}
          checked={props.selected.has(invoice.invoiceid)}
          onChange={(event) => props.onSelect(invoice.invoiceid, event.target.checked)}
        />
      ) : null,
  };
}

/** Dates, state and order of an invoice. */
function detailColumns(
  t: TFunction<'accountInvoices'>,
  date: (value: string) => string,
  props: Pick<InvoiceTableProps, 'sort' | 'onSort'>,
): TableColumn<InvoiceListItem>[] {
  return [
    {
      key: 'date',
      header: t('column.date'),
      wideOnly: true,
      sort: headingSort('date', props),
      className: (invoice) => `tabular-nums ${rowTone(invoice)}`,
      cell: (invoice) => date(invoice.date),
    },
    {
      key: 'due',
      header: t('column.dueDate'),
      wideOnly: true,
      sort: headingSort('due', props),
      className: (invoice) =>
        `tabular-nums ${rowTone(invoice)} ${invoice.state === 'overdue' ? 'font-semibold text-danger-800' : ''}`,
      cell: (invoice) => date(invoice.dueDate),
    },
    {
      key: 'state',
      header: t('column.state'),
      // on phones the state sits under the invoice number
      wideOnly: true,
      className: rowTone,
      cell: (invoice) => <StateBadge invoice={invoice} date={date} />,
    },
    {
      key: 'order',
      header: t('column.order'),
      wideOnly: true,
      className: (invoice) => `tabular-nums ${rowTone(invoice)}`,
      cell: (invoice) => invoice.orderNumber ?? '–',
    },
    {
      // the buyer's PO number, which the search also finds (docs/product/invoices.md#inv-search)
      key: 'reference',
      header: t('column.reference'),
      wideOnly: true,
      className: (invoice) => `break-words ${rowTone(invoice)}`,
      cell: (invoice) => invoice.orderReference ?? '–',
    },
  ];
}

function StateBadge({ invoice, date }: { invoice: InvoiceListItem; date: (v: string) => string }) {
  const { t } = useTranslation('accountInvoices');
  return (
    <>
      <span
        className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_TONE[invoice.state]}`}
      >
        {t(`state.${invoice.state}`)}
      </span>
      {invoice.paidDate !== null && (
        <span className="hidden text-xs text-gray-600 md:block">
          {t('paidOn', { date: date(invoice.paidDate) })}
        </span>
      )}
    </>
  );
}

function Actions({
  invoice,
  pricesHidden,
  downloading,
  onPdf,
  list,
}: { invoice: InvoiceListItem } & InvoiceTableProps) {
  const { t } = useTranslation('accountInvoices');
  const shell = useShellParams();
  return (
    <span className="inline-flex flex-col items-end gap-1.5 sm:flex-row sm:flex-wrap sm:justify-end">
      {invoice.payable && (
        <Link
          to={paths.accountInvoice.href(shell, invoice.invoiceid, list)}
          preventScrollReset
          className={buttonClasses('primary', 'px-2.5 py-1 text-xs')}
          aria-label={t('payNamed', { invoice: invoice.invoiceid })}
        >
          {t('pay')}
        </Link>
      )}
      {!pricesHidden && (
        <button
          type="button"
          className={buttonClasses('secondary', 'px-2.5 py-1 text-xs')}
          aria-label={t('pdfNamed', { invoice: invoice.invoiceid })}
          disabled={downloading === invoice.invoiceid}
          onClick={() => onPdf(invoice.invoiceid)}
        >
          {t('pdf')}
        </button>
      )}
    </span>
  );
}
