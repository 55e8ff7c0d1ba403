import { stringify } from 'csv-stringify';
import { format as formatDate } from 'date-fns/format';
import type { FastifyReply } from 'fastify';

/**
 * CSV exports of the account area (docs/decisions/035-csv-exports.md): semicolon-separated with
 * a byte-order mark, so spreadsheet programs in the shop's countries open them directly, and
 * streamed row by row, so a long list never sits in memory as one string.
 */
export type CsvCell = string | number | null | undefined;

export interface CsvColumn<Row> {
  /** the heading, already in the buyer's language */
  header: string;
  value: (row: Row) => CsvCell;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text cell a spreadsheet would run as a formula (= + - @ tab CR) gets a leading apostrophe
 * (docs/security.md); a plain number such as a negative amount is not touched.
 */
export function safeCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** An ISO date or timestamp in the configured CSV date pattern; empty for no date. */
export function csvDate(value: string | null | undefined, pattern: string): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  // the shop's dates are calendar dates in UTC; shift so date-fns (local time) prints them as stored
  const asLocal = new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
  return formatDate(asLocal, pattern);
}

/** Minor units as a plain decimal with a point: 1234 → 12.34 (no grouping, no symbol). */
export function csvAmount(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const units = Math.abs(minor);
  const scale = 10 ** digits;
  return `${sign}${Math.floor(units / scale)}.${String(units % scale).padStart(digits, '0')}`;
}

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash, underscore. */
function attachmentName(fileName: string): string {
  return fileName.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** Streams `rows` as a CSV download named `fileName`. */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): FastifyReply {
  const stream = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  void (async () => {
    try {
      stream.write(columns.map((column) => safeCell(column.header)));
      for await (const row of rows) {
        const record = columns.map((column) => safeCell(column.value(row)));
        // respect back-pressure: a slow client must not make the export pile up in memory
        if (!stream.write(record)) await new Promise((resolve) => stream.once('drain', resolve));
      }
      stream.end();
    } catch (error) {
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${attachmentName(fileName)}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}
