import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import type pgPackage from 'pg';
import { packageOnDemand } from '#server/runtime/package-on-demand.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '#server/runtime/data-dir.ts';
import type { DB } from './tables.ts';
import { reportingWrites, WrittenTables } from './written-tables.ts';

export type Database = Kysely<DB>;
export type DbOrTx = Kysely<DB> | Transaction<DB>;
export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The raw SQLite connection, for the few places (search index, seed) that need prepared statements. */
  sqlite: SQLite.Database | undefined;
  /** the tables this handle's statements wrote, for caches of rows (docs/decisions/078-account-cache.md) */
  writes: WrittenTables;
  /**
   * The connection for reads that walk the whole catalog (product feeds): on SQLite a read-only
   * connection of its own with a small page cache, so a walk through every article neither
   * evicts the pages the shop's requests keep in the main connection's cache nor fills a second
   * cache as large; on PostgreSQL the pool. Opened at its first use.
   */
  bulkReads(): Database;
  close(): Promise<void>;
  /** PostgreSQL's connection pool right now (for metrics); SQLite has one connection, no pool */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** queries waiting for a free connection */
  waiting: number;
}

const loadPg = packageOnDemand<typeof pgPackage>('pg', (pg) => {
  // PostgreSQL answers bigint (count(*), sums) as strings by default; our numbers stay far
  // below 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
});

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** file name under dataDir; ':memory:' for a throw-away database */
  sqliteFile?: string;
  /**
   * Called with the text of every statement sent to the database, prepared SQLite statements
   * run outside Kysely included: tests count the queries a request costs.
   */
  onQuery?: (sql: string) => void;
}

/** The SQLite database's file (or ':memory:') for these options. */
export function sqliteLocation(options: Pick<DatabaseOptions, 'dataDir' | 'sqliteFile'>): string {
  const file = options.sqliteFile ?? 'shop.sqlite';
  return file === ':memory:' ? file : path.join(options.dataDir, file);
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  const writes = new WrittenTables();
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and the next query opens a new one.
    pool.on('error', () => undefined);
    const { onQuery } = options;
    const db = new Kysely<DB>({
      dialect: reportingWrites(new PostgresDialect({ pool }), writes),
      plugins,
      ...(onQuery ? { log: (event) => onQuery(event.query.sql) } : {}),
    });
    return {
      db,
      kind: 'postgres',
      sqlite: undefined,
      writes,
      bulkReads: () => db,
      close: () => db.destroy(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  const location = sqliteLocation(options);
  if (location !== ':memory:') {
    // the database holds signing keys and password hashes: readable by the shop's user only;
    // SQLite gives its -wal and -shm files the mode of the database file
    fs.mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    fs.closeSync(fs.openSync(location, 'a', PRIVATE_FILE_MODE));
  }
  // better-sqlite3 reports every statement it runs, Kysely's and the raw prepared ones alike
  const sqlite = new SQLite(
    location,
    options.onQuery ? { verbose: (message) => options.onQuery?.(String(message)) } : {},
  );
  // WAL lets readers run beside the one writer; the busy timeout makes a writer wait for the lock
  // instead of failing at once (docs/security.md: a busy database answers 503, never 500).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // deleted rows are overwritten with zeros, so an erased account leaves nothing in free pages
  // (docs/decisions/039-account-deletion.md)
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<DB>({
    dialect: reportingWrites(new ImmediateSqliteDialect({ database: sqlite }), writes),
    plugins,
  });
  let bulk: Database | undefined;
  // an in-memory database is seen by its own connection only
  const bulkReads = () =>
    location === ':memory:' ? db : (bulk ??= openBulkReader(location, plugins, options.onQuery));
  const close = async () => {
    await bulk?.destroy();
    await db.destroy();
  };
  return { db, kind: 'sqlite', sqlite, writes, bulkReads, close };
}

/** better-sqlite3 is built with a page cache of 16 MB per connection; a walk needs little. */
const BULK_CACHE_KIB = 2048;

function openBulkReader(
  location: string,
  plugins: CamelCasePlugin[],
  onQuery: DatabaseOptions['onQuery'],
): Database {
  const sqlite = new SQLite(location, {
    readonly: true,
    fileMustExist: true,
    ...(onQuery ? { verbose: (message: unknown) => onQuery(String(message)) } : {}),
  });
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${BULK_CACHE_KIB}`);
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
}

/**
 * SQLite transactions begin IMMEDIATE: the write lock is taken up front, so two writers queue on
 * the busy timeout instead of one failing with SQLITE_BUSY when it upgrades a read lock.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
