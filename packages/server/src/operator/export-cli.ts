/**
 * `npm run export -- <catalog|stock-prices|accounts|documents|orders> <file.jsonl | folder>`
 *
 * Writes every stored record of a group in the shape the import reads
 * (docs/decisions/088-operator-data-exchange.md): a `.jsonl` file holds every type of the group,
 * a folder gets one CSV file per record type.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EXPORT_GROUPS } from '@shop/domain/api/operator-imports.ts';
import {
  exportCsv,
  exportJsonLines,
  type ExportGroup,
  type ExtraSources,
} from '#server/erp/exports.service.ts';
import { createRecordTypes, typesOfScope } from '#server/erp/record-types.ts';
import { orderRecords } from '#server/erp/order-records.ts';
import { commandDirectory, runAsCommand, type CliContext } from './cli-context.ts';

export const USAGE = `Usage: npm run export -- <group> <file.jsonl | folder>

  group        ${EXPORT_GROUPS.join(', ')}
  file.jsonl   every record of the group, one JSON object a line
  folder       one CSV file per record type (articles.csv, …); created when missing

Environment: DATA_DIR (default ./data) or DATABASE_URL.`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const isGroup = (value: string | undefined): value is ExportGroup =>
  (EXPORT_GROUPS as readonly string[]).includes(value ?? '');

export async function runExportCli(
  argv: string[],
  context: CliContext,
  output: CliOutput,
  extra: ExtraSources = {},
): Promise<number> {
  const [group, target] = argv;
  if (argv.length !== 2 || !isGroup(group) || target === undefined) {
    output.err(USAGE);
    return 2;
  }
  const { db } = context.database;
  const types = createRecordTypes(context);
  const destination = path.resolve(commandDirectory(), target);
  if (destination.endsWith('.jsonl') || destination.endsWith('.ndjson')) {
    await pipeline(
      Readable.from(exportJsonLines(db, types, group, extra)),
      fs.createWriteStream(destination),
    );
    output.out(`Wrote ${destination}.`);
    return 0;
  }
  if (extra[group]) {
    output.err(`The ${group} export is written as JSON Lines: name a .jsonl file.`);
    return 2;
  }
  fs.mkdirSync(destination, { recursive: true });
  for (const type of typesOfScope(types, group)) {
    const file = path.join(destination, `${type.csvName}.csv`);
    await pipeline(exportCsv(db, type), fs.createWriteStream(file));
    output.out(`Wrote ${file}.`);
  }
  return 0;
}

runAsCommand(import.meta.url, (context) =>
  runExportCli(
    process.argv.slice(2),
    context,
    { out: (line) => console.log(line), err: (line) => console.error(line) },
    { orders: orderRecords },
  ),
);
