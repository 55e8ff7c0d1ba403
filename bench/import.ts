/**
 * `npm run bench -- import`: the operator import (decision 088) on SQLite and, when a server
 * answers at 127.0.0.1:5432, on PostgreSQL (a scratch database `bench_import`, dropped after).
 * Each database gets its own process (import-worker.ts) so the peak RSS is the import's.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

interface Figures {
  database: string;
  records: number;
  first: { seconds: number; cpu: number };
  again: { seconds: number; cpu: number; unchanged: number };
  importPeakMb: number;
  stock: {
    records: number;
    applySeconds: number;
    visibleSeconds: number;
    changedArticles: number;
    rowsStamped: number;
  };
}

const TARGETS = { sqlite: 30, postgres: 60, peakMb: 400, visibleSeconds: 2 };

function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 });
    const answer = (yes: boolean) => {
      socket.destroy();
      resolve(yes);
    };
    socket.setTimeout(1000, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

function runWorker(articles: number, stock: number, databaseUrl?: string): Figures {
  const worker = path.join(import.meta.dirname, 'import-worker.ts');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', worker, String(articles), String(stock)],
    {
      encoding: 'utf8',
      env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 20,
    },
  );
  if (result.status !== 0) throw new Error(`the import run failed (${result.status})`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Figures;
}

function print(figures: Figures): void {
  const limit = figures.database === 'postgres' ? TARGETS.postgres : TARGETS.sqlite;
  const { first, again, stock } = figures;
  console.log(
    [
      `${figures.database}, ${figures.records} records:`,
      `  first import     ${first.seconds.toFixed(1)} s (CPU ${first.cpu.toFixed(1)} s; target ≤ ${limit} s)`,
      `  same file again  ${again.seconds.toFixed(1)} s (CPU ${again.cpu.toFixed(1)} s), ${again.unchanged} unchanged`,
      `  peak RSS         ${figures.importPeakMb} MB (target ≤ ${TARGETS.peakMb} MB)`,
      `  stock delta      ${stock.records} records applied in ${stock.applySeconds.toFixed(2)} s, ` +
        `in the search index after ${stock.visibleSeconds.toFixed(2)} s (target ≤ ${TARGETS.visibleSeconds} s); ` +
        `${stock.changedArticles} articles announced, ${stock.rowsStamped} rows with the import's updated_at`,
    ].join('\n'),
  );
}

export async function importBench(articles: number, stock: number): Promise<void> {
  print(runWorker(articles, stock));
  if (!(await postgresAnswers())) {
    console.log('postgres: no server at 127.0.0.1:5432, skipped');
    return;
  }
  const admin = ['-h', '127.0.0.1', '-U', 'postgres'];
  spawnSync('dropdb', [...admin, '--if-exists', 'bench_import'], { stdio: 'ignore' });
  if (spawnSync('createdb', [...admin, 'bench_import'], { stdio: 'inherit' }).status !== 0)
    throw new Error('createdb bench_import failed');
  try {
    print(runWorker(articles, stock, 'postgres://postgres@127.0.0.1:5432/bench_import'));
  } finally {
    spawnSync('dropdb', [...admin, '--if-exists', 'bench_import'], { stdio: 'ignore' });
  }
}
