import { z } from 'zod';
import { ANY_TABLE, type WrittenTables } from '#server/db/written-tables.ts';
import { RedisChannel, type RedisChannelOptions } from './redis-channel.ts';

const messageSchema = z.object({ tables: z.array(z.string().max(100)).max(100) });

/**
 * Tells the shop's other processes which of the `shared` tables this process wrote, so their
 * caches of those rows (the customer guard's accounts) empty within milliseconds
 * (docs/decisions/078-account-cache.md). A raw writing statement counts as every table.
 */
export class WrittenTablesRelay {
  readonly #channel: RedisChannel<z.infer<typeof messageSchema>>;
  readonly #unsubscribe: () => void;
  /** Resolves once the subscription stands (the process is not ready before). */
  readonly subscribed: Promise<void>;

  constructor(writes: WrittenTables, shared: readonly string[], options: RedisChannelOptions) {
    this.#channel = new RedisChannel('tables-written', messageSchema, options);
    this.subscribed = this.#channel.subscribed;
    this.#channel.onMessage(({ tables }) => writes.written(new Set(tables), 'elsewhere'));
    // a write published while the subscription was down is lost: every cache starts again
    this.#channel.onReconnected(() => writes.written(new Set([ANY_TABLE]), 'elsewhere'));
    this.#unsubscribe = writes.onAny((written, origin) => {
      if (origin !== 'here') return;
      const tables = written.has(ANY_TABLE)
        ? [ANY_TABLE]
        : shared.filter((table) => written.has(table));
      if (tables.length > 0) this.#channel.publish({ tables });
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
