/**
 * Durable jobs: imports and webhook deliveries survive a restart and a killed process
 * (docs/decisions/089-durable-jobs.md).
 */
import type { DbOrTx } from '#server/db/database.ts';

export type JobState = 'queued' | 'running' | 'succeeded' | 'failed';

export interface JobProgress {
  /** what the job is doing now, such as 'checking' or 'applying' */
  phase: string;
  done: number;
  /** null while the total is not known */
  total: number | null;
}

export interface Job<P = unknown> {
  id: number;
  kind: string;
  /** jobs with the same key never run at the same time (one import of the catalog at once) */
  concurrencyKey: string | null;
  /** a second enqueue with the same key answers the first job (an idempotent post) */
  idempotencyKey: string | null;
  payload: P;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  progress: JobProgress | null;
  /** what the handler returned when it succeeded */
  result: unknown;
  /** the last failure's message */
  error: string | null;
  runAt: string;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface EnqueueOptions<P> {
  kind: string;
  payload: P;
  concurrencyKey?: string;
  idempotencyKey?: string;
  /** default 1: an import is not retried; a delivery is */
  maxAttempts?: number;
  /** ISO time; default now */
  runAt?: string;
}

export interface JobHandlerContext {
  /** stores the progress (at most every 250 ms) for the operator API and the command line */
  report(progress: JobProgress): Promise<void>;
  /** aborted when the queue stops: a handler ends its work or lets its transaction roll back */
  signal: AbortSignal;
  attempt: number;
}

/** A failure the handler throws to be tried again after `retryInMs` (a receiver that is down). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

export type JobHandler<P> = (job: Job<P>, context: JobHandlerContext) => Promise<unknown>;

export interface JobQueue {
  /** Stores a job, or answers the stored one with the same idempotency key. */
  enqueue<P>(db: DbOrTx, options: EnqueueOptions<P>): Promise<Job<P>>;
  /** The handler of one kind of job; jobs of unregistered kinds wait. */
  register<P>(kind: string, handler: JobHandler<P>): void;
  get(db: DbOrTx, id: number): Promise<Job | undefined>;
  list(
    db: DbOrTx,
    filter: { kind?: string; state?: JobState; limit: number; beforeId?: number },
  ): Promise<Job[]>;
  /** Resolves when the job has ended (tests and the command line wait with it). */
  waitFor(
    id: number,
    options?: { timeoutMs?: number; onProgress?: (job: Job) => void },
  ): Promise<Job>;
  /** Starts claiming jobs; a claimed job's lease is renewed while it runs, so a killed process's job is taken up again. */
  start(): void;
  /** Looks for due jobs now: after a transaction that enqueued one has committed. */
  kick(): void;
  /** Stops claiming, aborts running handlers and waits for them. */
  stop(): Promise<void>;
}
