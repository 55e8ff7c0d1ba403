/**
 * The queries of the durable jobs (docs/decisions/089-durable-jobs.md). A claim is a
 * compare-and-set on the row (its state and lease as read), so two processes never both win
 * it, on SQLite and PostgreSQL alike; a concurrency key is held in `job_locks`, whose primary
 * key lets only one running job hold it.
 */
import type { Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { Jobs } from '#server/db/tables.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { EnqueueOptions, Job, JobProgress, JobState } from './job-queue.ts';

type JobRow = Selectable<Jobs>;

function parse(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    concurrencyKey: row.concurrencyKey,
    idempotencyKey: row.idempotencyKey,
    payload: parse(row.payload),
    state: row.state as JobState,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    progress: parse(row.progress) as JobProgress | null,
    result: parse(row.result),
    error: row.error,
    runAt: row.runAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
  };
}

export async function insertJob<P>(
  db: DbOrTx,
  options: EnqueueOptions<P>,
  now: string,
): Promise<Job<P>> {
  return inTransaction(db, async (tx) => {
    if (options.idempotencyKey !== undefined) {
      const existing = await tx
        .selectFrom('jobs')
        .selectAll()
        .where('idempotencyKey', '=', options.idempotencyKey)
        .executeTakeFirst();
      if (existing) return toJob(existing) as Job<P>;
    }
    const row = await tx
      .insertInto('jobs')
      .values({
        kind: options.kind,
        concurrencyKey: options.concurrencyKey ?? null,
        idempotencyKey: options.idempotencyKey ?? null,
        payload: JSON.stringify(options.payload),
        state: 'queued',
        maxAttempts: options.maxAttempts ?? 1,
        runAt: options.runAt ?? now,
        createdAt: now,
        updatedAt: now,
      })
      // the same key enqueued at once by another transaction (a double click): its job counts
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return toJob(row) as Job<P>;
    const first = await tx
      .selectFrom('jobs')
      .selectAll()
      .where('idempotencyKey', '=', options.idempotencyKey!)
      .executeTakeFirstOrThrow();
    return toJob(first) as Job<P>;
  });
}

export async function findJob(db: DbOrTx, id: number): Promise<Job | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toJob(row) : undefined;
}

export async function listJobs(
  db: DbOrTx,
  filter: { kind?: string; state?: JobState; limit: number; beforeId?: number },
): Promise<Job[]> {
  let query = db.selectFrom('jobs').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.state !== undefined) query = query.where('state', '=', filter.state);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return (await query.execute()).map(toJob);
}

/** Jobs that are due: queued ones, and running ones whose process stopped renewing its lease. */
async function dueJobs(db: DbOrTx, kinds: readonly string[], now: string, limit: number) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('runAt', '<=', now)]),
        eb.and([eb('state', '=', 'running'), eb('lockedUntil', '<', now)]),
      ]),
    )
    .orderBy('runAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** When the next job of these kinds falls due: the earliest queued run or running lease's end. */
export async function nextDueAt(db: DbOrTx, kinds: readonly string[]): Promise<string | undefined> {
  if (kinds.length === 0) return undefined;
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [
      eb.fn.min(eb.case().when('state', '=', 'queued').then(eb.ref('runAt')).end()).as('queued'),
      eb.fn
        .min(eb.case().when('state', '=', 'running').then(eb.ref('lockedUntil')).end())
        .as('leased'),
    ])
    .where('kind', 'in', kinds)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  const times = [row?.queued, row?.leased].filter(
    (time): time is string => typeof time === 'string',
  );
  return times.sort()[0];
}

/**
 * Claims one due job for `worker` until `leaseUntil`, or answers undefined. A job whose lease
 * ran out and that has no attempt left is marked failed instead (its process was killed).
 */
export async function claimJob(
  db: DbOrTx,
  kinds: readonly string[],
  worker: string,
  now: string,
  leaseUntil: string,
): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  for (const row of await dueJobs(db, kinds, now, 20)) {
    if (row.attempts >= row.maxAttempts) {
      await failInterrupted(db, row, now);
      continue;
    }
    const claimed = await inTransaction(db, async (tx) => {
      const won = await tx
        .updateTable('jobs')
        .set({
          state: 'running',
          lockedBy: worker,
          lockedUntil: leaseUntil,
          attempts: row.attempts + 1,
          updatedAt: now,
        })
        .where('id', '=', row.id)
        .where('state', '=', row.state)
        .where('attempts', '=', row.attempts)
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) return undefined;
      if (row.concurrencyKey !== null && !(await takeLock(tx, row, now, leaseUntil))) {
        throw new LockHeld();
      }
      return { ...row, state: 'running', attempts: row.attempts + 1, lockedBy: worker };
    }).catch((error: unknown) => {
      if (error instanceof LockHeld) return undefined;
      throw error;
    });
    if (claimed) return toJob(claimed);
  }
  return undefined;
}

class LockHeld extends Error {}

async function takeLock(
  db: DbOrTx,
  row: JobRow,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const key = row.concurrencyKey!;
  const result = await db
    .insertInto('jobLocks')
    .values({ key, jobId: row.id, lockedUntil: leaseUntil })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ jobId: row.id, lockedUntil: leaseUntil })
        .where((eb) =>
          eb.or([eb('jobLocks.lockedUntil', '<', now), eb('jobLocks.jobId', '=', row.id)]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

async function failInterrupted(db: DbOrTx, row: JobRow, now: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: 'failed',
      error: row.error ?? 'The process running the job stopped before it ended',
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
      finishedAt: now,
    })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .where('attempts', '=', row.attempts)
    .execute();
  if (row.concurrencyKey !== null) await releaseLock(db, row.concurrencyKey, row.id);
}

async function releaseLock(db: DbOrTx, key: string, jobId: number): Promise<void> {
  await db.deleteFrom('jobLocks').where('key', '=', key).where('jobId', '=', jobId).execute();
}

/** Renews a running job's lease; false when the job is no longer this worker's. */
export async function renewLease(
  db: DbOrTx,
  job: Job,
  worker: string,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lockedUntil: leaseUntil, updatedAt: now })
    .where('id', '=', job.id)
    .where('lockedBy', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (job.concurrencyKey !== null) {
    await db
      .updateTable('jobLocks')
      .set({ lockedUntil: leaseUntil })
      .where('key', '=', job.concurrencyKey)
      .where('jobId', '=', job.id)
      .execute();
  }
  return Number(result.numUpdatedRows) === 1;
}

export async function saveProgress(
  db: DbOrTx,
  job: Job,
  worker: string,
  progress: JobProgress,
  now: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ progress: JSON.stringify(progress), updatedAt: now })
    .where('id', '=', job.id)
    .where('lockedBy', '=', worker)
    .execute();
}

export interface JobEnding {
  state: 'succeeded' | 'failed' | 'queued';
  result?: unknown;
  error?: string;
  /** for 'queued': when to try again */
  runAt?: string;
}

/** Ends a run: succeeded, failed, or queued again for a later attempt; frees the concurrency key. */
export async function endRun(
  db: DbOrTx,
  job: Job,
  worker: string,
  ending: JobEnding,
  now: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .updateTable('jobs')
      .set({
        state: ending.state,
        result: ending.result === undefined ? null : JSON.stringify(ending.result),
        error: ending.error ?? null,
        runAt: ending.runAt ?? job.runAt,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: now,
        finishedAt: ending.state === 'queued' ? null : now,
      })
      .where('id', '=', job.id)
      .where('lockedBy', '=', worker)
      .execute();
    if (job.concurrencyKey !== null) await releaseLock(tx, job.concurrencyKey, job.id);
  });
}
