import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Transaction } from 'kysely';
import type { DB } from '#server/db/tables.ts';
import type {
  ApplyContext,
  ImportKeys,
  ApplyCounts,
  ImportMode,
  ImportProblem,
  Located,
  RecordType,
} from '#server/exchange/record-type.ts';

/**
 * Drives record types the way the import machinery does, for the areas' tests: every record
 * read with its type's schema (problems with their field paths), the checks after reading, one
 * transaction for every apply and finish in ascending order, the after-commit tasks after it.
 */

/** One record type with its record's type hidden, so a list may hold types of different records. */
export interface Driver {
  type: string;
  order: number;
  read(fields: unknown, line: number): { problems: ImportProblem[]; held: boolean };
  keys(): Set<string>;
  check(db: DbOrTx, keys: ImportKeys): Promise<ImportProblem[]>;
  apply(tx: Transaction<DB>, context: ApplyContext): Promise<void>;
  finish(tx: Transaction<DB>, context: ApplyContext): Promise<void>;
  exportAll(db: DbOrTx): Promise<object[]>;
  throughCsv(records: readonly object[]): object[];
}

export function driver<R>(type: RecordType<R>): Driver {
  const batch: Located<R>[] = [];
  const keys = () => new Set(batch.map((located) => type.key(located.record)));
  return {
    type: type.type,
    order: type.order,
    read(fields, line) {
      const parsed = type.schema.safeParse(fields);
      if (parsed.success) {
        batch.push({ file: FILE, line, record: parsed.data });
        return { problems: [], held: true };
      }
      const problems = parsed.error.issues.map((issue) => ({
        file: FILE,
        line,
        type: type.type,
        key: null,
        field: issue.path.join('.'),
        code: issue.code.toUpperCase(),
        message: issue.message,
      }));
      return { problems, held: false };
    },
    keys,
    check: async (db, importKeys) =>
      type.check && batch.length > 0 ? type.check(db, batch, importKeys) : [],
    apply: async (tx, context) => {
      if (batch.length > 0) await type.apply(tx, batch, context);
    },
    finish: async (tx, context) => {
      if (type.finish) await type.finish(tx, keys(), context);
    },
    async exportAll(db) {
      const records: object[] = [];
      for await (const record of type.exportAll(db)) records.push({ type: type.type, ...record });
      return records;
    },
    throughCsv: (records) =>
      records.map((line) => {
        const { type: _name, ...record } = line as { type: string };
        const parsed = type.schema.parse(record);
        const row = type.csv.toRow(parsed);
        for (const column of Object.keys(row)) {
          if (!type.csv.columns.includes(column)) throw new Error(`column ${column} is not listed`);
        }
        const cells = Object.fromEntries(Object.entries(row).filter(([, cell]) => cell !== ''));
        return { type: type.type, ...(type.csv.fromRow(cells) as object) };
      }),
  };
}

export interface ImportOutcome {
  problems: ImportProblem[];
  counts: Record<string, ApplyCounts>;
}

const FILE = 'import.jsonl';

export async function importRecords(
  db: DbOrTx,
  types: readonly Driver[],
  lines: readonly object[],
  options: { mode?: ImportMode; now?: string } = {},
): Promise<ImportOutcome> {
  const problems: ImportProblem[] = [];
  lines.forEach((line, index) => {
    const { type: name, ...fields } = line as { type?: unknown };
    const type = types.find((candidate) => candidate.type === name);
    if (type) problems.push(...type.read(fields, index + 1).problems);
    else
      problems.push({
        ...{ file: FILE, line: index + 1, type: null, key: null },
        ...{ field: 'type', code: 'UNKNOWN_TYPE', message: String(name) },
      });
  });
  const keysOf = new Map(types.map((type) => [type.type, type.keys()]));
  const keys = { has: (type: string, key: string) => keysOf.get(type)?.has(key) ?? false };
  for (const type of types) problems.push(...(await type.check(db, keys)));
  const counts: Record<string, ApplyCounts> = {};
  if (problems.length > 0) return { problems, counts };
  const tasks: (() => Promise<void>)[] = [];
  const mode = options.mode ?? 'delta';
  const now = options.now ?? new Date().toISOString();
  await inTransaction(db, async (tx) => {
    for (const type of [...types].sort((a, b) => a.order - b.order)) {
      const context: ApplyContext = {
        mode,
        now,
        counts: { created: 0, updated: 0, unchanged: 0, removed: 0 },
        changedArticleIds: new Set(),
        afterCommit: (task) => tasks.push(task),
      };
      counts[type.type] = context.counts;
      await type.apply(tx, context);
      if (mode === 'replace') await type.finish(tx, context);
    }
  });
  for (const task of tasks) await task();
  return { problems, counts };
}
