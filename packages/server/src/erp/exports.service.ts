/**
 * The operator's exports (docs/decisions/088-operator-data-exchange.md): every stored record of
 * a group in the shape the import reads, so an export imported again changes nothing. JSON
 * Lines hold every type of the group; a CSV file holds one type, in that type's columns.
 */
import { stringify } from 'csv-stringify';
import type { DbOrTx } from '#server/db/database.ts';
import type { OperatorScope, RecordType } from '#server/exchange/record-type.ts';
import { AppError } from '#server/http/app-error.ts';
import { recordTypesOf } from './record-types.ts';

export type ExportGroup = OperatorScope;

/** Sources of records that are not imported (the orders the shop took), by group. */
export type ExtraSources = Partial<Record<ExportGroup, (db: DbOrTx) => AsyncIterable<unknown>>>;

/** One JSON object a line: `{"type": …, …record}`, type by type in the order of applying. */
export async function* exportJsonLines(
  db: DbOrTx,
  group: ExportGroup,
  extra: ExtraSources = {},
): AsyncGenerator<string> {
  const source = extra[group];
  if (source) {
    for await (const record of source(db)) yield `${JSON.stringify(record)}\n`;
    return;
  }
  for (const type of recordTypesOf(group)) {
    for await (const record of type.exportAll(db))
      yield `${JSON.stringify({ type: type.type, ...(record as object) })}\n`;
  }
}

export function csvTypeOf(group: ExportGroup, typeName: string | undefined): RecordType<unknown> {
  const types = recordTypesOf(group);
  const type = types.find((candidate) => candidate.type === typeName);
  if (!type) {
    throw new AppError(
      400,
      'CSV_NEEDS_TYPE',
      'A CSV export holds one record type; name it in "type"',
      {
        types: types.map((candidate) => candidate.type),
      },
    );
  }
  return type;
}

/**
 * One record type as CSV: semicolon-separated with a byte-order mark, as the shop's other CSV
 * files (decision 035), every column of the type in its documented order. The cells are the
 * stored values unchanged, so the file can be imported again; it is meant for the ERP.
 */
export function exportCsv(db: DbOrTx, type: RecordType<unknown>): NodeJS.ReadableStream {
  const columns = [...type.csv.columns];
  const out = stringify({ header: true, columns, delimiter: ';', bom: true });
  void (async () => {
    try {
      for await (const record of type.exportAll(db)) {
        if (!out.write(type.csv.toRow(record)))
          await new Promise((resolve) => out.once('drain', resolve));
      }
      out.end();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
