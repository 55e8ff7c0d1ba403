/**
 * `npm run import -- <file or folder> [--mode replace|delta] [--dry-run]`
 *
 * Imports the operator's records through the same job as the operator API
 * (docs/decisions/088-operator-data-exchange.md): every file is checked first, a file with any
 * bad record changes nothing and every problem is printed; a progress bar shows the job.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { formatOf, type ImportFile } from '#server/exchange/read-records.ts';
import { OPERATOR_SCOPES, type ImportMode } from '#server/exchange/record-type.ts';
import { DatabaseJobQueue } from '#server/jobs/database-job-queue.ts';
import type { Job } from '#server/jobs/job-queue.ts';
import { enqueueImport, importJobView, registerImportJob } from '#server/erp/imports.service.ts';
import { createRecordTypes } from '#server/erp/record-types.ts';
import type { RecordType } from '#server/exchange/record-type.ts';
import { commandDirectory, runAsCommand, type CliContext } from './cli-context.ts';
import { terminalText } from './terminal-text.ts';

export const USAGE = `Usage: npm run import -- <file or folder> [--mode replace|delta] [--dry-run]

  <file or folder>  a .jsonl/.ndjson file (one record a line, each with its "type") or a .csv
                    file named after its record type (articles.csv), or a folder of them
  --mode delta      add and change what the files name (the default)
  --mode replace    also take off sale or out of use what they do not name
  --dry-run         only check the files; change nothing

Environment: DATA_DIR (default ./data) or DATABASE_URL; REDIS_URL tells a running shop at once.`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
  /** a progress bar on a terminal; absent when the output is a file */
  progress?: cliProgress.SingleBar;
}

class UsageError extends Error {}

function parseCommand(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mode: { type: 'string', default: 'delta' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return undefined;
  if (positionals.length !== 1) throw new UsageError('Name one file or folder.');
  if (values.mode !== 'delta' && values.mode !== 'replace')
    throw new UsageError('--mode is replace or delta.');
  return {
    target: path.resolve(commandDirectory(), positionals[0]!),
    mode: values.mode as ImportMode,
    dryRun: values['dry-run'],
  };
}

/** The files of a folder that the import reads, by name; a file stands for itself. */
export function importFiles(
  target: string,
  recordTypes: readonly RecordType<unknown>[],
): ImportFile[] {
  if (!fs.statSync(target).isDirectory())
    return [{ path: target, name: path.basename(target), folder: path.dirname(target) }];
  const types = new Map(recordTypes.map((type) => [type.type, type]));
  return fs
    .readdirSync(target)
    .filter((name) => formatOf(name, types) !== undefined)
    .sort()
    .map((name) => ({ path: path.join(target, name), name, folder: target }));
}

function report(job: Job, output: CliOutput): number {
  const view = importJobView(job);
  if (view.state === 'failed' || !view.result) {
    output.err(`The import failed: ${terminalText(view.error ?? 'unknown error')}`);
    return 1;
  }
  const { result } = view;
  for (const problem of result.problems) {
    const where = [
      problem.file,
      problem.line > 0 ? `line ${problem.line}` : null,
      problem.type,
      problem.key,
      problem.field,
    ]
      .filter(Boolean)
      .join(' · ');
    output.err(`${terminalText(where)}: ${terminalText(problem.message)} (${problem.code})`);
  }
  if (!result.ok) {
    const more =
      result.problemCount > result.problems.length
        ? ` (the first ${result.problems.length} are listed)`
        : '';
    output.err(`${result.problemCount} problems${more}; nothing was changed.`);
    return 1;
  }
  for (const [type, counts] of Object.entries(result.types)) {
    output.out(
      `${type}: ${counts.records} records, ${counts.created} new, ${counts.updated} changed, ${counts.unchanged} unchanged, ${counts.removed} taken away`,
    );
  }
  output.out(result.dryRun ? 'Checked: no problems; nothing was changed (dry run).' : 'Imported.');
  return 0;
}

/** Runs the import in this process's own job queue and waits for it; answers the exit code. */
export async function runImportCli(
  argv: string[],
  context: CliContext,
  output: CliOutput,
): Promise<number> {
  let command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      output.err(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  if (!command) {
    output.out(USAGE);
    return 0;
  }
  if (!fs.existsSync(command.target)) {
    output.err(`There is no file or folder ${command.target}.`);
    return 2;
  }
  const recordTypes = createRecordTypes(context);
  const files = importFiles(command.target, recordTypes);
  const { db } = context.database;
  const queue = new DatabaseJobQueue(db, { onError: (error) => output.err(`${String(error)}`) });
  registerImportJob(queue, {
    db,
    recordTypes,
    catalogEvents: context.catalogEvents,
    onError: (error) => output.err(`After the import: ${String(error)}`),
  });
  const job = await enqueueImport(db, queue, {
    files,
    mode: command.mode,
    dryRun: command.dryRun,
    scopes: [...OPERATOR_SCOPES],
    uploadDir: null,
    requestedBy: 'command line',
  });
  queue.start();
  try {
    const ended = await queue.waitFor(job.id, {
      onProgress: (current) => {
        const progress = current.progress;
        if (!output.progress || !progress) return;
        output.progress.setTotal(progress.total ?? Math.max(progress.done, 1));
        output.progress.update(progress.done, { phase: progress.phase });
      },
    });
    output.progress?.stop();
    return report(ended, output);
  } finally {
    await queue.stop();
  }
}

runAsCommand(import.meta.url, (context) => {
  const progress = process.stderr.isTTY
    ? new cliProgress.SingleBar(
        { format: '{phase} [{bar}] {value}/{total} records', stream: process.stderr },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  progress?.start(1, 0, { phase: 'reading' });
  return runImportCli(process.argv.slice(2), context, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    ...(progress ? { progress } : {}),
  });
});
