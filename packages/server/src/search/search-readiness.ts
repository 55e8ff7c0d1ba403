import type { DatabaseHandle } from '#server/db/database.ts';

/**
 * Whether the search index of a database is built, for the readiness endpoint: the server
 * listens before the index is built (docs/decisions/062-search-cold-path-and-start-up.md), and
 * a process should take traffic only once searches answer without waiting for it.
 */
interface Readiness {
  built: boolean;
  promise: Promise<void>;
  resolve: () => void;
}

const byDatabase = new WeakMap<DatabaseHandle, Readiness>();

function readinessOf(database: DatabaseHandle): Readiness {
  let readiness = byDatabase.get(database);
  if (!readiness) {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((settle) => {
      resolve = settle;
    });
    readiness = { built: false, promise, resolve };
    byDatabase.set(database, readiness);
  }
  return readiness;
}

/** Settles once the search index of this database is built (asked before or after it starts). */
export function searchIndexReady(database: DatabaseHandle): Promise<void> {
  return readinessOf(database).promise;
}

export function isSearchIndexBuilt(database: DatabaseHandle): boolean {
  return readinessOf(database).built;
}

/** Called by the search routes when their keeper has built its first index. */
export function markSearchIndexBuilt(database: DatabaseHandle): void {
  const readiness = readinessOf(database);
  readiness.built = true;
  readiness.resolve();
}
