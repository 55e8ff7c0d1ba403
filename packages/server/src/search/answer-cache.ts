import { hashString } from '#server/system/string-hash.ts';

/** Slots of the table of requests asked for once (a power of two). */
const ASKED_SLOTS = 1 << 14;

/**
 * Serialized answers of recent searches. Shoppers repeat the same listings (a category, a
 * producer, the next page), so an answer is kept until the index changes (any refreshed
 * article empties the cache), for at most a minute (images and names of producers are read
 * from the database and not watched), and within a bound on entries and characters; the
 * oldest entries go first. An answer is kept only when its request comes a second time: most
 * searches are asked once (a shopper's own words, filters and page), and keeping each of them
 * pushed the repeated listings out, while the many answers kept and soon replaced outlived the
 * young generation and gave the garbage collector work on every search
 * (docs/decisions/083-kept-text-matches.md). Requests asked once are remembered by a
 * hash in a fixed table, each slot holding the latest.
 */
export class AnswerCache {
  readonly #entries = new Map<string, { json: string; expiresAt: number }>();
  readonly #asked = new Uint32Array(ASKED_SLOTS);
  #chars = 0;
  #version = -1;

  constructor(
    private readonly limits = { entries: 500, chars: 4_000_000, ttlMs: 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, version: number): string | undefined {
    if (version !== this.#version) {
      this.clear();
      this.#version = version;
      return undefined;
    }
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.now()) {
      this.#delete(key);
      return undefined;
    }
    return hit.json;
  }

  set(key: string, version: number, json: string): void {
    // a large answer (a CSV export reads up to 30,000 articles) would push out all others;
    // an answer of an older index is not kept, one of a newer index replaces all kept ones
    if (version < this.#version || json.length > this.limits.chars / 8) return;
    if (version > this.#version) {
      this.clear();
      this.#version = version;
    }
    if (!this.#askedBefore(key)) return;
    this.#delete(key);
    this.#entries.set(key, { json, expiresAt: this.now() + this.limits.ttlMs });
    this.#chars += json.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.limits.entries && this.#chars <= this.limits.chars) break;
      this.#delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#chars = 0;
  }

  /** Whether the request was asked for before (and was not pushed out of its slot since). */
  #askedBefore(key: string): boolean {
    const hash = hashString(key);
    const slot = hash & (ASKED_SLOTS - 1);
    if (this.#asked[slot] === hash) return true;
    this.#asked[slot] = hash;
    return false;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#chars -= entry.json.length;
    this.#entries.delete(key);
  }
}
