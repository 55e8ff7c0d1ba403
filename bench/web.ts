/**
 * `npm run bench -- web`: Lighthouse 12 (mobile: throttled 4G and a 4× slower CPU, its default)
 * in Debian's Chromium on eight pages of the running shop, each performance score with FCP, LCP,
 * TBT and CLS, and the SEO and accessibility scores with the audits that fell short; then the
 * bundle report of the built client (packages/web/bundle-report.ts). The basket is measured as
 * a visitor and logged in, the account overview logged in as the demo customer: the browser logs
 * in once, after the visitors' pages (the refresh
 * cookie and the session hint the client reads, packages/web/src/shared/session/session.ts) and
 * Lighthouse keeps that storage. The HTTP cache is emptied before each page, so each is measured
 * as a first visit.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { INITIAL_JS_BUDGET, bundleReport } from '../packages/web/bundle-report.ts';

interface PageToMeasure {
  name: string;
  path: string;
  loggedIn?: boolean;
}

async function getJson<T>(baseUrl: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The eight pages, with a category, a search word and an article from the seeded catalog. */
async function pagesOf(baseUrl: string): Promise<PageToMeasure[]> {
  const listing = await getJson<{
    articles: { articleNumber: string; name: string }[];
    groups: { category: { id: number }[] };
  }>(baseUrl, '/api/articles', { searchParams: '', offset: 0, limit: 60, language: 'de' });
  const article = listing.articles[0]!;
  const category = listing.groups.category[0]!;
  const word = article.name.split(' ').find((w) => w.length > 4) ?? article.name;
  return [
    { name: 'start', path: '/de/de' },
    { name: 'listing', path: `/de/de/category/${category.id.toString(16)}` },
    { name: 'search', path: `/de/de/search/${encodeURIComponent(word)}` },
    { name: 'article', path: `/de/de/product/${article.articleNumber}` },
    { name: 'content', path: '/de/de/faq' },
    { name: 'basket', path: '/de/de/basket' },
    { name: 'basket-in', path: '/de/de/basket', loggedIn: true },
    { name: 'account', path: '/de/de/account', loggedIn: true },
  ];
}

/** Lighthouse runs per page; the printed figures are their medians (a single run scatters). */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

/** `BENCH_WEB_PAGES=article,account` measures only those pages (all six without it). */
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());

interface Measurement {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  seo: number;
  accessibility: number;
  /** the audits that kept SEO or accessibility under 100 */
  failed: string[];
  /** Lighthouse's measure of the host's CPU: the 4× slowdown is relative to it. */
  benchmarkIndex: number;
}

/** `BENCH_WEB_SAVE=dir` keeps each run's full Lighthouse report, for its traces and audits. */
const SAVE_DIR = process.env.BENCH_WEB_SAVE;

/** One Lighthouse run as a first visit, or the runtime error's code. */
async function measure(page: Page, port: number, url: string): Promise<Measurement | string> {
  // Lighthouse keeps the storage (the login), so the browser's cache is emptied here; otherwise
  // every page after the first would be measured with the shell's JavaScript cached (decision 047)
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo', 'accessibility'],
      // keeps the refresh cookie and session hint of the login
      disableStorageReset: true,
    },
    undefined,
  );
  if (!result) return 'no result';
  const { lhr } = result;
  if (SAVE_DIR !== undefined) {
    mkdirSync(SAVE_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError !== undefined) return lhr.runtimeError.code;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = ['seo', 'accessibility'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    seo: (lhr.categories.seo?.score ?? 0) * 100,
    accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
    failed,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function format(name: string, runs: Measurement[]): string {
  if (runs.length === 0) return `${name.padEnd(10)} not measured`;
  const of = (key: Exclude<keyof Measurement, 'failed'>) => median(runs.map((run) => run[key]));
  const failed = [...new Set(runs.flatMap((run) => run.failed))];
  return [
    name.padEnd(10),
    String(Math.round(of('score'))).padStart(5),
    (of('fcp') / 1000).toFixed(1).padStart(7),
    (of('lcp') / 1000).toFixed(1).padStart(7),
    of('tbt').toFixed(0).padStart(7),
    of('cls').toFixed(3).padStart(7),
    String(Math.round(of('seo'))).padStart(5),
    String(Math.round(of('accessibility'))).padStart(5),
    `  (median of ${runs.length}, CPU benchmark index ${Math.round(of('benchmarkIndex'))})`,
    ...(failed.length > 0 ? [`\n${' '.repeat(12)}below 100: ${failed.join(', ')}`] : []),
  ].join(' ');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function webBench(baseUrl: string): Promise<void> {
  const pages = (await pagesOf(baseUrl)).filter(
    (target) => ONLY_PAGES === undefined || ONLY_PAGES.includes(target.name),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    console.log('page        perf   FCP s   LCP s  TBT ms     CLS   SEO  a11y');
    let loggedIn = false;
    for (const target of pages) {
      if (target.loggedIn && !loggedIn) {
        await page.goto(`${baseUrl}/de/de`);
        await page.evaluate(async () => {
          const response = await fetch('/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'demo@example.com', password: 'demo-shop' }),
          });
          if (!response.ok) throw new Error(`login: ${response.status}`);
          // runs in the page; bench compiles without the DOM library
          const storage = (globalThis as { localStorage?: { setItem(k: string, v: string): void } })
            .localStorage;
          storage?.setItem('shop.sessionHint', '1');
        });
        loggedIn = true;
      }
      const runs: Measurement[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
        const measured = await measure(page, chrome.port, `${baseUrl}${target.path}`);
        // a run Lighthouse could not measure (e.g. no paint within its timeout) is tried again
        if (typeof measured === 'string')
          console.log(`${target.name}: run not measured (${measured})`);
        else runs.push(measured);
      }
      console.log(format(target.name, runs));
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }

  const report = bundleReport();
  console.log(
    `\ninitial JavaScript ${kb(report.initialJsGzip)} gzip in ${report.initialFiles.length} files` +
      ` (target ${kb(INITIAL_JS_BUDGET)}); CSS ${kb(report.cssGzip)} gzip`,
  );
  for (const route of report.routes.filter((r) => r.gzip >= 1024)) {
    console.log(`  ${route.name.padEnd(28)} ${kb(route.gzip).padStart(9)}`);
  }
}
