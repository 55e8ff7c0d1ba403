import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { safeCsvCell, type CsvCell, type CsvStyle } from '@shop/domain/rules/csv-format.ts';

/**
 * CSV exports of the account area (docs/decisions/035-csv-exports.md): written in the buyer's
 * spreadsheet format (separator, decimal mark and dates of
 * docs/decisions/122-csv-in-the-buyers-spreadsheet.md) with a byte-order mark, so spreadsheet
 * programs open them directly, and streamed row by row, so a long list never sits in memory as
 * one string.
 */
export interface CsvColumn<Row> {
  /** the heading, already in the buyer's language */
  header: string;
  value: (row: Row) => CsvCell;
}

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash, underscore. */
function attachmentName(fileName: string): string {
  return fileName.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** Streams `rows` as a CSV download named `fileName`, cells split by the style's separator. */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  style: Pick<CsvStyle, 'delimiter'>,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): FastifyReply {
  const stream = stringify({ delimiter: style.delimiter, bom: true, record_delimiter: 'windows' });
  void (async () => {
    try {
      stream.write(columns.map((column) => safeCsvCell(column.header)));
      for await (const row of rows) {
        const record = columns.map((column) => safeCsvCell(column.value(row)));
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
