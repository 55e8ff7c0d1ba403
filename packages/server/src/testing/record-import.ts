import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '#server/db/database.ts';
import { runImport, type ImportOutcome } from '#server/exchange/import-runner.ts';
import { OPERATOR_SCOPES, type ImportMode, type RecordType } from '#server/exchange/record-type.ts';

/**
 * For the areas' tests of their record types: records written as the files an operator hands
 * in (JSON Lines, or one CSV file per type with its documented columns) and imported through
 * the import runner; and every stored record read back through the types' export.
 */

type AnyRecordType = RecordType<unknown>;

function folder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-'));
}

/** The lines as one JSON Lines file, imported with every scope. */
export async function importRecords(
  db: Database,
  types: readonly AnyRecordType[],
  lines: readonly object[],
  options: { mode?: ImportMode } = {},
): Promise<ImportOutcome> {
  const dir = folder();
  const file = path.join(dir, 'import.jsonl');
  fs.writeFileSync(file, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
  try {
    return await runImport(db, types, {
      files: [{ path: file, name: 'import.jsonl' }],
      mode: options.mode ?? 'delta',
      dryRun: false,
      scopes: OPERATOR_SCOPES,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every record a type exports, with its type name, as a JSON Lines file would hold them. */
export async function exportRecords(db: Database, type: AnyRecordType): Promise<object[]> {
  const records: object[] = [];
  for await (const record of type.exportAll(db)) {
    records.push({ type: type.type, ...(record as object) });
  }
  return records;
}

/** The exported records of each type as its CSV file (`<csvName>.csv`, every column), imported. */
export async function importAsCsv(
  db: Database,
  types: readonly AnyRecordType[],
  records: Readonly<Record<string, readonly object[]>>,
  options: { mode?: ImportMode } = {},
): Promise<ImportOutcome> {
  const dir = folder();
  const files = types.map((type) => {
    const rows = (records[type.type] ?? []).map((line) => {
      const { type: _name, ...record } = line as { type: string };
      const row = type.csv.toRow(record);
      const unlisted = Object.keys(row).filter((column) => !type.csv.columns.includes(column));
      if (unlisted.length > 0) throw new Error(`${type.type}: columns ${unlisted.join()} unlisted`);
      return type.csv.columns.map((column) => row[column] ?? '');
    });
    const name = `${type.csvName}.csv`;
    fs.writeFileSync(
      path.join(dir, name),
      stringify([[...type.csv.columns], ...rows], { delimiter: ';' }),
    );
    return { path: path.join(dir, name), name };
  });
  try {
    return await runImport(db, types, {
      files,
      mode: options.mode ?? 'delta',
      dryRun: false,
      scopes: OPERATOR_SCOPES,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
