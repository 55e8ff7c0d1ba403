import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { AppConfig } from '#server/config/env.ts';
import { startWorkerThread } from '#server/system/worker-thread.ts';
import type { SearchThreadSettings } from './search-thread.worker.ts';

/** Starts a search thread with the settings (tests keep hold of it to stop it). */
export type SearchThreadStart = (settings: SearchThreadSettings) => Worker;

export const startSearchThread: SearchThreadStart = (settings) =>
  startWorkerThread(import.meta.url, 'search-thread.worker', { workerData: settings });

/** The database a snapshot was read from, without credentials. */
function databaseSource(config: AppConfig): string {
  if (!config.databaseUrl) return `sqlite:${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `${url.protocol}//${url.host}${url.pathname}${url.search}`;
}

/** What the search needs of the configuration, in a thread of its own or not. */
export function searchSettings(config: AppConfig): Omit<SearchThreadSettings, 'database'> {
  return {
    searchIndexDir: config.searchIndexDir,
    databaseSource: databaseSource(config),
    syncIntervalMs: config.catalogSyncIntervalMs,
    checkContract: config.env !== 'production',
  };
}

/**
 * Where the search thread finds the database the process uses: PostgreSQL by its URL, SQLite
 * by its file (null for an in-memory database, which another thread cannot open).
 */
export function threadDatabaseOf(
  databaseUrl: string | undefined,
  sqliteFile: string | undefined,
): SearchThreadSettings['database'] | null {
  if (databaseUrl) return { databaseUrl, dataDir: '.' };
  if (sqliteFile === undefined || sqliteFile === ':memory:' || sqliteFile === '') return null;
  return {
    databaseUrl: undefined,
    dataDir: path.dirname(sqliteFile),
    sqliteFile: path.basename(sqliteFile),
  };
}

/**
 * The search thread's settings when the configuration asks for a thread and another thread can
 * open the database (decision 081), else null: the search then runs on the event loop.
 */
export function searchThreadSettings(
  config: AppConfig,
  sqliteFile: string | undefined,
): SearchThreadSettings | null {
  const database = config.searchThread ? threadDatabaseOf(config.databaseUrl, sqliteFile) : null;
  return database ? { ...searchSettings(config), database } : null;
}
