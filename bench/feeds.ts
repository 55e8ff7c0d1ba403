/**
 * `npm run bench -- feeds`: the product feeds (docs/decisions/130-product-feeds.md) of a shop
 * with 100,000 articles: a whole feed in each format, fetched gzip-compressed twice, its time to
 * the last byte and the growth of the server's resident memory while it streams (sampled every
 * 20 ms), then If-None-Match fetches answered 304 and their latency.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';

const FORMATS = ['csv', 'json', 'google'] as const;
/** 304s per feed: under the feed's own limit of 120 fetches an hour with the full fetch. */
const CONDITIONAL = 100;

function rssMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function call<T>(baseUrl: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The answer's bytes as sent, counted without decompressing them (fetch would inflate the
 * stream and spend this machine's CPU on it).
 */
function compressedGet(address: string): Promise<{ status: number; etag: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(address, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          etag: String(response.headers.etag ?? ''),
          bytes,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Reads the whole answer, counting its bytes, while sampling the server's memory. */
async function fullFetch(address: string, server: ChildProcess) {
  const before = rssMb(server);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server))), 20);
  const started = performance.now();
  const answer = await compressedGet(address);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server));
  return { ...answer, seconds, growth: peak - before };
}

/** Latencies of `CONDITIONAL` calls one after the other, sorted. */
async function latencies(
  address: string,
  headers: Record<string, string>,
  status: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < CONDITIONAL; i++) {
    const started = performance.now();
    const response = await fetch(address, { headers });
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const quantile = (times: number[], q: number) =>
  times[Math.min(times.length - 1, Math.floor(q * times.length))]!;

export async function feedsBench(baseUrl: string, server: ChildProcess): Promise<void> {
  const { accessToken } = await call<{ accessToken: string }>(baseUrl, '/auth/login', {
    name: 'demo@example.com',
    password: 'demo-shop',
  });
  console.log(
    'format   status  seconds  again s  MB (gzip)  articles  rss growth MB  again MB  304 p50 ms  304 p95 ms',
  );
  for (const format of FORMATS) {
    const { address, feed } = await call<{ address: string; feed: { id: number } }>(
      baseUrl,
      '/api/account/feeds',
      {
        name: `bench ${format} ${Date.now()}`,
        format,
        language: 'de',
        filters: {
          producers: [],
          themes: [],
          productTypes: [],
          categories: [],
          inStockOnly: false,
          preorders: 'with',
          newSince: null,
        },
        price: { kind: 'purchase' },
      },
      accessToken,
    );
    const local = `${baseUrl}${new URL(address).pathname}`;
    const full = await fullFetch(local, server);
    // the same feed again: what streaming costs once the process has read the catalog before
    const again = await fullFetch(local, server);
    const counted = await fetch(local).then(async (r) => {
      const text = await r.text();
      if (format === 'json') return (JSON.parse(text) as { articles: unknown[] }).articles.length;
      if (format === 'google') return text.split('<item>').length - 1;
      return text.split('\r\n').length - 2;
    });
    const times = await latencies(local, { 'if-none-match': full.etag }, 304);
    // a kept data directory (BENCH_DATA_DIR) would reach the account's limit of feeds
    await fetch(`${baseUrl}/api/account/feeds/${feed.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const at = (q: number) => quantile(times, q);
    console.log(
      [
        format.padEnd(8),
        String(full.status).padStart(6),
        full.seconds.toFixed(2).padStart(8),
        again.seconds.toFixed(2).padStart(8),
        (full.bytes / 1e6).toFixed(1).padStart(10),
        String(counted).padStart(9),
        full.growth.toFixed(1).padStart(14),
        again.growth.toFixed(1).padStart(9),
        at(0.5).toFixed(2).padStart(11),
        at(0.95).toFixed(2).padStart(11),
      ].join(' '),
    );
  }
  // the cheapest answer of the shop, as the floor of a 304's latency on this machine
  const health = await latencies(`${baseUrl}/api/health`, {}, 200);
  console.log(
    `health: p50 ${quantile(health, 0.5).toFixed(2)} ms, p95 ${quantile(health, 0.95).toFixed(2)} ms`,
  );
  console.log('targets: whole feed ≤ 5 s, rss growth ≤ 50 MB, a 304 ≤ 5 ms');
}
