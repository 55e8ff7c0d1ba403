import type { Worker } from 'node:worker_threads';
import { startSearchThread, type SearchThreadStart } from './search-thread-start.ts';
import type { SearchThreadSettings } from './search-thread.worker.ts';

type ThreadEvent = 'message' | 'error' | 'exit';
const EVENTS: readonly ThreadEvent[] = ['message', 'error', 'exit'];

/**
 * The search thread started before the rest of the server is loaded, so that reading the
 * index's snapshot overlaps loading and building the app on the second core
 * (docs/decisions/084-start-in-parallel.md). What the thread says before the search
 * engine takes it over is kept, and told again in order once the engine listens.
 */
export class EarlySearchThread {
  readonly #thread: Worker;
  readonly #told: { event: ThreadEvent; value: unknown }[] = [];
  readonly #keepers = new Map<ThreadEvent, (value: unknown) => void>();
  #taken = false;

  constructor(
    readonly settings: SearchThreadSettings,
    start: SearchThreadStart = startSearchThread,
  ) {
    this.#thread = start(settings);
    for (const event of EVENTS) {
      const keep = (value: unknown) => this.#told.push({ event, value });
      this.#keepers.set(event, keep);
      this.#thread.on(event, keep);
    }
  }

  /**
   * The thread, for the engine that asks first with the same settings; undefined after that or
   * for other settings (the engine then starts its own). The engine attaches its listeners at
   * once; what the thread said before reaches them in a microtask, before anything it says next.
   */
  take(settings: SearchThreadSettings): Worker | undefined {
    if (this.#taken || !sameSettings(settings, this.settings)) return undefined;
    this.#taken = true;
    for (const [event, keep] of this.#keepers) this.#thread.off(event, keep);
    queueMicrotask(() => {
      for (const { event, value } of this.#told.splice(0)) this.#thread.emit(event, value);
    });
    return this.#thread;
  }

  /** Stops the thread when no engine took it: it would hold a second index for nothing. */
  async dismiss(): Promise<void> {
    if (this.#taken) return;
    this.#taken = true;
    await this.#thread.terminate();
  }
}

function sameSettings(a: SearchThreadSettings, b: SearchThreadSettings): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
