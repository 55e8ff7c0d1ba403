/**
 * Expected dispatch of an order's lines (docs/decisions/023-order-confirmation.md). The shop
 * ships from Germany, so days are counted in Europe/Berlin; working days are Monday to Friday
 * (the data knows no public holidays).
 */

import { dateTimeFormat } from './intl-formats.ts';

const SHOP_TIME_ZONE = 'Europe/Berlin';
const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of an instant in the shop's time zone. */
export function shopDay(instant: string | Date): string {
  // en-CA writes dates as YYYY-MM-DD
  return dateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** The first Monday to Friday after a calendar day (YYYY-MM-DD). */
export function nextWorkingDay(day: string): string {
  let time = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  do {
    time += DAY_MS;
  } while ([0, 6].includes(new Date(time).getUTCDay()));
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * How a line reaches dispatch: `stock` lines took their units from stock when ordered;
 * `arrival` lines were ordered ahead of the goods (pre-orders and arriving articles).
 */
export type DispatchBasis = 'stock' | 'arrival';

export interface LineDispatch {
  basis: DispatchBasis;
  /** YYYY-MM-DD, or null while the goods have no arrival date after the order day. */
  date: string | null;
}

/**
 * A stock line goes out on the working day after the order; a line ordered ahead of the goods
 * on the working day after they arrive (its expected arrival date). An arrival date missing or
 * not after the order day (overdue goods) gives no date: the shop cannot promise one.
 */
export function lineDispatch(
  orderedAt: string,
  arrival: { eta: string | null } | null,
): LineDispatch {
  const orderDay = shopDay(orderedAt);
  if (arrival === null) return { basis: 'stock', date: nextWorkingDay(orderDay) };
  const eta = arrival.eta?.slice(0, 10) ?? null;
  if (eta === null || eta <= orderDay) return { basis: 'arrival', date: null };
  return { basis: 'arrival', date: nextWorkingDay(eta) };
}

/**
 * The order's expected dispatch: `from` the first line's date, `until` the day the last line
 * goes out (null when a line has no date yet). Both null when no line has a date.
 */
export function orderDispatch(lines: readonly LineDispatch[]): {
  from: string | null;
  until: string | null;
} {
  const dates = lines.map((line) => line.date);
  const known = dates.filter((date): date is string => date !== null).sort();
  return {
    from: known[0] ?? null,
    until: known.length === dates.length && known.length > 0 ? known.at(-1)! : null,
  };
}
