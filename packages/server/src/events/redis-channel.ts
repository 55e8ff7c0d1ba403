import { randomUUID } from 'node:crypto';
import type * as ioredis from 'ioredis';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { packageOnDemand } from '#server/runtime/package-on-demand.ts';

const loadRedis = packageOnDemand<typeof ioredis>('ioredis');

export interface RedisChannelOptions {
  redisUrl: string;
  /** the shop's key prefix, so shops sharing a Redis stay apart */
  prefix: string;
  onError: (error: unknown) => void;
}

/**
 * One pub/sub channel between the shop's processes (docs/decisions/059-processes-and-redis.md):
 * what a process publishes reaches every other process's `onMessage`, never its own. On the wire
 * a message is its own fields and `origin`, the sending process's random id; one that does not
 * match `schema` is dropped. Redis keeps nothing for a process that was
 * disconnected, so every use keeps a safety net of its own.
 */
export class RedisChannel<T extends object> {
  readonly #origin = randomUUID();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;
  readonly #onError: (error: unknown) => void;
  #listener: (message: T) => void = () => undefined;
  #reconnected: () => void = () => undefined;
  #connectedBefore = false;
  /** Resolves once the subscription stands (the process is not ready before). */
  readonly subscribed: Promise<void>;
  /** the subscriber's connection name, by which `CLIENT LIST` shows it */
  readonly connectionName: string;

  constructor(
    name: string,
    private readonly schema: z.ZodType<T>,
    options: RedisChannelOptions,
  ) {
    this.#channel = `${options.prefix}${name}`;
    this.#onError = options.onError;
    const { Redis } = loadRedis();
    this.#publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
    this.connectionName = `shop-${name}-${this.#origin}`;
    this.#subscriber = new Redis(options.redisUrl, { connectionName: this.connectionName });
    this.#publisher.on('error', options.onError);
    this.#subscriber.on('error', options.onError);
    this.#subscriber.on('message', (channel: string, text: string) => {
      if (channel === this.#channel) this.#received(text);
    });
    // after a reconnect what was published meanwhile is lost: told once the subscription
    // stands again (ioredis renews it too; subscribing twice changes nothing)
    this.#subscriber.on('ready', () => {
      if (!this.#connectedBefore) {
        this.#connectedBefore = true;
        return;
      }
      this.#subscriber
        .subscribe(this.#channel)
        .then(() => this.#reconnected())
        .catch(this.#onError);
    });
    this.subscribed = this.#subscriber.subscribe(this.#channel).then(() => undefined);
  }

  /** Called after the subscription was lost and stands again: messages may have been missed. */
  onReconnected(listener: () => void): void {
    this.#reconnected = listener;
  }

  onMessage(listener: (message: T) => void): void {
    this.#listener = listener;
  }

  publish(message: T): void {
    const text = JSON.stringify({ origin: this.#origin, ...message });
    this.#publisher.publish(this.#channel, text).catch(this.#onError);
  }

  #received(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    if ((parsed as { origin?: unknown }).origin === this.#origin) return;
    const checked = this.schema.safeParse(parsed);
    if (checked.success) this.#listener(checked.data);
  }

  async close(): Promise<void> {
    await Promise.all([this.#publisher.quit(), this.#subscriber.quit()]);
  }
}
