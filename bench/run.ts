/**
 * `npm run bench -- [name…]`: starts the shop on a fresh SQLite database in a temporary
 * directory, loads it with autocannon (8 connections, no pipelining) and prints requests per
 * second, p50/p95/p99 latency and the server's resident memory for each scenario.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

interface Scenario {
  name: string;
  requests: autocannon.Request[];
}

const root = path.resolve(import.meta.dirname, '..');
const port = 20_000 + Math.floor(Math.random() * 20_000);
const baseUrl = `http://127.0.0.1:${port}`;
const articles = Number(process.env.BENCH_ARTICLES ?? 2000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const json = { 'content-type': 'application/json' };

const scenarios: Scenario[] = [
  { name: 'health', requests: [{ method: 'GET', path: '/api/health' }] },
  { name: 'start-page', requests: [{ method: 'GET', path: '/api/start/de' }] },
  { name: 'navigation', requests: [{ method: 'GET', path: '/api/navigation/de/1' }] },
  { name: 'translations', requests: [{ method: 'GET', path: '/loca/getLanguage/de' }] },
  {
    name: 'search',
    requests: [
      searchRequest({ searchParams: '', search: 'figur' }),
      searchRequest({ searchParams: 'M1_FInS' }),
      searchRequest({ searchParams: 'C1_O2' }),
      searchRequest({ searchParams: 'FHoD_O10' }),
    ],
  },
  {
    name: 'suggestions',
    requests: [
      {
        method: 'POST',
        path: '/api/search',
        headers: json,
        body: JSON.stringify({ language: 'de', value: 'neb' }),
      },
    ],
  },
];

function searchRequest(params: { searchParams: string; search?: string }): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/articles',
    headers: json,
    body: JSON.stringify({ ...params, offset: 0, limit: 60, language: 'de' }),
  };
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

function residentMemoryMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const selected = wanted.length ? scenarios.filter((s) => wanted.includes(s.name)) : scenarios;
  if (selected.length === 0)
    throw new Error(`unknown scenario; known: ${scenarios.map((s) => s.name).join(', ')}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
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
  try {
    await waitForHealth();
    console.log(
      `shop with ${articles} articles on SQLite; ${duration} s per scenario, 8 connections`,
    );
    console.log('scenario        req/s     p50 ms  p95 ms  p99 ms  errors  rss MB');
    for (const scenario of selected) {
      const latencies: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url: baseUrl, connections: 8, pipelining: 1, duration, requests: scenario.requests },
          (error, finished) => (error ? reject(error) : resolve(finished)),
        );
        instance.on('response', (_client, _status, _bytes, responseTime) =>
          latencies.push(responseTime),
        );
      });
      latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(
          1,
        );
      const line = [
        scenario.name.padEnd(14),
        result.requests.average.toFixed(0).padStart(7),
        at(0.5).padStart(9),
        at(0.95).padStart(7),
        at(0.99).padStart(7),
        String(result.errors + result.non2xx).padStart(7),
        String(residentMemoryMb(server)).padStart(7),
      ];
      console.log(line.join(' '));
    }
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
