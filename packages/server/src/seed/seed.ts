/**
 * Seeds a migrated database with the demo catalog, content and accounts (decision 006): the
 * same article count and reference date give the same rows, on SQLite and on PostgreSQL. What
 * the ERP owns enters through the operator import (docs/decisions/105-the-demo-through-the-import.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import { accountRecordTypes } from '#server/accounts/account-record-types.ts';
import { createCatalogRecordTypes } from '#server/catalog/catalog-record-types.ts';
import type { Database, DatabaseHandle } from '#server/db/database.ts';
import type { DB } from '#server/db/tables.ts';
import {
  DEMO_PREPARED_LINK,
  seedDemoPreparedBasket,
} from '#server/basket/prepared-baskets.service.ts';
import { createDocumentRecordTypes } from '#server/invoices/document-record-types.ts';
import { composeAccounts, type AccountsSeedResult } from './accounts-seed.ts';
import { demoAccountRecords, writeShopRows, writeTransactions } from './account-records.ts';
import { PostgresBulkWriter, SqliteBulkWriter, type BulkWriter } from './bulk-writer.ts';
import { seedCatalog, type CatalogStats } from './catalog-seed.ts';
import { CatalogRecordWriter, adoptStoredIds } from './catalog-records.ts';
import { importDemoRecords, writeRecordFile } from './demo-import.ts';
import { seedContent } from './content-seed.ts';
import { seedNewsletters } from './newsletters-seed.ts';
import { isIsoDate, timestamp, todayUtc } from './dates.ts';
import { seedExampleContent } from './example-content.ts';

export const MAX_SEED_ARTICLES = 1_000_000;
/** SQLite page cache while seeding, in KiB (negative pragma value). */
const SQLITE_SEED_CACHE_KIB = -262_144;

/**
 * Tables a reset keeps: translations, settings and the shipping table (seeded by its migration,
 * kept by the import) are not demo data; migrations are the schema.
 */
const KEPT_TABLES = new Set([
  'translations',
  'app_settings',
  'shipping_countries',
  'kysely_migration',
  'kysely_migration_lock',
]);

export interface SeedOptions {
  /** Number of main articles (size variants come on top). */
  articles: number;
  /** Delete all rows first (except translations, app settings and migrations). */
  reset?: boolean;
  /** 'YYYY-MM-DD' the generated dates are relative to; default today (UTC). */
  referenceDate?: string;
  /** the shop's data folder, where the import keeps pictures (the demo's are drawn, none is kept) */
  dataDir?: string;
  /**
   * a folder to keep the demo's import files in (catalog.jsonl with the accounts,
   * documents.jsonl); by default they go to a temporary folder that is removed
   */
  recordsDir?: string;
  log?: (message: string) => void;
}

export interface SeedSummary extends CatalogStats {
  referenceDate: string;
  accounts: number;
  orders: number;
  orderLines: number;
  invoices: AccountsSeedResult['invoices'];
  openOrders: number;
  /** Rows written per table. */
  rows: Record<string, number>;
  durationMs: number;
}

export class SeedError extends Error {
  override name = 'SeedError';
}

/** True when the database has neither accounts nor articles: the first start seeds it. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const account = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (account) return false;
  const article = await db.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  return article === undefined;
}

export function validateSeedOptions(options: SeedOptions): string[] {
  const problems: string[] = [];
  if (
    !Number.isInteger(options.articles) ||
    options.articles < 0 ||
    options.articles > MAX_SEED_ARTICLES
  ) {
    problems.push(`articles must be a whole number from 0 to ${MAX_SEED_ARTICLES}`);
  }
  if (options.referenceDate !== undefined && !isIsoDate(options.referenceDate)) {
    problems.push('referenceDate must be a date YYYY-MM-DD');
  }
  return problems;
}

export async function seedDatabase(
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<SeedSummary> {
  const problems = validateSeedOptions(options);
  if (problems.length > 0) throw new SeedError(`Invalid seed options: ${problems.join('; ')}`);
  const started = performance.now();
  const referenceDate = options.referenceDate ?? todayUtc();
  const log = options.log ?? (() => undefined);
  if (!options.reset && !(await isDatabaseEmpty(handle.db))) {
    throw new SeedError(
      'The database already holds accounts or articles; seed with reset (npm run seed -- --reset) to replace them.',
    );
  }
  const sqlite = handle.sqlite;
  const restoreSqlite = sqlite ? prepareSqliteBulkLoad(sqlite) : () => undefined;
  const recordsDir = options.recordsDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-'));
  if (options.recordsDir) fs.mkdirSync(recordsDir, { recursive: true });
  let summary: SeedSummary;
  try {
    summary = await handle.db.transaction().execute(async (trx) => {
      if (options.reset) {
        log('reset: deleting all demo data');
        await deleteAllRows(handle, trx);
      }
      const bulk: BulkWriter =
        handle.kind === 'sqlite'
          ? new SqliteBulkWriter(requireSqlite(handle))
          : new PostgresBulkWriter(trx);
      const catalogFile = path.join(recordsDir, 'catalog.jsonl');
      const writer = new CatalogRecordWriter(bulk, catalogFile);
      const catalog = await seedCatalog(writer, { articles: options.articles, referenceDate, log });
      const now = timestamp(referenceDate);
      // the accounts name no article id, so they are composed before the catalog is imported
      const composed = composeAccounts({ referenceDate, articles: catalog.articles });
      const demo = demoAccountRecords(composed.batch);
      writer.append(demo.accounts);
      writer.close();
      log(`catalog and accounts: importing ${writer.records} records`);
      await importDemoRecords(trx, catalogFile, {
        what: 'catalog and accounts',
        types: [
          ...createCatalogRecordTypes({ dataDir: options.dataDir ?? recordsDir }),
          ...accountRecordTypes(null),
        ],
        scopes: ['catalog', 'accounts'],
        now,
      });
      await adoptStoredIds(trx, catalog);
      log(
        `catalog: ${catalog.stats.mainArticles} main articles, ${catalog.stats.variants} size variants`,
      );
      await seedContent(bulk);
      await seedNewsletters(bulk, { referenceDate, articles: catalog.articles });
      await writeShopRows(trx, bulk, demo, now);
      // the documents name the orders just written, so they are a second import
      const documentsFile = path.join(recordsDir, 'documents.jsonl');
      writeRecordFile(documentsFile, demo.documents);
      log(`documents: importing ${demo.documents.length} records`);
      await importDemoRecords(trx, documentsFile, {
        what: 'documents',
        types: createDocumentRecordTypes({ dataDir: options.dataDir ?? recordsDir }),
        scopes: ['documents'],
        now,
      });
      await writeTransactions(trx, bulk, demo);
      // the demo's history happened before any retailer could listen: no webhook event is due of
      // it, and an outbox stamped with the clock would make two seeds differ
      await trx.deleteFrom('customerEvents').execute();
      const accounts = composed.result;
      log(`accounts: ${accounts.accounts} with ${accounts.orders} orders`);
      if (sqlite) assertForeignKeys(sqlite);
      return {
        ...catalog.stats,
        referenceDate,
        accounts: accounts.accounts,
        orders: accounts.orders,
        orderLines: accounts.orderLines,
        invoices: accounts.invoices,
        openOrders: accounts.openOrders,
        rows: Object.fromEntries(
          [...writer.counts, ...demo.counts].sort(([a], [b]) => a.localeCompare(b)),
        ),
        durationMs: 0,
      } satisfies SeedSummary;
    });
  } finally {
    restoreSqlite();
    if (!options.recordsDir) fs.rmSync(recordsDir, { recursive: true, force: true });
  }
  if (await seedDemoPreparedBasket(handle.db, timestamp(referenceDate))) {
    log(`prepared basket: ${DEMO_PREPARED_LINK} for DE/100001`);
  }
  if (handle.kind === 'postgres') {
    await resetSequences(handle.db);
    await sql`analyze`.execute(handle.db);
  } else {
    requireSqlite(handle).pragma('optimize');
  }
  // after the sequences are reset: the import lets the database number its rows
  const content = await seedExampleContent(handle.db);
  log(`content: ${content.pages} pages, ${content.banners} banners, ${content.partners} partners`);
  summary.durationMs = Math.round(performance.now() - started);
  return summary;
}

/**
 * SQLite settings for the bulk load, undone by the returned function: a larger page cache (the
 * default 2 MB makes the indexes thrash) and foreign keys off, which lets a reset empty a table
 * at once instead of row by row and spares a lookup per inserted row. `assertForeignKeys` then
 * checks all references before the commit. Must run outside a transaction.
 */
function prepareSqliteBulkLoad(sqlite: SQLite.Database): () => void {
  const cacheSize = Number(sqlite.pragma('cache_size', { simple: true }));
  const foreignKeys = Number(sqlite.pragma('foreign_keys', { simple: true }));
  sqlite.pragma(`cache_size = ${SQLITE_SEED_CACHE_KIB}`);
  sqlite.pragma('foreign_keys = off');
  return () => {
    sqlite.pragma(`cache_size = ${cacheSize}`);
    sqlite.pragma(`foreign_keys = ${foreignKeys === 1 ? 'on' : 'off'}`);
  };
}

interface ForeignKeyViolation {
  table: string;
  rowid: number | null;
  parent: string;
}

function assertForeignKeys(sqlite: SQLite.Database): void {
  const violations = sqlite.pragma('foreign_key_check') as ForeignKeyViolation[];
  const first = violations[0];
  if (first) {
    throw new Error(
      `The seed broke ${violations.length} foreign keys, e.g. ${first.table} row ${first.rowid} -> ${first.parent}`,
    );
  }
}

function requireSqlite(handle: DatabaseHandle) {
  if (!handle.sqlite) throw new Error('SQLite handle without a connection');
  return handle.sqlite;
}

/** Deletes every row of every table except the kept ones, inside the caller's transaction. */
async function deleteAllRows(handle: DatabaseHandle, trx: Transaction<DB>): Promise<void> {
  if (handle.kind === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(trx);
    const tables = rows.map((row) => row.name).filter((name) => !KEPT_TABLES.has(name));
    if (tables.length === 0) return;
    const list = tables.map((name) => `"${name}"`).join(', ');
    await sql.raw(`truncate table ${list} restart identity cascade`).execute(trx);
    return;
  }
  const sqlite = requireSqlite(handle);
  const tables = sqlite
    .prepare<[], { name: string; type: string }>(
      "select name, type from pragma_table_list where schema = 'main' and name not like 'sqlite_%'",
    )
    .all()
    .filter((table) => !KEPT_TABLES.has(table.name));
  // Foreign keys are off during the seed (see prepareSqliteBulkLoad), so the order does not matter.
  for (const table of tables.filter((t) => t.type === 'table')) {
    sqlite.prepare(`delete from "${table.name}"`).run();
  }
  // Numbering starts again at 1, as PostgreSQL's "restart identity" does, so rows that the seed
  // lets the database number (the example content) get the same ids after a reset.
  const hasSequences = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'sqlite_sequence'")
    .get();
  if (hasSequences) {
    for (const table of tables)
      sqlite.prepare('delete from sqlite_sequence where name = ?').run(table.name);
  }
  // Full-text indexes (virtual tables): empty them after their content is gone.
  for (const table of tables.filter((t) => t.type === 'virtual')) {
    try {
      sqlite.prepare(`insert into "${table.name}"("${table.name}") values ('delete-all')`).run();
    } catch {
      sqlite.prepare(`delete from "${table.name}"`).run();
    }
  }
}

/** After explicit ids, move every serial sequence past the highest id so later inserts work. */
async function resetSequences(db: Database): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id'
      and column_default like 'nextval(%'`.execute(db);
  for (const { name } of rows) {
    await sql
      .raw(
        `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 0) + 1, false) from "${name}"`,
      )
      .execute(db);
  }
}
