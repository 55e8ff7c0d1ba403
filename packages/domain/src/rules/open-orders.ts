/**
 * Open orders (back orders and pre-orders, docs/product/account.md#account-open-orders): page
 * sizes, sort codes, what a line is worth and the three sums of the overview
 * (docs/decisions/036-open-orders-sorts-and-sums.md).
 */
import { unitPrice } from './pricing.ts';
import type { OpenOrderState } from './availability.ts';

/** Page sizes of the open-order list; 'all' shows every line on one page. */
export const OPEN_ORDER_PAGE_SIZES = [20, 60, 100, 200, 'all'] as const;
export type OpenOrderPageSize = (typeof OPEN_ORDER_PAGE_SIZES)[number];
export const DEFAULT_OPEN_ORDER_PAGE_SIZE: OpenOrderPageSize = 20;

/**
 * Sort codes: 1 order date newest first (the default), 2 oldest first, 3 arrival (ETA)
 * soonest first, 4 latest first, 5 article number, 6 name, 7 highest open value first.
 * Lines without an ETA come last in both ETA sorts.
 */
export const OPEN_ORDER_SORTS = [1, 2, 3, 4, 5, 6, 7] as const;
export type OpenOrderSort = (typeof OPEN_ORDER_SORTS)[number];
export const DEFAULT_OPEN_ORDER_SORT: OpenOrderSort = 1;

export interface OpenOrderLine {
  articleNumber: string;
  name: string;
  state: string;
  orderDate: string;
  etaDate: string | null;
  /** list price of one unit, minor units */
  singlePrice: number;
  /** article rebate in whole percent */
  rebate: number;
  /** units ordered and still open */
  quantity: number;
  /** units of it in stock for the customer now */
  availableQuantity: number;
}

/** What one unit of the line costs the customer: the one price rule, with the line's rebate. */
export function openOrderUnitPrice(line: Pick<OpenOrderLine, 'singlePrice' | 'rebate'>): number {
  return unitPrice(
    { singlePrice: line.singlePrice, rebate: line.rebate, preorderRebate: 0, tiers: [] },
    1,
    false,
  );
}

/** The value of `units` of a line. */
export function openOrderValue(line: OpenOrderLine, units: number): number {
  return openOrderUnitPrice(line) * units;
}

/** What an open-order line copies from its article when it is written. */
export interface OpenOrderArticleFields {
  kind: 'preorder' | 'backorder';
  lastIntakeDate: string | null;
  /** the month (YYYY-MM) of the expected arrival */
  etaEstimate: string | null;
  etaDate: string | null;
}

/**
 * The kind and dates of a new open-order line from its article, as ordering and the seed write
 * them: a pre-order article makes a pre-order, anything else a back order; the arrival is the
 * pre-order date, else the article's ETA; the last intake counts only once it has happened by
 * `now` (a date or a timestamp).
 */
export function openOrderArticleFields(
  article: {
    state: string;
    preorderDate: string | null;
    etaDate: string | null;
    intakeDate: string | null;
  },
  now: string,
): OpenOrderArticleFields {
  const eta = article.preorderDate ?? article.etaDate;
  const intake = article.intakeDate;
  return {
    kind: article.state === 'preorder' ? 'preorder' : 'backorder',
    lastIntakeDate: intake !== null && intake <= now ? intake : null,
    etaEstimate: eta ? eta.slice(0, 7) : null,
    etaDate: eta,
  };
}

/** States whose goods wait at the shop longer than allowed for the customer to take them. */
export const OVERDUE_STATES: readonly OpenOrderState[] = ['inStockOverdue'];

export interface OpenOrderSums {
  /** open value of the overdue lines */
  overdueSum: number;
  /** value of what is in stock for the customer now */
  availableSum: number;
  /** value of everything still open */
  totalSum: number;
}

export function openOrderSums(lines: readonly OpenOrderLine[]): OpenOrderSums {
  let overdueSum = 0;
  let availableSum = 0;
  let totalSum = 0;
  for (const line of lines) {
    const total = openOrderValue(line, line.quantity);
    totalSum += total;
    availableSum += openOrderValue(line, Math.min(line.availableQuantity, line.quantity));
    if ((OVERDUE_STATES as readonly string[]).includes(line.state)) overdueSum += total;
  }
  return { overdueSum, availableSum, totalSum };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** ETA ascending with missing ETAs last, whatever the direction. */
function byEta(a: OpenOrderLine, b: OpenOrderLine, direction: 1 | -1): number {
  if (a.etaDate === b.etaDate) return 0;
  if (a.etaDate === null) return 1;
  if (b.etaDate === null) return -1;
  return byText(a.etaDate, b.etaDate) * direction;
}

const COMPARE: Record<OpenOrderSort, (a: OpenOrderLine, b: OpenOrderLine) => number> = {
  1: (a, b) => byText(b.orderDate, a.orderDate),
  2: (a, b) => byText(a.orderDate, b.orderDate),
  3: (a, b) => byEta(a, b, 1),
  4: (a, b) => byEta(a, b, -1),
  5: (a, b) => byText(a.articleNumber, b.articleNumber),
  6: (a, b) => a.name.localeCompare(b.name),
  7: (a, b) => openOrderValue(b, b.quantity) - openOrderValue(a, a.quantity),
};

/** The lines in the order of a sort code; ties keep article-number order so pages are stable. */
export function sortOpenOrders<T extends OpenOrderLine>(
  lines: readonly T[],
  sort: OpenOrderSort,
): T[] {
  const compare = COMPARE[sort];
  return [...lines].sort(
    (a, b) =>
      compare(a, b) || byText(a.articleNumber, b.articleNumber) || byText(a.orderDate, b.orderDate),
  );
}
