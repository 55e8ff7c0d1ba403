/**
 * Imports a file of the demo's records inside the seed's transaction
 * (docs/decisions/105-the-demo-through-the-import.md): in replace mode, as the ERP's full
 * export would be; any problem stops the seed with the first problems listed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '#server/db/tables.ts';
import { runImportWithin } from '#server/exchange/import-runner.ts';
import type { OperatorScope, RecordType } from '#server/exchange/record-type.ts';

export interface DemoImport {
  /** what the file holds, for the seed's error */
  what: string;
  types: readonly RecordType<unknown>[];
  scopes: readonly OperatorScope[];
  /** the demo's reference date as a timestamp: the rows' updated_at and created_at */
  now: string;
}

/** Writes records as a JSON Lines file. */
export function writeRecordFile(file: string, records: readonly object[]): void {
  fs.writeFileSync(file, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
}

export async function importDemoRecords(
  tx: Transaction<DB>,
  file: string,
  request: DemoImport,
): Promise<void> {
  const { outcome, afterCommit } = await runImportWithin(
    tx,
    request.types,
    {
      files: [{ path: file, name: path.basename(file) }],
      mode: 'replace',
      dryRun: false,
      scopes: request.scopes,
      now: request.now,
    },
    { spoolParent: path.dirname(file) },
  );
  if (!outcome.ok) {
    const first = outcome.problems
      .slice(0, 5)
      .map(
        (problem) =>
          `line ${problem.line} ${problem.key ?? ''} ${problem.field ?? ''}: ${problem.message}`,
      );
    throw new Error(
      `The demo ${request.what} has ${outcome.problemCount} import problems: ${first.join('; ')}`,
    );
  }
  // the demo's types are built without senders: nothing may wait for the commit (no mail)
  if (afterCommit.length > 0)
    throw new Error(`The demo ${request.what} import left ${afterCommit.length} tasks to run`);
}
