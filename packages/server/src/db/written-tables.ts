import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  OperationNode,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** Where a write happened: through this process's database handle, or in another shop process. */
export type WriteOrigin = 'here' | 'elsewhere';
export type WrittenTablesListener = (origin: WriteOrigin) => void;

/** Stands for every table: a raw statement that writes, whose table is not read from its text. */
export const ANY_TABLE = '*';

/**
 * Tells in-process caches that rows of a table changed (docs/decisions/078-account-cache.md).
 * The database handle reports every write statement it runs after the statement, and a
 * transaction's writes again after its commit or rollback, so a cache that clears on the report
 * never keeps a row read before the transaction ended. Table names are the database's
 * (snake_case).
 */
export class WrittenTables {
  readonly #listeners = new Map<string, Set<WrittenTablesListener>>();
  readonly #relays = new Set<(tables: ReadonlySet<string>, origin: WriteOrigin) => void>();

  /** Calls `listener` after every write of one of `tables`; the returned function stops that. */
  on(tables: readonly string[], listener: WrittenTablesListener): () => void {
    for (const table of tables) {
      const set = this.#listeners.get(table) ?? new Set();
      set.add(listener);
      this.#listeners.set(table, set);
    }
    return () => {
      for (const table of tables) this.#listeners.get(table)?.delete(listener);
    };
  }

  /** Calls `relay` after every write, with every table written (the Redis relay). */
  onAny(relay: (tables: ReadonlySet<string>, origin: WriteOrigin) => void): () => void {
    this.#relays.add(relay);
    return () => this.#relays.delete(relay);
  }

  written(tables: ReadonlySet<string>, origin: WriteOrigin): void {
    const told = new Set<WrittenTablesListener>();
    const names = tables.has(ANY_TABLE) ? this.#listeners.keys() : tables.values();
    for (const table of names) {
      for (const listener of this.#listeners.get(table) ?? []) {
        if (told.has(listener)) continue;
        told.add(listener);
        listener(origin);
      }
    }
    for (const relay of this.#relays) relay(tables, origin);
  }
}

interface TableLike {
  kind: string;
  table?: { identifier: { name: string } };
  node?: OperationNode;
}

function tableName(node: OperationNode | undefined): string | undefined {
  const like = node as TableLike | undefined;
  if (like?.kind === 'TableNode') return like.table?.identifier.name;
  if (like?.kind === 'AliasNode') return tableName(like.node);
  return undefined;
}

const WRITING_RAW = /^\s*(insert|update|delete|replace|merge|truncate|alter|drop)\b/i;

/** The tables a compiled statement writes, or none for a read. */
export function tablesWrittenBy(query: CompiledQuery): Set<string> {
  const node = query.query as OperationNode & {
    into?: OperationNode;
    table?: OperationNode;
    from?: { froms: readonly OperationNode[] };
    with?: { expressions: readonly { expression: OperationNode }[] };
  };
  const tables = new Set<string>();
  const add = (name: string | undefined) => {
    if (name) tables.add(name);
  };
  switch (node.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      add(tableName(node.into));
      break;
    case 'UpdateQueryNode':
      add(tableName(node.table));
      break;
    case 'DeleteQueryNode':
      for (const from of node.from?.froms ?? []) add(tableName(from));
      break;
    case 'RawNode':
      if (WRITING_RAW.test(query.sql)) tables.add(ANY_TABLE);
      break;
    default:
      break;
  }
  for (const cte of node.with?.expressions ?? []) {
    if (cte.expression.kind !== 'SelectQueryNode') tables.add(ANY_TABLE);
  }
  return tables;
}

class WatchedConnection implements DatabaseConnection {
  /** the tables written since the transaction began; undefined outside a transaction */
  transactionWrites: Set<string> | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly writes: WrittenTables,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    const tables = tablesWrittenBy(query);
    if (tables.size > 0) {
      for (const table of tables) this.transactionWrites?.add(table);
      this.writes.written(tables, 'here');
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

function innerOf(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof WatchedConnection ? connection.inner : connection;
}

class WatchingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly writes: WrittenTables,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.writes);
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    await this.inner.beginTransaction(innerOf(connection), settings);
    if (connection instanceof WatchedConnection) connection.transactionWrites = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(innerOf(connection));
    } finally {
      this.#ended(connection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(innerOf(connection));
    } finally {
      this.#ended(connection);
    }
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint?.(innerOf(connection), name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(innerOf(connection), name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(innerOf(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /** A cache may have read the old rows while the transaction ran: it hears of the writes again. */
  #ended(connection: DatabaseConnection): void {
    if (!(connection instanceof WatchedConnection)) return;
    const tables = connection.transactionWrites;
    connection.transactionWrites = undefined;
    if (tables && tables.size > 0) this.writes.written(tables, 'here');
  }
}

/** The dialect with a driver that reports the tables every statement writes to `writes`. */
export function reportingWrites(dialect: Dialect, writes: WrittenTables): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchingDriver(dialect.createDriver(), writes),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
