import { z } from 'zod';
import type { CatalogEvents } from './catalog-events.ts';
import { RedisChannel, type RedisChannelOptions } from './redis-channel.ts';

const messageSchema = z.object({
  ids: z.array(z.number().int()).max(100_000),
  // a process of an older release sends no extent: whatever it changed is read whole
  extent: z.enum(['whole', 'stockAndPrices']).optional(),
});

/**
 * Carries catalog changes between the shop's processes over Redis pub/sub
 * (docs/decisions/059-processes-and-redis.md): every change a process announces is published,
 * and every change another process published is told to this process's listeners (the search
 * index refreshes those articles within a second). Redis pub/sub does not keep messages for a
 * process that was disconnected: once the subscription stands again the listeners hear that
changes may have been missed, and the search index's `updated_at` poll stays as a safety net.
 */
export class CatalogRelay {
  readonly #channel: RedisChannel<z.infer<typeof messageSchema>>;
  #delivering = false;
  readonly #unsubscribe: () => void;
  /** Resolves once the subscription stands (the process is not ready before). */
  readonly subscribed: Promise<void>;

  constructor(events: CatalogEvents, options: RedisChannelOptions) {
    this.#channel = new RedisChannel('catalog-changed', messageSchema, options);
    this.subscribed = this.#channel.subscribed;
    this.#channel.onMessage(({ ids, extent }) => {
      // listeners run synchronously: the flag keeps the relayed change from being published again
      this.#delivering = true;
      try {
        events.articlesChanged(ids, extent ?? 'whole');
      } finally {
        this.#delivering = false;
      }
    });
    // what other processes announced while the subscription was down is lost
    this.#channel.onReconnected(() => events.changesMissed());
    this.#unsubscribe = events.onArticlesChanged((ids, extent) => {
      if (!this.#delivering) this.#channel.publish({ ids: [...ids], extent });
    });
  }

  /** the subscriber's connection name, by which `CLIENT LIST` shows it */
  get connectionName(): string {
    return this.#channel.connectionName;
  }

  async close(): Promise<void> {
    this.#unsubscribe();
    await this.#channel.close();
  }
}
