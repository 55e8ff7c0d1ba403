/**
 * `npx tsx packages/server/src/catalog/catalog-import-bench.ts [articles] [stockPrices]`: times
 * the catalog import on a fresh database in a temporary folder (SQLite; PostgreSQL when
 * DATABASE_URL names an empty database): a first import of the generated catalog, the same file
 * again (nothing to write), a file in which every tenth article changed, and a stock and price
 * delta. Defaults: 10,000 article records and 10,000 stock records.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { runImport, type ImportOutcome } from '#server/exchange/import-runner.ts';
import { createCatalogRecordTypes } from './catalog-record-types.ts';
import { writeCatalogFile, writeStockPriceFile } from './catalog-file-generator.ts';

async function main(): Promise<void> {
  const articles = Number(process.argv[2] ?? 10_000);
  const stockPrices = Number(process.argv[3] ?? 10_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-import-bench-'));
  const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await migrateToLatest(handle.db);
    const types = createCatalogRecordTypes({ dataDir });
    const run = async (label: string, file: string, mode: 'delta' | 'replace') => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const phases: string[] = [];
      let lastPhase = 'start';
      let phaseStart = started;
      const outcome: ImportOutcome = await runImport(
        handle.db,
        types,
        {
          files: [{ path: file, name: path.basename(file) }],
          mode,
          dryRun: false,
          scopes: ['catalog', 'stock-prices'],
        },
        {
          onProgress: (phase) => {
            if (phase !== lastPhase) {
              phases.push(`${lastPhase} ${((performance.now() - phaseStart) / 1000).toFixed(2)}`);
              lastPhase = phase;
              phaseStart = performance.now();
            }
          },
        },
      );
      phases.push(`${lastPhase} ${((performance.now() - phaseStart) / 1000).toFixed(2)}`);
      console.log(phases.join(', '));
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpuBefore);
      // on a shared machine the process's own CPU time says more than the wall clock
      const cpu = (used.user + used.system) / 1e6;
      if (!outcome.ok) throw new Error(`${label}: ${JSON.stringify(outcome.problems.slice(0, 5))}`);
      const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
      const counts = Object.entries(outcome.types)
        .filter(([type]) => type === 'article' || type === 'stockPrice')
        .map(([type, c]) => `${type} +${c.created} ~${c.updated} =${c.unchanged} -${c.removed}`);
      console.log(
        `${label}: ${seconds.toFixed(2)} s (CPU ${cpu.toFixed(2)} s), ${outcome.records} records, ${counts.join(', ')}, rss ${rss} MB`,
      );
    };
    const catalog = path.join(dataDir, 'catalog.jsonl');
    const changed = path.join(dataDir, 'catalog-changed.jsonl');
    const stock = path.join(dataDir, 'stock.jsonl');
    await writeCatalogFile(catalog, articles);
    await writeCatalogFile(changed, articles, 5);
    await writeStockPriceFile(stock, Math.min(stockPrices, Math.floor(articles * 0.6)), 10);
    console.log(`${handle.kind}, ${articles} article records`);
    await run('first import', catalog, 'replace');
    await run('same file again', catalog, 'replace');
    await run('every tenth article changed', changed, 'replace');
    await run('stock and price delta', stock, 'delta');
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
