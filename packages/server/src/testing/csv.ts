import { parse } from 'csv-parse/sync';

/**
 * A CSV answer of the shop (docs/decisions/035-csv-exports.md) as rows of cells, quotes read,
 * the byte-order mark dropped. Cells are split at the answer's separator: a semicolon or, in the
 * comma format of docs/decisions/122-csv-in-the-buyers-spreadsheet.md, a comma.
 */
export function csvRows(body: string, separator: ';' | ',' = ';'): string[][] {
  return parse(body, { bom: true, delimiter: separator, relax_column_count: true });
}
