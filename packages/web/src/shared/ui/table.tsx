import type { Key, ReactNode } from 'react';

/**
 * One column of a {@link Table}: its heading and what each row shows in it.
 */
export interface TableColumn<Row> {
  /** a stable name, the React key of the column's cells */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** numbers and amounts are right-aligned, heading included */
  align?: 'left' | 'right';
  /** the row's name: a row header (`th scope="row"`) in bold that screen readers announce */
  rowHeader?: boolean;
  /** hidden on phones (below Tailwind's sm); the row then says it another way */
  wideOnly?: boolean;
  /** further classes of the body cells, for the row when they depend on it */
  className?: string | ((row: Row) => string);
  /** a heading that sorts the list: a button, and `aria-sort` while the list is sorted by it */
  sort?: ColumnSort;
}

/** How a sortable column's heading shows and changes the list's sort. */
export interface ColumnSort {
  /** the list's sort by this column now; null when sorted by another */
  direction: 'ascending' | 'descending' | null;
  onSort: () => void;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** the highlighted row (the customer's own country, say): `aria-current` and a tint */
  isCurrent?: (row: Row) => boolean;
  /**
   * `boxed`: a white box with a border and inset cells, for a table on its own (an import
   * result, a list of orders); `plain`: no box, the first column flush with the text around it
   * (a table in a dialog or a page's text); `compact`: plain with tight rows and no gaps
   * between columns (a small table in a card, such as the price tiers).
   */
  variant?: 'boxed' | 'plain' | 'compact';
  /** a visible title above the table (`caption`) */
  caption?: ReactNode;
  /** digits of equal width in every body row, so amounts line up */
  tabularNumbers?: boolean;
  /** further classes of the table element (a maximum width, say) */
  className?: string;
}

// relative: screen-reader-only texts (absolute) in cells scroll with the table instead of
// widening the page beyond a phone's screen
const WRAPPER = {
  boxed: 'relative overflow-x-auto rounded-md border border-gray-200 bg-white',
  plain: 'relative overflow-x-auto',
  compact: 'relative overflow-x-auto',
} as const;

/** Padding of heading and body cells; `plain` leaves the last column's right edge open. */
const HEAD_CELL = {
  boxed: 'px-3 py-2',
  plain: 'py-2 pr-3 last:pr-0',
  compact: 'py-1',
} as const;

const BODY_CELL = {
  boxed: 'px-3 py-1.5',
  plain: 'py-1.5 pr-3 last:pr-0',
  compact: 'py-1',
} as const;

/**
 * The shop's data table: grey headings over rows divided by thin lines, in small text. Every
 * screen that shows rows of data (basket import results, shipping costs, price tiers, and the
 * account's lists) uses it, so they look and read alike. It scrolls sideways on its own when
 * too wide for a phone; columns marked `wideOnly` are left out there instead.
 *
 * @example
 * <Table
 *   variant="boxed"
 *   rows={orders}
 *   rowKey={(order) => order.number}
 *   columns={[
 *     { key: 'number', header: t('orders.number'), cell: (order) => order.number },
 *     { key: 'total', header: t('orders.total'), align: 'right', cell: (order) => money(order) },
 *   ]}
 * />
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  isCurrent,
  variant = 'plain',
  caption,
  tabularNumbers = false,
  className,
}: TableProps<Row>) {
  return (
    <div className={WRAPPER[variant]}>
      <table className={classes('w-full text-sm', className)}>
        {caption !== undefined && (
          <caption className="mb-1 text-left font-semibold text-gray-900">{caption}</caption>
        )}
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-600">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort?.direction ?? undefined}
                className={classes(HEAD_CELL[variant], 'font-medium', cellLayout(column))}
              >
                {column.sort === undefined ? (
                  column.header
                ) : (
                  <SortButton sort={column.sort} align={column.align}>
                    {column.header}
                  </SortButton>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const current = isCurrent?.(row) === true;
            return (
              <tr
                key={rowKey(row)}
                aria-current={current ? 'true' : undefined}
                className={classes(
                  'border-b border-gray-100',
                  variant === 'boxed' && 'last:border-0',
                  tabularNumbers && 'tabular-nums',
                  current && 'bg-brand-50 font-semibold',
                )}
              >
                {columns.map((column) => (
                  <BodyCell key={column.key} column={column} row={row} variant={variant} />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A sortable heading: the heading's text and an arrow pointing the way the list is sorted. */
function SortButton({
  sort,
  align,
  children,
}: {
  sort: ColumnSort;
  align: TableColumn<unknown>['align'];
  children: ReactNode;
}) {
  const arrow = sort.direction === 'ascending' ? '▲' : sort.direction === 'descending' ? '▼' : '↕';
  return (
    <button
      type="button"
      onClick={sort.onSort}
      className={classes(
        'inline-flex items-center gap-1 rounded font-medium hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        align === 'right' && 'flex-row-reverse',
        sort.direction !== null && 'text-gray-900',
      )}
    >
      {children}
      <span aria-hidden="true" className={sort.direction === null ? 'text-gray-400' : ''}>
        {arrow}
      </span>
    </button>
  );
}

function BodyCell<Row>(props: {
  column: TableColumn<Row>;
  row: Row;
  variant: keyof typeof BODY_CELL;
}) {
  const { column, row } = props;
  const extra = typeof column.className === 'function' ? column.className(row) : column.className;
  const className = classes(BODY_CELL[props.variant], cellLayout(column), extra);
  if (column.rowHeader === true) {
    return (
      <th scope="row" className={classes(className, 'text-left font-medium text-gray-900')}>
        {column.cell(row)}
      </th>
    );
  }
  return <td className={className}>{column.cell(row)}</td>;
}

function cellLayout<Row>(column: TableColumn<Row>): string {
  return classes(
    column.align === 'right' && 'text-right',
    column.wideOnly === true && 'hidden sm:table-cell',
  );
}

function classes(...parts: (string | false | undefined)[]): string {
  return parts.filter((part) => part !== undefined && part !== false && part !== '').join(' ');
}
