/**
 * `npm run bench -- load`: virtual customers (200 unless `--customers`) shop for BENCH_SECONDS
 * against one shop, each in a loop with a pause between steps, as people click: browse (start
 * page and navigation), search (a random word, group and page), article (one of the hits),
 * basket (logged-in customers add it) and now and then order. Prints throughput and
 * p50/p95/p99 per step and every error (a network failure or a status outside 2xx).
 *
 * The customers share the demo accounts that may order: orders stay within the shop's limit
 * per account (20 a minute), so the bench measures the shop, not its rate limit.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/domain/api/idempotency-header.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';

const STEPS = ['browse', 'search', 'article', 'basket', 'order'] as const;
type Step = (typeof STEPS)[number];

/** Demo accounts that can order (decision 026's demo logins), password "demo-shop". */
const BUYERS = ['demo@example.com', 'demo-uk@example.com', 'taxfree@example.com'];
/** One order per account at most this often: 15 a minute, below the limit of 20. */
const ORDER_INTERVAL_MS = 4000;
/** A person's pause between two clicks, drawn between half and one and a half of this. */
const THINK_MS = 1000;

interface Catalog {
  articleNumbers: string[];
  words: string[];
  groups: { id: number }[];
}

interface Buyer {
  token: string;
  nextOrderAt: number;
}

class Recorder {
  readonly latencies = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  readonly errors = new Map<string, number>();
  readonly refusals = new Map<string, number>();

  /**
   * Times one request. `expected` names error codes that are the shop's right answer to
   * what the customers did (a shared basket's article sold out): counted apart, not as errors.
   */
  async time(
    step: Step,
    send: () => Promise<Response>,
    expected: readonly string[] = [],
  ): Promise<{ status: number; body: string } | undefined> {
    const started = performance.now();
    try {
      const response = await send();
      // read the whole answer: its time is part of the step
      const body = await response.text();
      this.latencies.get(step)!.push(performance.now() - started);
      if (!response.ok) {
        const code = errorCode(body);
        const key = `${step} ${response.status} ${code}`;
        if (expected.includes(code)) this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
        else this.count(key);
      }
      return { status: response.status, body };
    } catch (error) {
      this.count(`${step} ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  private count(key: string): void {
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }
}

/** The `error.code` of an error answer, so a count says which refusal it was. */
function errorCode(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown } };
    return typeof parsed.error?.code === 'string' ? parsed.error.code : '';
  } catch {
    return '';
  }
}

/** The article numbers a refused order names as no longer available. */
function unavailableArticles(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as {
      error?: { details?: { notAvailableArticles?: { articleNumber: string }[] } };
    };
    return (parsed.error?.details?.notAvailableArticles ?? []).map((a) => a.articleNumber);
  } catch {
    return [];
  }
}

const anyOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const pause = () => new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));

async function postJson<T>(baseUrl: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Articles in stock to put in baskets, their name words to search for, the categories. */
async function readCatalog(baseUrl: string): Promise<Catalog> {
  const listing = await postJson<{
    articles: { articleNumber: string; name: string }[];
    groups: { category: { id: number }[] };
  }>(baseUrl, '/api/articles', {
    searchParams: encodeSearchParams({ filters: ['stock'] }),
    offset: 0,
    limit: 200,
    language: 'de',
  });
  return {
    articleNumbers: listing.articles.map((a) => a.articleNumber),
    words: [...new Set(listing.articles.flatMap((a) => a.name.split(' ')))].filter(
      (w) => w.length > 3,
    ),
    groups: listing.groups.category,
  };
}

async function logIn(baseUrl: string): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (const name of BUYERS) {
    try {
      const login = await postJson<{ accessToken: string }>(baseUrl, '/auth/login', {
        name,
        password: 'demo-shop',
      });
      buyers.push({ token: login.accessToken, nextOrderAt: 0 });
    } catch {
      // an account this shop's data lacks: the others buy
    }
  }
  if (buyers.length === 0) throw new Error('no demo account could log in');
  return buyers;
}

/**
 * Orders the basket. The customers share three baskets and buy the stock down: as a person
 * would, a refused order's lines the shop names as no longer available are taken out and the
 * order is sent again.
 */
async function order(
  baseUrl: string,
  auth: Record<string, string>,
  recorder: Recorder,
): Promise<void> {
  const placeOrder = () =>
    recorder.time(
      'order',
      () =>
        fetch(`${baseUrl}/basket/order`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...auth,
            [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
          },
          body: '{}',
        }),
      ['BASKET_NOT_ORDERABLE'],
    );
  const answer = await placeOrder();
  const unavailable = answer?.status === 409 ? unavailableArticles(answer.body) : [];
  if (unavailable.length === 0) return;
  for (const number of unavailable) {
    // another customer on the same basket may have taken the line out already
    await recorder.time(
      'basket',
      () =>
        fetch(`${baseUrl}/basket/remove/${encodeURIComponent(number)}`, {
          method: 'DELETE',
          headers: auth,
        }),
      ['NOT_IN_BASKET'],
    );
  }
  await placeOrder();
}

/** One person's visits until the deadline; every second customer is logged in and buys. */
async function customer(
  baseUrl: string,
  catalog: Catalog,
  buyer: Buyer | undefined,
  deadline: number,
  recorder: Recorder,
): Promise<void> {
  const auth: Record<string, string> = buyer ? { authorization: `Bearer ${buyer.token}` } : {};
  const json = { 'content-type': 'application/json', ...auth };
  // customers start spread over the first pause, not all in the same millisecond
  await pause();
  while (Date.now() < deadline) {
    await recorder.time('browse', () => fetch(`${baseUrl}/api/start/de/de`, { headers: auth }));
    await recorder.time('browse', () => fetch(`${baseUrl}/api/navigation/de/1`));
    await pause();
    const useGroup = Math.random() < 0.5;
    await recorder.time('search', () =>
      fetch(`${baseUrl}/api/articles`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          searchParams: useGroup
            ? encodeSearchParams({ categories: [anyOf(catalog.groups).id] })
            : '',
          ...(useGroup ? {} : { search: anyOf(catalog.words) }),
          offset: 60 * Math.floor(Math.random() * 3),
          limit: 60,
          language: 'de',
        }),
      }),
    );
    await pause();
    const articleNumber = anyOf(catalog.articleNumbers);
    await recorder.time('article', () =>
      fetch(`${baseUrl}/api/article`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ articleNumber, language: 'de' }),
      }),
    );
    if (!buyer) {
      await pause();
      continue;
    }
    await pause();
    await recorder.time('basket', () =>
      fetch(`${baseUrl}/basket/add`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ articleNumber, quantity: 1 }),
      }),
    );
    await pause();
    if (Date.now() >= buyer.nextOrderAt) {
      buyer.nextOrderAt = Date.now() + ORDER_INTERVAL_MS;
      await order(baseUrl, auth, recorder);
      await pause();
    }
  }
}

function percentile(sorted: readonly number[], q: number): string {
  if (sorted.length === 0) return '-';
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
}

export async function loadBench(
  baseUrl: string,
  { customers, seconds }: { customers: number; seconds: number },
): Promise<void> {
  const catalog = await readCatalog(baseUrl);
  const buyers = await logIn(baseUrl);
  const recorder = new Recorder();
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: customers }, (_, i) =>
      customer(
        baseUrl,
        catalog,
        i % 2 === 0 ? buyers[i % buyers.length] : undefined,
        deadline,
        recorder,
      ),
    ),
  );
  const elapsed = (Date.now() - started) / 1000;
  let total = 0;
  console.log(
    `${customers} virtual customers for ${seconds} s against ${baseUrl} (${buyers.length} buying accounts)`,
  );
  console.log('step        requests     req/s   p50 ms  p95 ms  p99 ms  errors');
  for (const step of STEPS) {
    const latencies = recorder.latencies.get(step)!.sort((a, b) => a - b);
    total += latencies.length;
    const errors = [...recorder.errors].filter(([key]) => key.startsWith(`${step} `));
    console.log(
      [
        step.padEnd(10),
        String(latencies.length).padStart(9),
        (latencies.length / elapsed).toFixed(1).padStart(9),
        percentile(latencies, 0.5).padStart(8),
        percentile(latencies, 0.95).padStart(7),
        percentile(latencies, 0.99).padStart(7),
        String(errors.reduce((sum, [, n]) => sum + n, 0)).padStart(7),
      ].join(' '),
    );
  }
  console.log(`throughput ${(total / elapsed).toFixed(1)} requests/s in ${elapsed.toFixed(1)} s`);
  for (const [key, count] of recorder.errors) console.log(`  error ${key}: ${count}`);
  for (const [key, count] of recorder.refusals) {
    console.log(
      `  refused (a shared basket's stock or line taken by another customer) ${key}: ${count}`,
    );
  }
}
