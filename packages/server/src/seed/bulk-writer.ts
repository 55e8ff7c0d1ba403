/**
 * Fast bulk inserts for the seed: prepared statements on SQLite (inside the caller's
 * transaction), multi-row inserts on PostgreSQL in chunks below the parameter limit.
 */
import type SQLite from 'better-sqlite3';
import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#server/db/tables.ts';

export type TableName = keyof DB & string;
type Row = Record<string, unknown>;

/** camelCase to snake_case, as Kysely's CamelCasePlugin maps names. */
export function toSnakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Rows of several tables; written table by table in the order the tables were first added. */
export class RowBatch {
  readonly tables = new Map<TableName, Row[]>();
  #count = 0;

  add<T extends TableName>(table: T, row: Insertable<DB[T]>): void {
    let rows = this.tables.get(table);
    if (!rows) {
      rows = [];
      this.tables.set(table, rows);
    }
    rows.push(row as Row);
    this.#count++;
  }

  get size(): number {
    return this.#count;
  }
}

export interface BulkWriter {
  write(batch: RowBatch): Promise<void>;
  /** Rows written so far, per table (snake_case names). */
  readonly counts: Map<string, number>;
}

/** The union of the rows' keys, in first-seen order. */
function columnsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key in row) seen.add(key);
  return [...seen];
}

function valuesOf(row: Row, columns: readonly string[]): unknown[] {
  const values = new Array<unknown>(columns.length);
  for (let i = 0; i < columns.length; i++) values[i] = row[columns[i]!] ?? null;
  return values;
}

function countRows(counts: Map<string, number>, table: string, rows: number): void {
  counts.set(table, (counts.get(table) ?? 0) + rows);
}

export class SqliteBulkWriter implements BulkWriter {
  readonly counts = new Map<string, number>();
  readonly #sqlite: SQLite.Database;
  readonly #statements = new Map<string, SQLite.Statement<unknown[]>>();

  constructor(sqlite: SQLite.Database) {
    this.#sqlite = sqlite;
  }

  write(batch: RowBatch): Promise<void> {
    for (const [table, rows] of batch.tables) {
      if (rows.length === 0) continue;
      const columns = columnsOf(rows);
      const statement = this.#statement(toSnakeCase(table), columns);
      for (const row of rows) statement.run(valuesOf(row, columns));
      countRows(this.counts, toSnakeCase(table), rows.length);
    }
    return Promise.resolve();
  }

  #statement(table: string, columns: readonly string[]): SQLite.Statement<unknown[]> {
    const key = `${table}(${columns.join(',')})`;
    let statement = this.#statements.get(key);
    if (!statement) {
      const names = columns.map((column) => `"${toSnakeCase(column)}"`).join(', ');
      const marks = columns.map(() => '?').join(', ');
      statement = this.#sqlite.prepare<unknown[]>(
        `insert into "${table}" (${names}) values (${marks})`,
      );
      this.#statements.set(key, statement);
    }
    return statement;
  }
}

/** PostgreSQL accepts at most 65535 bind parameters per statement. */
const POSTGRES_MAX_PARAMETERS = 65_000;

export class PostgresBulkWriter implements BulkWriter {
  readonly counts = new Map<string, number>();
  readonly #db: Kysely<DB> | Transaction<DB>;

  constructor(db: Kysely<DB> | Transaction<DB>) {
    this.#db = db;
  }

  async write(batch: RowBatch): Promise<void> {
    for (const [table, rows] of batch.tables) {
      if (rows.length === 0) continue;
      const snake = toSnakeCase(table);
      const columns = columnsOf(rows);
      const names = columns.map((column) => `"${toSnakeCase(column)}"`).join(', ');
      const perStatement = Math.max(1, Math.floor(POSTGRES_MAX_PARAMETERS / columns.length));
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const parameters: unknown[] = [];
        const tuples: string[] = [];
        for (const row of chunk) {
          const marks: string[] = [];
          for (const value of valuesOf(row, columns)) {
            parameters.push(value);
            marks.push(`$${parameters.length}`);
          }
          tuples.push(`(${marks.join(', ')})`);
        }
        await this.#db.executeQuery(
          CompiledQuery.raw(
            `insert into "${snake}" (${names}) values ${tuples.join(', ')}`,
            parameters,
          ),
        );
      }
      countRows(this.counts, snake, rows.length);
    }
  }
}
