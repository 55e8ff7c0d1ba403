/**
 * One run of the import benchmark (import.ts), in its own process so its peak RSS is the
 * import's: a first import of generated articles, the same file again, then a stock delta
 * applied through the runner while the search index keeper watches, timed until the index has
 * the change. Prints one JSON line. Args: articles, stock records; DATABASE_URL for PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { runImport } from '../packages/server/src/exchange/import-runner.ts';
import { createCatalogRecordTypes } from '../packages/server/src/catalog/catalog-record-types.ts';
import {
  writeCatalogFile,
  writeStockPriceFile,
} from '../packages/server/src/catalog/catalog-file-generator.ts';
import { CatalogEvents } from '../packages/server/src/events/catalog-events.ts';
import { SearchIndexKeeper } from '../packages/server/src/search/search-index-keeper.ts';

/** The process's highest resident memory so far (VmHWM), in MB. */
function peakRssMb(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function main(): Promise<void> {
  const articles = Number(process.argv[2]);
  const stock = Number(process.argv[3]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-bench-'));
  const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await migrateToLatest(handle.db);
    const types = createCatalogRecordTypes({ dataDir });
    const catalogFile = path.join(dataDir, 'catalog.jsonl');
    const stockFile = path.join(dataDir, 'stock.jsonl');
    await writeCatalogFile(catalogFile, articles);
    await writeStockPriceFile(stockFile, stock, 10);
    const run = async (file: string, mode: 'replace' | 'delta') => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const outcome = await runImport(handle.db, types, {
        files: [{ path: file, name: path.basename(file) }],
        mode,
        dryRun: false,
        scopes: ['catalog', 'stock-prices'],
      });
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems.slice(0, 3)));
      const used = process.cpuUsage(cpu);
      return {
        seconds: (performance.now() - started) / 1000,
        cpu: (used.user + used.system) / 1e6,
        outcome,
      };
    };
    const first = await run(catalogFile, 'replace');
    const again = await run(catalogFile, 'replace');
    const importPeak = peakRssMb();
    const events = new CatalogEvents();
    const keeper = SearchIndexKeeper.open(handle, events);
    await keeper.ready;
    const before = keeper.settledVersion();
    const started = performance.now();
    const delta = await run(stockFile, 'delta');
    // as the operator import does after its commit (erp/imports.service.ts)
    events.articlesChanged(delta.outcome.changedArticleIds);
    events.articlesChanged(delta.outcome.stockChangedArticleIds, 'stockAndPrices');
    for (;;) {
      const version = keeper.settledVersion();
      if (version !== undefined && version !== before) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const visible = (performance.now() - started) / 1000;
    await keeper.close();
    const stamped = await handle.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('updatedAt', '>=', new Date(Date.now() - (visible + 1) * 1000).toISOString())
      .executeTakeFirstOrThrow();
    console.log(
      JSON.stringify({
        database: handle.kind,
        records: first.outcome.records,
        first: { seconds: first.seconds, cpu: first.cpu },
        again: {
          seconds: again.seconds,
          cpu: again.cpu,
          unchanged: again.outcome.types.article?.unchanged,
        },
        importPeakMb: importPeak,
        stock: {
          records: delta.outcome.records,
          applySeconds: delta.seconds,
          visibleSeconds: visible,
          changedArticles:
            delta.outcome.changedArticleIds.length + delta.outcome.stockChangedArticleIds.length,
          rowsStamped: Number(stamped.n),
        },
      }),
    );
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
