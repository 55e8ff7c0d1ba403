/**
 * Runs an import (docs/decisions/088-operator-data-exchange.md): reads every record and checks
 * it against its type's schema once, spooling what passed (record-spool.ts), then lets each type check what needs other records or the
 * database, and only when no record of the whole input has a problem applies them, type by
 * type in the types' order, in one transaction. A file with any bad record changes nothing,
 * and the answer lists every problem (up to MAX_LISTED_PROBLEMS, with the total count).
 */
import type { Transaction } from 'kysely';
import { analyzeNewlyFilledTables } from '#server/db/planner-statistics.ts';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/tables.ts';
import { isConstraintViolation } from '#server/db/unique-violation.ts';
import { readRecords, formatOf, type ImportFile, type RawRecord } from './read-records.ts';
import { ImportKeyIndex } from './import-keys.ts';
import { RecordSpool } from './record-spool.ts';
import type {
  ApplyContext,
  CheckContext,
  ApplyCounts,
  ImportMode,
  ImportProblem,
  Located,
  OperatorScope,
  RecordType,
} from './record-type.ts';

export const MAX_LISTED_PROBLEMS = 1_000;
const BATCH = 1_000;

export interface ImportRequest {
  files: readonly ImportFile[];
  mode: ImportMode;
  dryRun: boolean;
  /** the scopes the caller holds; a record of another scope is a problem */
  scopes: readonly OperatorScope[];
  /** the time the changed rows' updated_at says; default now (the demo seed dates its data) */
  now?: string;
}

export interface TypeOutcome extends ApplyCounts {
  records: number;
}

export interface ImportOutcome {
  ok: boolean;
  dryRun: boolean;
  mode: ImportMode;
  records: number;
  types: Record<string, TypeOutcome>;
  problems: ImportProblem[];
  problemCount: number;
  /** articles whose stored data changed (for the search index of every process) */
  changedArticleIds: number[];
  /** articles of which only stock and prices changed, none of them in changedArticleIds */
  stockChangedArticleIds: number[];
}

export interface ImportHooks {
  onProgress?: (phase: string, done: number, total: number | null) => void;
  signal?: AbortSignal;
  /**
   * a task an applier asked to run after the commit failed (the mail server was down), or the
   * clean-up of an import that wrote nothing
   */
  onAfterCommitError?: (error: unknown) => void;
  /** where the folder of accepted records goes (default: the system's temporary folder) */
  spoolParent?: string;
}

class Problems {
  readonly listed: ImportProblem[] = [];
  count = 0;
  add(problem: ImportProblem): void {
    this.count++;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push(problem);
  }
}

interface Plan {
  keys: ImportKeyIndex;
  records: number;
}

/** A record that passed its schema, with its key; undefined (and problems added) otherwise. */
function validate(
  raw: RawRecord,
  types: ReadonlyMap<string, RecordType<unknown>>,
  scopes: readonly OperatorScope[],
  problems: Problems,
): { type: RecordType<unknown>; located: Located<unknown>; key: string } | undefined {
  const at = { file: raw.file, line: raw.line, type: raw.type, key: null, field: null };
  const type = types.get(raw.type);
  if (!type) {
    problems.add({
      ...at,
      type: null,
      field: 'type',
      code: 'UNKNOWN_TYPE',
      message: `There is no record type "${raw.type}"`,
    });
    return undefined;
  }
  if (!scopes.includes(type.scope)) {
    problems.add({
      ...at,
      field: 'type',
      code: 'SCOPE_MISSING',
      message: `Importing ${raw.type} records needs the scope "${type.scope}"`,
    });
    return undefined;
  }
  const parsed = type.schema.safeParse(raw.value);
  if (!parsed.success) {
    const key = keyGuess(raw.value);
    for (const issue of parsed.error.issues) {
      const field = [
        ...issue.path,
        ...('keys' in issue && Array.isArray(issue.keys) ? [issue.keys.join(', ')] : []),
      ].join('.');
      problems.add({
        ...at,
        key,
        field: field || null,
        code: 'INVALID_FIELD',
        message: issue.message,
      });
    }
    return undefined;
  }
  const located = { file: raw.file, line: raw.line, record: parsed.data };
  return { type, located, key: type.key(parsed.data) };
}

/** The record's likely key for a problem's text, before its schema accepted it. */
function keyGuess(value: Record<string, unknown>): string | null {
  // an invoice names its account too; its own number is its key
  for (const name of [
    'invoiceNumber',
    'articleNumber',
    'customerNumber',
    'orderNumber',
    'dbId',
    'code',
    'id',
  ]) {
    const candidate = value[name];
    if (typeof candidate === 'string' || typeof candidate === 'number') return String(candidate);
  }
  return null;
}

async function readPass(
  spool: RecordSpool,
  types: ReadonlyMap<string, RecordType<unknown>>,
  request: ImportRequest,
  problems: Problems,
  hooks: ImportHooks,
): Promise<Plan> {
  const plan: Plan = { keys: new ImportKeyIndex(BATCH), records: 0 };
  for (const file of request.files) {
    const format = formatOf(file.name, types);
    if (!format) {
      problems.add({
        file: file.name,
        line: 0,
        type: null,
        key: null,
        field: null,
        code: 'UNKNOWN_FILE',
        message: 'An import reads .jsonl, .ndjson and .csv files',
      });
      continue;
    }
    if ('unknownCsv' in format) {
      problems.add({
        file: file.name,
        line: 0,
        type: null,
        key: null,
        field: null,
        code: 'UNKNOWN_TYPE',
        message: `No record type is imported from ${format.unknownCsv}.csv`,
      });
      continue;
    }
    for await (const item of readRecords(file, format, types)) {
      hooks.signal?.throwIfAborted();
      if ('problem' in item) {
        problems.add(item.problem);
        continue;
      }
      plan.records++;
      if (plan.records % 10_000 === 0) hooks.onProgress?.('reading', plan.records, null);
      const valid = validate(item.record, types, request.scopes, problems);
      if (!valid) continue;
      for (const problem of plan.keys.note(valid.type, valid.located, valid.key))
        problems.add(problem);
      // once a record is bad nothing is checked or applied: the spool would not be read
      if (problems.count === 0) await spool.add(valid.type.type, valid.located, item.record.value);
    }
  }
  await spool.close();
  return plan;
}

/** The valid records of one type, in file order, in batches, from the spool. */
async function* batches(
  spool: RecordSpool,
  wanted: RecordType<unknown>,
  signal: AbortSignal | undefined,
): AsyncGenerator<Located<unknown>[]> {
  let batch: Located<unknown>[] = [];
  for await (const entry of spool.read(wanted.type, signal)) {
    batch.push(
      'raw' in entry
        ? { file: entry.file, line: entry.line, record: wanted.schema.parse(entry.raw) }
        : entry,
    );
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

function orderedTypes(plan: Plan, types: ReadonlyMap<string, RecordType<unknown>>) {
  return plan.keys
    .types()
    .map((name) => types.get(name)!)
    .sort((a, b) => a.order - b.order);
}

async function checkPass(
  db: Database,
  spool: RecordSpool,
  plan: Plan,
  types: ReadonlyMap<string, RecordType<unknown>>,
  problems: Problems,
  hooks: ImportHooks,
  run: CheckContext,
) {
  const keys = plan.keys;
  let done = 0;
  for (const type of orderedTypes(plan, types)) {
    if (!type.check) continue;
    for await (const batch of batches(spool, type, hooks.signal)) {
      for (const problem of await type.check(db, batch, keys, run)) problems.add(problem);
      done += batch.length;
      hooks.onProgress?.('checking', done, plan.records);
    }
  }
}

/** Where an import writes: its own transaction, or one its caller holds (and commits). */
type Writing =
  { db: Database; within?: undefined } | { db: Transaction<DB>; within: Transaction<DB> };

type Task = () => Promise<void>;

export async function runImport(
  db: Database,
  recordTypes: readonly RecordType<unknown>[],
  request: ImportRequest,
  hooks: ImportHooks = {},
): Promise<ImportOutcome> {
  const { outcome, afterCommit } = await runSpooledImport({ db }, recordTypes, request, hooks);
  // before the announcements: the search index reads what was written right after them
  if (outcome.ok && !outcome.dryRun)
    await analyzeNewlyFilledTables(db).catch((error: unknown) => hooks.onAfterCommitError?.(error));
  for (const task of afterCommit)
    await task().catch((error: unknown) => hooks.onAfterCommitError?.(error));
  return outcome;
}

/**
 * The import inside the caller's transaction (the demo seed writes its data this way, with the
 * rest of the demo in one commit). What the appliers asked to run after the commit is handed
 * back; the caller runs it after its commit, or not at all. A refusal by the database is
 * thrown: the caller's transaction cannot go on after it.
 */
export async function runImportWithin(
  tx: Transaction<DB>,
  recordTypes: readonly RecordType<unknown>[],
  request: ImportRequest,
  hooks: ImportHooks = {},
): Promise<{ outcome: ImportOutcome; afterCommit: Task[] }> {
  return runSpooledImport({ db: tx, within: tx }, recordTypes, request, hooks);
}

async function runSpooledImport(
  writing: Writing,
  recordTypes: readonly RecordType<unknown>[],
  request: ImportRequest,
  hooks: ImportHooks,
): Promise<{ outcome: ImportOutcome; afterCommit: Task[] }> {
  const spool = await RecordSpool.create(hooks.spoolParent);
  const notApplied: Task[] = [];
  const afterCommit: Task[] = [];
  let applied = false;
  try {
    const outcome = await runSpooled(writing, spool, recordTypes, request, hooks, {
      check: {
        ifNotApplied: (task) => notApplied.push(task),
        folderOf: (file) => request.files.find((f) => f.name === file)?.folder,
      },
      afterCommit,
    });
    applied = outcome.ok && !outcome.dryRun;
    return { outcome, afterCommit };
  } finally {
    if (!applied)
      for (const task of notApplied)
        await task().catch((error: unknown) => hooks.onAfterCommitError?.(error));
    await spool.remove();
  }
}

async function runSpooled(
  writing: Writing,
  spool: RecordSpool,
  recordTypes: readonly RecordType<unknown>[],
  request: ImportRequest,
  hooks: ImportHooks,
  run: { check: CheckContext; afterCommit: Task[] },
): Promise<ImportOutcome> {
  const types = new Map(recordTypes.map((type) => [type.type, type]));
  const problems = new Problems();
  const plan = await readPass(spool, types, request, problems, hooks);
  if (problems.count === 0)
    await checkPass(writing.db, spool, plan, types, problems, hooks, run.check);
  const outcome: ImportOutcome = {
    ok: problems.count === 0,
    dryRun: request.dryRun,
    mode: request.mode,
    records: plan.records,
    types: Object.fromEntries(
      orderedTypes(plan, types).map(({ type }) => [
        type,
        { records: plan.keys.of(type).size, created: 0, updated: 0, unchanged: 0, removed: 0 },
      ]),
    ),
    problems: problems.listed,
    problemCount: problems.count,
    changedArticleIds: [],
    stockChangedArticleIds: [],
  };
  if (!outcome.ok || request.dryRun) return outcome;
  return applyPass(writing, spool, plan, types, request, hooks, outcome, run.afterCommit);
}

/** Where the apply is, so a database's refusal can name the records it refused. */
interface Applying {
  type: string;
  first: Located<unknown> | null;
  last: Located<unknown> | null;
}

/**
 * A constraint the checks did not foresee, refused by the database: the transaction rolled
 * back, and the import is refused like one with a problem, naming the batch (never an error
 * of the shop's: the input is what the database refused).
 */
function refusedByDatabase(outcome: ImportOutcome, at: Applying, error: unknown): ImportOutcome {
  for (const counts of Object.values(outcome.types))
    Object.assign(counts, { created: 0, updated: 0, unchanged: 0, removed: 0 });
  const lines = at.first && at.last ? ` (lines ${at.first.line} to ${at.last.line})` : '';
  const detail = (error as { detail?: unknown }).detail;
  const problem: ImportProblem = {
    file: at.first?.file ?? '',
    line: at.first?.line ?? 0,
    type: at.type,
    key: null,
    field: null,
    code: 'DATABASE_REFUSED',
    message:
      `The database refused the ${at.type} records${lines}, so nothing was written: ` +
      `${(error as Error).message}${typeof detail === 'string' ? ` ${detail}` : ''}`,
  };
  return { ...outcome, ok: false, problems: [problem], problemCount: 1 };
}

async function applyPass(
  writing: Writing,
  spool: RecordSpool,
  plan: Plan,
  types: ReadonlyMap<string, RecordType<unknown>>,
  request: ImportRequest,
  hooks: ImportHooks,
  outcome: ImportOutcome,
  afterCommit: Task[],
): Promise<ImportOutcome> {
  const changed = new Set<number>();
  const stockChanged = new Set<number>();
  const now = request.now ?? new Date().toISOString();
  const at: Applying = { type: '', first: null, last: null };
  const inTransaction = (work: (tx: Transaction<DB>) => Promise<void>): Promise<void> =>
    writing.within ? work(writing.within) : writing.db.transaction().execute(work);
  try {
    await inTransaction(async (tx) => {
      let done = 0;
      for (const type of orderedTypes(plan, types)) {
        const counts = outcome.types[type.type]!;
        const context: ApplyContext = {
          mode: request.mode,
          now,
          counts,
          changedArticleIds: changed,
          stockChangedArticleIds: stockChanged,
          afterCommit: (task) => afterCommit.push(task),
        };
        Object.assign(at, { type: type.type, first: null, last: null });
        for await (const batch of batches(spool, type, hooks.signal)) {
          Object.assign(at, { first: batch[0]!, last: batch[batch.length - 1]! });
          await type.apply(tx, batch, context);
          done += batch.length;
          hooks.onProgress?.('applying', done, plan.records);
        }
        Object.assign(at, { first: null, last: null });
        if (request.mode === 'replace' && type.finish)
          await type.finish(tx, plan.keys.of(type.type), context);
      }
    });
  } catch (error) {
    if (writing.within || !isConstraintViolation(error)) throw error;
    afterCommit.length = 0;
    return refusedByDatabase(outcome, at, error);
  }
  outcome.changedArticleIds = [...changed];
  outcome.stockChangedArticleIds = [...stockChanged].filter((id) => !changed.has(id));
  return outcome;
}
