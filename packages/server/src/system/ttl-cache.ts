/**
 * A small time-limited memo for answers that every visitor shares (navigation, menu, start
 * page). The catalog changes a few times a day; a minute of staleness is invisible, and each
 * answer counts the articles of every group (docs/decisions/011-catalog-routes.md).
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  /** `maxEntries` bounds the memory where keys are many (one per article); the oldest go first. */
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
    if (this.#entries.size > this.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    // a failed load is not remembered
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
