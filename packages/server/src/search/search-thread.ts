import type { Worker } from 'node:worker_threads';
import type { ArticleSearchRequest } from '@shop/domain/api/search.ts';
import type { SuggestionRequest } from '@shop/domain/api/suggestions.ts';
import type { CatalogEvents } from '#server/events/catalog-events.ts';
import { AppError } from '#server/http/app-error.ts';
import type { EngineAnswer, SearchEngine } from './search-engine.ts';
import { startSearchThread, type SearchThreadStart } from './search-thread-start.ts';
import type { SearchThreadSettings, ThreadAnswer, ThreadRequest } from './search-thread.worker.ts';

/** How long a stopped search thread waits before it is started again. */
const RESTART_DELAY_MS = 1000;
/** How long `close` waits for the thread to close its database before it is terminated. */
const CLOSE_TIMEOUT_MS = 10_000;

interface Waiter {
  resolve(answer: EngineAnswer): void;
  reject(error: Error): void;
}

export interface SearchThreadLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

/**
 * The search in a worker thread of its own (docs/decisions/081-search-in-its-own-thread.md):
 * the thread holds the index, reads the page's names through its own connection and writes the
 * answer's JSON, so the event loop only routes, checks and sends, and a search no longer holds
 * every other request of the process. The catalog's changes are passed on in order; the
 * answer cache (search-answers.ts) stays on this thread and serves a cached answer only when
 * the thread has heard every change passed on and has none queued. A thread that stops is
 * started again after a second; the searches it was working on answer 503.
 */
export class ThreadSearchEngine implements SearchEngine {
  readonly ready: Promise<void>;
  #markReady: () => void = () => undefined;
  #thread: Worker;
  readonly #waiting = new Map<number, Waiter>();
  #nextId = 1;
  /** Change messages sent to the current thread, and how many it has heard. */
  #forwarded = 0;
  #heard = 0;
  #settled: number | undefined;
  /** Versions of a restarted thread start above every version seen before. */
  #base = 0;
  #highest = 0;
  #closed = false;
  /** Between a thread's stop and its restart: searches answer 503 at once. */
  #down = false;
  #closing: (() => void) | undefined;
  #restartTimer: NodeJS.Timeout | undefined;
  readonly #stopEvents: () => void;

  constructor(
    private readonly settings: SearchThreadSettings,
    events: CatalogEvents,
    private readonly log: SearchThreadLog,
    private readonly startThread: SearchThreadStart = startSearchThread,
  ) {
    this.ready = new Promise((resolve) => {
      this.#markReady = resolve;
    });
    this.#thread = this.#start();
    const stopChanges = events.onArticlesChanged((ids, extent) =>
      this.#pass({ type: 'changed', ids, extent }),
    );
    const stopMissed = events.onChangesMissed(() => this.#pass({ type: 'missed' }));
    this.#stopEvents = () => {
      stopChanges();
      stopMissed();
    };
  }

  settledVersion(): number | undefined {
    // a stopped thread's cached answers may miss the changes passed on since
    return !this.#down && this.#heard === this.#forwarded ? this.#settled : undefined;
  }

  articles(
    request: ArticleSearchRequest,
    loggedIn: boolean,
    currency: string | null,
  ): Promise<EngineAnswer> {
    return this.#ask((id) => ({ type: 'articles', id, request, loggedIn, currency }));
  }

  suggestions(request: SuggestionRequest): Promise<EngineAnswer> {
    return this.#ask((id) => ({ type: 'suggestions', id, request }));
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#stopEvents();
    clearTimeout(this.#restartTimer);
    const thread = this.#thread;
    if (this.#down) return;
    // the thread ends its index work and closes its database; terminated if it does not
    const closed = new Promise<void>((resolve) => {
      this.#closing = resolve;
      thread.once('exit', () => resolve());
    });
    thread.postMessage({ type: 'close' } satisfies ThreadRequest);
    const timer = setTimeout(() => this.#closing?.(), CLOSE_TIMEOUT_MS);
    await closed;
    clearTimeout(timer);
    await thread.terminate();
    this.#failWaiting();
  }

  #start(): Worker {
    const thread = this.startThread(this.settings);
    thread.on('message', (message: ThreadAnswer) => this.#heardFrom(thread, message));
    thread.on('error', (error) => this.log.error(error, 'search thread failed'));
    thread.on('exit', () => this.#stopped(thread));
    return thread;
  }

  #pass(message: ThreadRequest): void {
    // a stopped thread's successor reads the catalog as it is then
    if (this.#closed || this.#down) return;
    this.#forwarded++;
    this.#thread.postMessage(message);
  }

  #ask(message: (id: number) => ThreadRequest): Promise<EngineAnswer> {
    if (this.#closed || this.#down) return Promise.reject(unavailable());
    const id = this.#nextId++;
    return new Promise<EngineAnswer>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#thread.postMessage(message(id));
    });
  }

  #heardFrom(thread: Worker, message: ThreadAnswer): void {
    if (thread !== this.#thread) return;
    switch (message.type) {
      case 'ready':
        this.#markReady();
        return;
      case 'state':
        this.#heard = message.heard;
        this.#settled = message.settled === null ? undefined : this.#version(message.settled);
        return;
      case 'answer': {
        const { version, json } = message.answer;
        this.#settle(message.id)?.resolve({ version: this.#version(version), json });
        return;
      }
      case 'refused':
        this.#settle(message.id)?.reject(
          new AppError(message.statusCode, message.code, message.message, message.details),
        );
        return;
      case 'failed':
        this.#settle(message.id)?.reject(new Error(message.message));
        return;
      case 'log':
        if (message.level === 'info') this.log.info(message.message);
        else this.log.error(message.error, message.message);
        return;
      case 'closed':
        this.#closing?.();
    }
  }

  #version(threadVersion: number): number {
    const version = this.#base + threadVersion;
    this.#highest = Math.max(this.#highest, version);
    return version;
  }

  #settle(id: number): Waiter | undefined {
    const waiter = this.#waiting.get(id);
    this.#waiting.delete(id);
    return waiter;
  }

  #failWaiting(): void {
    for (const waiter of this.#waiting.values()) waiter.reject(unavailable());
    this.#waiting.clear();
  }

  #stopped(thread: Worker): void {
    if (this.#closed || thread !== this.#thread) return;
    this.log.error(new Error('the search thread stopped'), 'search thread stopped, starting again');
    this.#down = true;
    this.#failWaiting();
    this.#restartTimer = setTimeout(() => {
      if (this.#closed) return;
      this.#down = false;
      this.#base = this.#highest + 1;
      this.#forwarded = 0;
      this.#heard = 0;
      this.#settled = undefined;
      this.#thread = this.#start();
    }, RESTART_DELAY_MS);
  }
}

function unavailable(): AppError {
  return new AppError(503, 'SEARCH_UNAVAILABLE', 'The search is not available yet');
}
