/**
 * `npm run bench -- [name…]`: starts the shop on a fresh SQLite database in a temporary
 * directory, loads it with autocannon (8 connections, no pipelining) and prints requests per
 * second, p50/p95/p99 latency and the server's resident memory for each scenario.
 *
 * `npm run bench -- search` is the catalog search benchmark: 100,000 articles (`--articles` or
 * BENCH_ARTICLES overrides), health, a mix of searches, searches with a new body every time
 * and a mix of suggestions in the same run, after the time until the search index is ready.
 * The seeded database is kept under .tmp/bench, keyed by article count and a hash of the seed
 * and migration sources, and copied for each run, so only the first run pays for the seed.
 *
 * `npm run bench -- import [--articles 100000]`: the operator import (import.ts): a first
 * import, the same file again, its peak RSS, and a stock delta until the search has it.
 *
 * `npm run bench -- feeds [--articles 100000]`: the product feeds (feeds.ts): a whole feed in
 * each format, its time and the server's memory growth while it streams, and its 304s.
 *
 * `npm run bench -- load [--url http://…] [--customers 200]`: virtual customers (load.ts)
 * against the shop at the URL, or against one started here.
 *
 * `npm run bench -- render [--articles N]`: the server's rendered article and listing pages
 * (render.ts), kept and rendered anew.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { feedsBench } from './feeds.ts';
import { importBench } from './import.ts';
import { loadBench } from './load.ts';
import { renderScenarios } from './render.ts';
import { catalogScenarios, json, type Scenario } from './search-scenarios.ts';
import { webBench } from './web.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = 20_000 + Math.floor(Math.random() * 20_000);
const baseUrl = `http://127.0.0.1:${port}`;
const { values: options, positionals: wanted } = parseArgs({
  allowPositionals: true,
  options: {
    /** catalog size; the BENCH_ARTICLES variable does the same */
    articles: { type: 'string' },
    /** load bench: a running shop (e.g. `npm run start:prod`) instead of one started here */
    url: { type: 'string' },
    /** load bench: virtual customers */
    customers: { type: 'string', default: '200' },
  },
});
const searchRun = wanted.includes('search') || wanted.includes('suggestions');
/** `web`: Lighthouse on six pages and the bundle report of a fresh build (web.ts) */
const webRun = wanted.includes('web');
/** `load`: virtual customers browsing, searching and ordering (load.ts) */
const loadRun = wanted.includes('load');
/** `import`: the operator import of a generated catalog and a stock delta (import.ts) */
const importRun = wanted.includes('import');
/** `feeds`: the product feeds of a 100,000-article catalog (feeds.ts) */
const feedsRun = wanted.includes('feeds');
/** `render`: the server's rendered pages (render.ts) */
const renderRun = wanted.includes('render');
const articles = Number(
  options.articles ??
    process.env.BENCH_ARTICLES ??
    (searchRun || importRun || feedsRun ? 100_000 : 2000),
);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const referenceDate = '2026-11-25';

const scenarios: Scenario[] = [
  { name: 'health', requests: [{ method: 'GET', path: '/api/health' }] },
  { name: 'start-page', requests: [{ method: 'GET', path: '/api/start/de/de' }] },
  { name: 'navigation', requests: [{ method: 'GET', path: '/api/navigation/de/1' }] },
  { name: 'translations', requests: [{ method: 'GET', path: '/loca/getLanguage/de' }] },
];

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: token ? { ...json, authorization: `Bearer ${token}` } : json,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Key of a seeded database: article count and the sources that decide its content. */
function seedKey(): string {
  const hash = createHash('sha256');
  for (const dir of ['packages/server/src/seed', 'packages/server/src/db/migrations']) {
    for (const file of fs.readdirSync(path.join(root, dir)).sort()) {
      if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        hash.update(file).update(fs.readFileSync(path.join(root, dir, file)));
      }
    }
  }
  return `sqlite-${articles}-${hash.digest('hex').slice(0, 12)}`;
}

/** A seeded database for this article count, seeded once and then reused. */
function seededDatabase(): string {
  const dir = path.join(root, '.tmp', 'bench', seedKey());
  const file = path.join(dir, 'shop.sqlite');
  if (fs.existsSync(path.join(dir, 'complete'))) return file;
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`seeding ${articles} articles into ${path.relative(root, dir)} (once)`);
  const seeded = spawnSync(
    'npm',
    ['run', 'seed', '--', '--articles', String(articles), '--reference-date', referenceDate],
    { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  // a consistent single file: fold the write-ahead log back before copying it
  spawnSync(
    process.execPath,
    [
      '-e',
      `const D=require('better-sqlite3');const d=new D(${JSON.stringify(file)});d.pragma('wal_checkpoint(TRUNCATE)');d.close()`,
    ],
    { cwd: root },
  );
  fs.writeFileSync(path.join(dir, 'complete'), new Date().toISOString());
  return file;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the shop did not start');
}

/** Resident memory now (VmRSS) and the highest so far (VmHWM, the build at start included). */
function residentMemoryMb(child: ChildProcess): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}

const serverDir = path.join(root, 'packages/server');

/**
 * The server's Node arguments from its `start` script (`node <flags> dist/server/main.mjs`),
 * so the benchmark runs it as `npm start` does, with the same heap settings.
 */
function serverArguments(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = manifest.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`unexpected server start script: ${command}`);
  return args;
}

/**
 * When searches answer without waiting for the index build: `/api/ready` where the shop has it
 * (503 until the process can serve), else the first search, which waits for the build.
 */
async function waitForSearchIndex(): Promise<void> {
  for (;;) {
    const ready = await fetch(`${baseUrl}/api/ready`);
    if (ready.status === 404) break;
    if (ready.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await post('/api/articles', { searchParams: '', offset: 0, limit: 1, language: 'de' });
}

/** The shop on a data directory, with the Node arguments of its start script. */
function startServer(dataDir: string): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)]
    : [];
  return spawn(process.execPath, [...profile, ...serverArguments()], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_ARTICLES: String(articles),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Waits until the index's snapshot is on disk (decision 066): it is written after the first
 * build, in a worker that still takes main-thread turns to hand the data over, so scenarios
 * measured during the write would compare against a slowed health.
 */
async function waitForSnapshot(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, 'search-index');
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    if (files.some((file) => file.endsWith('.snapshot'))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the search index snapshot was not written within 15 minutes');
}

/** Prints the time from spawning the server until it listens and until its search is ready. */
async function timeStart(child: ChildProcess, started: number, what: string): Promise<void> {
  await waitForHealth();
  const listening = (Date.now() - started) / 1000;
  await waitForSearchIndex();
  const ready = (Date.now() - started) / 1000;
  console.log(
    `${what}: listening after ${listening.toFixed(1)} s, search index ready after ` +
      `${ready.toFixed(1)} s (target ≤ ${articles > 100_000 ? 20 : 3} s), ` +
      `peak RSS ${residentMemoryMb(child).peak} MB`,
  );
}

interface Measured {
  name: string;
  requestsPerSecond: number;
  p95: number;
}

/** Loads one scenario with autocannon and prints its line. */
async function runScenario(scenario: Scenario, server: ChildProcess): Promise<Measured> {
  const latencies: number[] = [];
  const beside = scenario.beside
    ? new Promise<autocannon.Result>((resolve, reject) => {
        autocannon(
          { url: baseUrl, connections: 8, pipelining: 1, duration, requests: scenario.beside },
          (error, finished) => (error ? reject(error) : resolve(finished)),
        );
      })
    : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const connections = scenario.beside ? 1 : 8;
    const instance = autocannon(
      { url: baseUrl, connections, pipelining: 1, duration, requests: scenario.requests },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  await beside;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const memory = residentMemoryMb(server);
  const line = [
    scenario.name.padEnd(14),
    result.requests.average.toFixed(0).padStart(7),
    at(0.5).toFixed(1).padStart(9),
    at(0.95).toFixed(1).padStart(7),
    at(0.99).toFixed(1).padStart(7),
    String(result.errors + result.non2xx).padStart(7),
    String(memory.now).padStart(7),
    String(memory.peak).padStart(8),
  ];
  console.log(line.join(' '));
  return { name: scenario.name, requestsPerSecond: result.requests.average, p95: at(0.95) };
}

/** The targets of the new-body searches (bench/README.md), against health in the same run. */
function printSearchTargets(measured: Measured[]): void {
  const health = measured.find((m) => m.name === 'health');
  const fresh = measured.find((m) => m.name === 'search-new');
  if (!health || !fresh) return;
  const share = (100 * fresh.requestsPerSecond) / health.requestsPerSecond;
  console.log(
    `search-new: p95 ${fresh.p95.toFixed(1)} ms (target ≤ ${articles > 100_000 ? 30 : 15}), ` +
      `${share.toFixed(1)}% of health's req/s (target ≥ 20%)`,
  );
}

async function main(): Promise<void> {
  const known = [
    ...scenarios.map((s) => s.name),
    ...['search', 'suggestions', 'web', 'load', 'import', 'feeds', 'render'],
  ];
  const unknown = wanted.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${known}`);
  if (importRun) {
    // the import runs in-process on its own database: no shop to build or start
    await importBench(articles, Number(process.env.BENCH_STOCK ?? 10_000));
    return;
  }
  const customers = Number(options.customers);
  if (loadRun && options.url) {
    await loadBench(options.url, { customers, seconds: duration });
    return;
  }
  // the server runs from its bundle, as `npm start` runs it; the web run needs the client too
  const build =
    webRun || renderRun ? ['run', 'build'] : ['run', 'build', '--workspace', '@shop/server'];
  if (spawnSync('npm', build, { cwd: root, stdio: 'inherit' }).status !== 0)
    throw new Error('the shop did not build');
  // BENCH_DATA_DIR keeps the data directory, database and index snapshot, for the next run
  // (relative to the folder npm was started in, as the server's DATA_DIR)
  const kept = process.env.BENCH_DATA_DIR
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_DATA_DIR)
    : undefined;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const database = path.join(dataDir, 'shop.sqlite');
  const snapshotKept = fs.existsSync(path.join(dataDir, 'search-index'));
  if ((searchRun || feedsRun || renderRun) && !fs.existsSync(database)) {
    fs.copyFileSync(seededDatabase(), database);
  }
  const started = Date.now();
  let server = startServer(dataDir);
  try {
    if (searchRun || feedsRun || renderRun) {
      const how = snapshotKept ? 'index from a kept snapshot' : 'index built and kept';
      await timeStart(server, started, `first start (${how})`);
      await waitForSnapshot(dataDir);
    } else await waitForHealth();
    if (webRun) {
      await webBench(baseUrl);
      return;
    }
    if (loadRun) {
      await loadBench(baseUrl, { customers, seconds: duration });
      return;
    }
    if (feedsRun) {
      await feedsBench(baseUrl, server);
      return;
    }
    let selected = wanted.length ? scenarios.filter((s) => wanted.includes(s.name)) : scenarios;
    if (renderRun) selected = await renderScenarios(post);
    if (searchRun) {
      // health in the same run: the search target is relative to it
      selected = [
        ...scenarios.filter((s) => s.name === 'health'),
        ...(await catalogScenarios(post)),
      ];
    }
    console.log(
      `shop with ${articles} articles on SQLite; ${duration} s per scenario, 8 connections`,
    );
    console.log('scenario        req/s     p50 ms  p95 ms  p99 ms  errors  rss MB  peak MB');
    const measured: Measured[] = [];
    for (const scenario of selected) measured.push(await runScenario(scenario, server));
    printSearchTargets(measured);
    if (searchRun) {
      // a restart, as after a deploy: the index comes from its snapshot (decision 066)
      await stopServer(server);
      const restarted = Date.now();
      server = startServer(dataDir);
      await timeStart(server, restarted, 'restart (index from its snapshot)');
    }
  } finally {
    await stopServer(server);
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
