import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { CatalogEvents } from './catalog-events.ts';

const messageSchema = z.object({
  origin: z.string(),
  ids: z.array(z.number().int()).max(100_000),
});

/**
 * Carries catalog changes between the shop's processes over Redis pub/sub
 * (docs/decisions/059-processes-and-redis.md): every change a process announces is published,
 * and every change another process published is told to this process's listeners (the search
 * index refreshes those articles within a second). Redis pub/sub does not keep messages for a
 * process that was disconnected, so the search index's `updated_at` poll stays as a safety net.
 */
export class CatalogRelay {
  readonly #origin = randomUUID();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;
  #delivering = false;
  readonly #unsubscribe: () => void;
  /** Resolves once the subscription stands (the process is not ready before). */
  readonly subscribed: Promise<void>;

  constructor(
    private readonly events: CatalogEvents,
    options: { redisUrl: string; prefix: string; onError: (error: unknown) => void },
  ) {
    this.#channel = `${options.prefix}catalog-changed`;
    this.#publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
    this.#subscriber = new Redis(options.redisUrl);
    this.#publisher.on('error', options.onError);
    this.#subscriber.on('error', options.onError);
    this.#subscriber.on('message', (channel: string, text: string) => {
      if (channel === this.#channel) this.#received(text);
    });
    this.subscribed = this.#subscriber.subscribe(this.#channel).then(() => undefined);
    this.#unsubscribe = events.onArticlesChanged((ids) => {
      if (this.#delivering) return;
      const message = JSON.stringify({ origin: this.#origin, ids });
      this.#publisher.publish(this.#channel, message).catch(options.onError);
    });
  }

  #received(text: string): void {
    let parsed: z.infer<typeof messageSchema>;
    try {
      parsed = messageSchema.parse(JSON.parse(text));
    } catch {
      return;
    }
    if (parsed.origin === this.#origin) return;
    // listeners run synchronously: the flag keeps the relayed change from being published again
    this.#delivering = true;
    try {
      this.events.articlesChanged(parsed.ids);
    } finally {
      this.#delivering = false;
    }
  }

  async close(): Promise<void> {
    this.#unsubscribe();
    await Promise.all([this.#publisher.quit(), this.#subscriber.quit()]);
  }
}
