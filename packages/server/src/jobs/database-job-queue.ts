/**
 * The durable job queue on the shop's own database, SQLite or PostgreSQL
 * (docs/decisions/089-durable-jobs.md): every process may claim jobs; a claimed job's lease is
 * renewed while its handler runs, so the job of a killed process is claimed again once the
 * lease has run out, and the jobs of one concurrency key run one at a time.
 */
import crypto from 'node:crypto';
import type { DbOrTx } from '#server/db/database.ts';
import {
  RetryLater,
  type EnqueueOptions,
  type Job,
  type JobHandler,
  type JobProgress,
  type JobQueue,
  type JobState,
} from './job-queue.ts';
import {
  claimJob,
  nextDueAt,
  endRun,
  findJob,
  insertJob,
  listJobs,
  renewLease,
  saveProgress,
} from './job-store.ts';

export interface JobQueueOptions {
  /** how often an idle queue looks for due jobs */
  pollMs?: number;
  /** how long a claim holds without renewal; renewed every third of it */
  leaseMs?: number;
  /** jobs one process runs at once */
  concurrency?: number;
  /** the delay before another attempt after an unexpected failure, by attempt (1-based) */
  retryDelayMs?: (attempt: number) => number;
  /** where handler failures are reported (the app's logger) */
  onError?: (error: unknown, job: Job | null) => void;
  /** a process's clock; tests move it */
  now?: () => Date;
}

const PROGRESS_EVERY_MS = 250;

const isoAfter = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();

export class DatabaseJobQueue implements JobQueue {
  readonly #db: DbOrTx;
  readonly #handlers = new Map<string, JobHandler<unknown>>();
  readonly #running = new Map<number, { done: Promise<void>; abort: AbortController }>();
  readonly #worker = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #concurrency: number;
  readonly #retryDelayMs: (attempt: number) => number;
  readonly #onError: (error: unknown, job: Job | null) => void;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | undefined;
  #started = false;
  #polling: Promise<void> | undefined;
  #pollAgain = false;
  #idleWaitMs = 0;

  constructor(db: DbOrTx, options: JobQueueOptions = {}) {
    this.#db = db;
    this.#pollMs = options.pollMs ?? 1_000;
    this.#leaseMs = options.leaseMs ?? 30_000;
    this.#concurrency = options.concurrency ?? 4;
    this.#retryDelayMs = options.retryDelayMs ?? ((attempt) => Math.min(2 ** attempt, 3600) * 1000);
    this.#onError = options.onError ?? (() => undefined);
    this.#now = options.now ?? (() => new Date());
  }

  async enqueue<P>(db: DbOrTx, options: EnqueueOptions<P>): Promise<Job<P>> {
    const job = await insertJob(db, options, this.#now().toISOString());
    if (this.#started && !db.isTransaction) this.kick();
    return job;
  }

  register<P>(kind: string, handler: JobHandler<P>): void {
    this.#handlers.set(kind, handler as JobHandler<unknown>);
  }

  get(db: DbOrTx, id: number): Promise<Job | undefined> {
    return findJob(db, id);
  }

  list(
    db: DbOrTx,
    filter: { kind?: string; state?: JobState; limit: number; beforeId?: number },
  ): Promise<Job[]> {
    return listJobs(db, filter);
  }

  async waitFor(
    id: number,
    options: { timeoutMs?: number; onProgress?: (job: Job) => void } = {},
  ): Promise<Job> {
    const deadline = Date.now() + (options.timeoutMs ?? 3_600_000);
    for (;;) {
      const job = await findJob(this.#db, id);
      if (!job) throw new Error(`No job ${id}`);
      options.onProgress?.(job);
      if (job.state === 'succeeded' || job.state === 'failed') return job;
      if (Date.now() > deadline) throw new Error(`Job ${id} did not end in time`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.kick();
  }

  /** Looks for due jobs now (after an enqueue, and when a job ended). */
  kick(): void {
    if (!this.#started) return;
    if (this.#polling) {
      this.#pollAgain = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#polling = this.#poll()
      .catch((error: unknown) => this.#onError(error, null))
      .finally(() => {
        this.#polling = undefined;
        if (!this.#started) return;
        if (this.#pollAgain) {
          this.#pollAgain = false;
          this.kick();
        } else this.#timer = setTimeout(() => this.kick(), this.#idleWaitMs);
      });
  }

  async stop(): Promise<void> {
    this.#started = false;
    clearTimeout(this.#timer);
    await this.#polling;
    for (const run of this.#running.values()) run.abort.abort();
    await Promise.all([...this.#running.values()].map((run) => run.done));
  }

  async #poll(): Promise<void> {
    const kinds = [...this.#handlers.keys()];
    while (this.#started && this.#running.size < this.#concurrency) {
      const now = this.#now();
      const job = await claimJob(
        this.#db,
        kinds,
        this.#worker,
        now.toISOString(),
        isoAfter(now, this.#leaseMs),
      );
      if (!job) break;
      this.#run(job);
    }
    // idle: look again when the next job falls due (a retry, a lease running out), at the latest
    // after pollMs, for jobs that other processes enqueue
    const next = await nextDueAt(this.#db, kinds);
    const untilNext = next === undefined ? this.#pollMs : Date.parse(next) - this.#now().getTime();
    this.#idleWaitMs = Math.min(this.#pollMs, Math.max(10, untilNext));
  }

  #run(job: Job): void {
    const abort = new AbortController();
    const done = this.#execute(job, abort.signal).finally(() => {
      this.#running.delete(job.id);
      this.kick();
    });
    this.#running.set(job.id, { done, abort });
  }

  async #execute(job: Job, signal: AbortSignal): Promise<void> {
    const handler = this.#handlers.get(job.kind)!;
    const renewal = setInterval(() => {
      const now = this.#now();
      renewLease(
        this.#db,
        job,
        this.#worker,
        now.toISOString(),
        isoAfter(now, this.#leaseMs),
      ).catch((error: unknown) => this.#onError(error, job));
    }, this.#leaseMs / 3);
    let lastReport = 0;
    const report = async (progress: JobProgress) => {
      if (Date.now() - lastReport < PROGRESS_EVERY_MS) return;
      lastReport = Date.now();
      await saveProgress(this.#db, job, this.#worker, progress, this.#now().toISOString());
    };
    try {
      const result = await handler(job, { report, signal, attempt: job.attempts });
      await this.#end(job, { state: 'succeeded', result: result ?? null });
    } catch (error) {
      await this.#fail(job, error);
    } finally {
      clearInterval(renewal);
    }
  }

  async #fail(job: Job, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof RetryLater)) this.#onError(error, job);
    if (job.attempts >= job.maxAttempts) {
      await this.#end(job, { state: 'failed', error: message });
      return;
    }
    const delay = error instanceof RetryLater ? error.retryInMs : this.#retryDelayMs(job.attempts);
    await this.#end(job, {
      state: 'queued',
      error: message,
      runAt: isoAfter(this.#now(), delay),
    });
  }

  async #end(job: Job, ending: Parameters<typeof endRun>[3]): Promise<void> {
    await endRun(this.#db, job, this.#worker, ending, this.#now().toISOString()).catch(
      (error: unknown) => this.#onError(error, job),
    );
  }
}
