import type {
  NewestOpenOrders,
  OpenOrderArticle,
  OpenOrdersOverview,
  OpenOrdersResponse,
  MovedDates,
  openOrdersParameterSchema,
} from '@shop/domain/api/open-orders.ts';
import { NEWEST_OPEN_ORDERS_COUNT } from '@shop/domain/api/open-orders.ts';
import { OPEN_ORDER_STATES, type OpenOrderState } from '@shop/domain/rules/availability.ts';
import {
  openOrderSums,
  openOrderUnitPrice,
  openOrderValue,
  sortOpenOrders,
} from '@shop/domain/rules/open-orders.ts';
import { pageOffset } from '@shop/domain/rules/paging.ts';
import { lineDateMove, type LineDateMove } from '@shop/domain/rules/article-date.ts';
import { shopDayOf, shopDayStart } from '@shop/domain/rules/article-dates.ts';
import { isLanguage, type Currency, type Language } from '@shop/domain/shops.ts';
import type { z } from 'zod';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { basketAccountOf } from '#server/basket/basket.service.ts';
import { articleFacts } from '#server/catalog/catalog.service.ts';
import { dateMovesSince, type DateMove } from '#server/catalog/article-date-changes.service.ts';
import {
  findAccountsWithLinesOf,
  findOpenOrders,
  findOverviewVisit,
  saveOverviewVisit,
} from './open-orders.repository.ts';

export type OpenOrdersFilter = z.output<typeof openOrdersParameterSchema>;

const currencyOf = (value: string): Currency => (value === 'GBP' ? 'GBP' : 'EUR');
const kindOf = (value: string): DatedLine['kind'] =>
  value === 'preorder' ? 'preorder' : 'backorder';
const stateOf = (value: string): OpenOrderState =>
  (OPEN_ORDER_STATES as readonly string[]).includes(value) ? (value as OpenOrderState) : 'inquiry';

interface Caller {
  language: Language;
  currency: Currency;
  showsPrices: boolean;
}

async function callerOf(db: DbOrTx, customer: Customer, language?: Language): Promise<Caller> {
  const account = await basketAccountOf(db, customer.accountId);
  return {
    language: language ?? (isLanguage(account.language) ? account.language : 'en'),
    currency: currencyOf(account.currency),
    showsPrices: account.showPrices === 1,
  };
}

/** The moves of the lines' articles' dates since the earliest order day, by article. */
async function movesOfLines(
  db: DbOrTx,
  rows: readonly { articleNumber: string; orderDate: string }[],
): Promise<Map<string, DateMove[]>> {
  const earliest = rows.map((row) => row.orderDate).sort()[0];
  const since = earliest === undefined ? null : shopDayStart(earliest);
  if (since === null) return new Map();
  const byArticle = new Map<string, DateMove[]>();
  for (const move of await dateMovesSince(
    db,
    rows.map((row) => row.articleNumber),
    since,
  )) {
    byArticle.set(move.articleNumber, [...(byArticle.get(move.articleNumber) ?? []), move]);
  }
  return byArticle;
}

export interface DatedLine {
  articleNumber: string;
  kind: 'backorder' | 'preorder';
  orderDate: string;
}

/**
 * Each line's moved date (docs/product/account.md#account-date-moved), in the lines' order: for
 * the open-order list and for an order's lines ordered ahead of the goods.
 */
export async function dateMovesOfLines(
  db: DbOrTx,
  lines: readonly DatedLine[],
): Promise<(LineDateMove | null)[]> {
  const moves = await movesOfLines(db, lines);
  return lines.map((line) =>
    lineDateMove(line, moves.get(line.articleNumber) ?? [], (instant) =>
      shopDayOf(new Date(instant)),
    ),
  );
}

/** Every open line of the caller with its article's facts, in the caller's language. */
async function openLines(db: DbOrTx, customer: Customer, caller: Caller) {
  const rows = await findOpenOrders(db, customer.accountId);
  const facts = new Map(
    (
      await articleFacts(
        db,
        [...new Set(rows.map((row) => row.articleNumber))],
        caller.language,
        caller.currency,
      )
    ).map((fact) => [fact.articleNumber, fact]),
  );
  const moves = await dateMovesOfLines(
    db,
    rows.map((row) => ({ ...row, kind: kindOf(row.kind) })),
  );
  return rows.map((row, index): OpenOrderArticle => {
    const fact = facts.get(row.articleNumber);
    const line = { ...row, name: fact?.name ?? row.articleNumber };
    const kind = kindOf(row.kind);
    return {
      articleNumber: row.articleNumber,
      kind,
      state: stateOf(row.state),
      orderDate: row.orderDate,
      lastIntakeDate: row.lastIntakeDate,
      etaEstimate: row.etaEstimate,
      etaDate: row.etaDate,
      dateMove: moves[index] ?? null,
      allocatedQuantity: row.allocatedQuantity,
      singlePrice: row.singlePrice,
      rebate: row.rebate,
      unitPrice: openOrderUnitPrice(line),
      lineTotal: openOrderValue(line, row.quantity),
      currency: currencyOf(row.currency),
      quantity: row.quantity,
      caseQuantity: row.caseQuantity,
      availableQuantity: row.availableQuantity,
      producers: fact?.producer ? [fact.producer] : [],
      name: line.name,
      ean: fact?.ean ?? null,
      poNumber: row.poNumber,
      reference: row.reference,
      evp: fact?.evp ?? null,
      taric: fact?.taric ?? null,
      weight: fact?.weight ?? null,
    };
  });
}

function matches(line: OpenOrderArticle, filter: OpenOrdersFilter): boolean {
  if (filter.state !== undefined && line.state !== filter.state) return false;
  if (filter.producer !== undefined && !line.producers.some((p) => p.id === filter.producer))
    return false;
  const text = filter.search.toLowerCase();
  if (text === '') return true;
  return [line.articleNumber, line.name, line.ean, line.poNumber, line.reference].some(
    (value) => value !== null && value.toLowerCase().includes(text),
  );
}

/** Producers of all the caller's lines (not only the filtered ones), by name. */
function producersOf(lines: readonly OpenOrderArticle[]) {
  const counts = new Map<number, { id: number; name: string; count: number }>();
  for (const producer of lines.flatMap((line) => line.producers)) {
    const entry = counts.get(producer.id) ?? { ...producer, count: 0 };
    entry.count++;
    counts.set(producer.id, entry);
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The lines matching the filter in the sort's order (all of them: the export and the list). */
export async function filteredOpenOrders(db: DbOrTx, customer: Customer, filter: OpenOrdersFilter) {
  const caller = await callerOf(db, customer, filter.language);
  const all = await openLines(db, customer, caller);
  const lines = sortOpenOrders(
    all.filter((line) => matches(line, filter)),
    filter.sort,
  );
  return { caller, all, lines };
}

const withoutPrices = ({
  singlePrice: _s,
  rebate: _r,
  unitPrice: _u,
  lineTotal: _l,
  evp: _e,
  ...line
}: OpenOrderArticle) => line;

/** POST /account/openOrders: one page of the caller's open lines, the producers and the sums. */
export async function listOpenOrders(
  db: DbOrTx,
  customer: Customer,
  filter: OpenOrdersFilter,
): Promise<OpenOrdersResponse> {
  const { caller, all, lines } = await filteredOpenOrders(db, customer, filter);
  const page =
    filter.countPageItems === 'all'
      ? lines
      : lines.slice(
          pageOffset(filter.page, filter.countPageItems),
          pageOffset(filter.page, filter.countPageItems) + filter.countPageItems,
        );
  const common = { producers: producersOf(all), backordersTotalCount: lines.length };
  if (!caller.showsPrices)
    return { ...common, articles: page.map(withoutPrices), summary: null, pricesHidden: true };
  return {
    ...common,
    articles: page,
    summary: { ...openOrderSums(lines), currency: caller.currency },
  };
}

/** GET /account/openOrders/overview: the sums over every open line of the caller. */
export async function openOrdersOverview(
  db: DbOrTx,
  customer: Customer,
): Promise<OpenOrdersOverview> {
  const caller = await callerOf(db, customer);
  const rows = await findOpenOrders(db, customer.accountId);
  const sums = openOrderSums(rows.map((row) => ({ ...row, name: row.articleNumber })));
  const shown = caller.showsPrices
    ? sums
    : { overdueSum: null, availableSum: null, totalSum: null };
  return { ...shown, currency: caller.currency, count: rows.length };
}

/**
 * GET /account/openOrders/newestOpenOrders: the caller's lines with goods in stock for them,
 * the latest arrival first.
 */
export async function newestOpenOrders(
  db: DbOrTx,
  customer: Customer,
  language: Language | undefined,
): Promise<NewestOpenOrders> {
  const caller = await callerOf(db, customer, language);
  const lines = await openLines(db, customer, caller);
  const arrived = lines
    .filter((line) => line.availableQuantity > 0)
    .sort(
      (a, b) =>
        (b.lastIntakeDate ?? '').localeCompare(a.lastIntakeDate ?? '') ||
        b.orderDate.localeCompare(a.orderDate) ||
        a.articleNumber.localeCompare(b.articleNumber),
    )
    .slice(0, NEWEST_OPEN_ORDERS_COUNT);
  return {
    articles: arrived.map((line) => ({
      articleNumber: line.articleNumber,
      name: line.name,
      state: line.state,
      lastIntakeDate: line.lastIntakeDate,
      availableQuantity: line.availableQuantity,
      quantity: line.quantity,
    })),
  };
}

/**
 * The accounts that have ordered this article ahead (back orders and pre-orders): the customers
 * a moved release date concerns (docs/decisions/140-retailer-webhooks.md).
 */
export async function accountsAwaiting(db: DbOrTx, articleNumber: string): Promise<number[]> {
  const rows = await findAccountsWithLinesOf(db, [articleNumber]);
  return rows.map((row) => row.accountId);
}

/**
 * GET /account/openOrders/movedDates: the caller's lines whose date moved since the caller last
 * saw the overview (every moved line before the first visit), the latest move first
 * (docs/product/account.md#account-date-moved).
 */
export async function movedDates(
  db: DbOrTx,
  customer: Customer,
  language: Language | undefined,
): Promise<MovedDates> {
  const caller = await callerOf(db, customer, language);
  const since = await findOverviewVisit(db, customer.accountId);
  const lines = (await openLines(db, customer, caller)).flatMap((line) =>
    line.dateMove !== null && (since === null || line.dateMove.movedAt > since)
      ? [
          {
            articleNumber: line.articleNumber,
            name: line.name,
            kind: line.kind,
            orderDate: line.orderDate,
            quantity: line.quantity,
            dateMove: line.dateMove,
          },
        ]
      : [],
  );
  lines.sort((a, b) => b.dateMove.movedAt.localeCompare(a.dateMove.movedAt));
  return { since, lines };
}

/** POST /account/openOrders/movedDates/seen: the overview showed the moved dates at `now`. */
export async function markMovedDatesSeen(
  db: DbOrTx,
  customer: Customer,
  now: Date,
): Promise<{ seenAt: string }> {
  const seenAt = now.toISOString();
  await saveOverviewVisit(db, customer.accountId, seenAt);
  return { seenAt };
}
