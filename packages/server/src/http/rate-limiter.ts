import type * as ioredis from 'ioredis';
import type { Redis } from 'ioredis';
import { packageOnDemand } from '#server/runtime/package-on-demand.ts';

const loadRedis = packageOnDemand<typeof ioredis>('ioredis');

/**
 * Counts events per key in a fixed window. In memory for one process; over Redis when
 * REDIS_URL is set, so several processes behind a proxy share the counts.
 */
export interface RateLimiter {
  /** Counts one event; `allowed` is false once `limit` events happened in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Tells whether the key is already over its limit, without counting. */
  peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  #current(key: string, windowMs: number) {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    if (this.#windows.size > 100_000) this.#sweep(now);
    return window;
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }

  #result(window: { count: number; resetAt: number }, limit: number): RateLimitResult {
    return {
      allowed: window.count <= limit,
      count: window.count,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)),
    };
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const window = this.#current(key, windowMs);
    window.count += 1;
    return this.#result(window, limit);
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const window = this.#current(key, windowMs);
    return { ...this.#result(window, limit), allowed: window.count < limit };
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async close(): Promise<void> {
    this.#windows.clear();
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'shop:rl:',
  ) {}

  static connect(url: string, prefix?: string): RedisRateLimiter {
    return new RedisRateLimiter(
      new (loadRedis().Redis)(url, { maxRetriesPerRequest: 2, lazyConnect: false }),
      prefix,
    );
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const name = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(name).pttl(name).exec()) as [
      [null, number],
      [null, number],
    ];
    let remaining = ttl;
    if (ttl < 0) {
      await this.redis.pexpire(name, windowMs);
      remaining = windowMs;
    }
    return {
      allowed: count <= limit,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil(remaining / 1000)),
    };
  }

  async peek(key: string, limit: number, _windowMs: number): Promise<RateLimitResult> {
    const name = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(name), this.redis.pttl(name)]);
    const n = count === null ? 0 : Number(count);
    return {
      allowed: n < limit,
      count: n,
      retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)),
    };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export function createRateLimiter(
  redisUrl: string | undefined,
  redisPrefix = 'shop:',
): RateLimiter {
  return redisUrl
    ? RedisRateLimiter.connect(redisUrl, `${redisPrefix}rl:`)
    : new MemoryRateLimiter();
}
