import { z } from 'zod';
import type { WrittenTables } from '#server/db/written-tables.ts';
import { RedisChannel, type RedisChannelOptions } from './redis-channel.ts';

const messageSchema = z.object({ tables: z.array(z.string().max(100)).max(100) });

/**
 * Tells the shop's other processes which watched tables this process wrote, so their caches of
 * those rows (the customer guard's accounts) empty within milliseconds
 * (docs/decisions/078-account-cache.md). Only tables some listener watches are published.
 */
export class WrittenTablesRelay {
  readonly #channel: RedisChannel<z.infer<typeof messageSchema>>;
  readonly #unsubscribe: () => void;
  /** Resolves once the subscription stands (the process is not ready before). */
  readonly subscribed: Promise<void>;

  constructor(writes: WrittenTables, options: RedisChannelOptions) {
    this.#channel = new RedisChannel('tables-written', messageSchema, options);
    this.subscribed = this.#channel.subscribed;
    this.#channel.onMessage(({ tables }) => writes.written(new Set(tables), 'elsewhere'));
    this.#unsubscribe = writes.onAny((tables, origin) => {
      if (origin === 'here') this.#channel.publish({ tables });
    });
  }

  async close(): Promise<void> {
    this.#unsubscribe();
    await this.#channel.close();
  }
}
