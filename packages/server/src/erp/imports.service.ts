/**
 * The operator's imports as durable jobs (docs/decisions/088 and 089): the API's upload and the
 * command line both enqueue the same job, which any process of the shop runs; one import runs
 * at a time, and a killed one, rolled back by its transaction, is run again from the start.
 */
import fs from 'node:fs';
import type { Database } from '#server/db/database.ts';
import type { CatalogEvents } from '#server/events/catalog-events.ts';
import { runImport, type ImportOutcome } from '#server/exchange/import-runner.ts';
import type { ImportFile } from '#server/exchange/read-records.ts';
import type { ImportMode, OperatorScope } from '#server/exchange/record-type.ts';
import type { Job, JobQueue } from '#server/jobs/job-queue.ts';
import type { RecordType } from '#server/exchange/record-type.ts';

export const IMPORT_JOB = 'import';
/** a killed import is started again this many times in all */
const IMPORT_ATTEMPTS = 3;

export interface ImportPayload {
  files: ImportFile[];
  mode: ImportMode;
  dryRun: boolean;
  /** what the caller may import; a record of another scope is a problem */
  scopes: OperatorScope[];
  /** a folder of uploaded files the job removes when it has ended */
  uploadDir: string | null;
  /** who asked: an operator token's name, or "command line" */
  requestedBy: string;
}

/** What the job stores as its result: the runner's outcome without the changed article ids. */
export type ImportResult = Omit<ImportOutcome, 'changedArticleIds' | 'stockChangedArticleIds'> & {
  changedArticles: number;
};

export function enqueueImport(
  db: Database,
  jobs: JobQueue,
  payload: ImportPayload,
  idempotencyKey?: string,
): Promise<Job<ImportPayload>> {
  return jobs.enqueue(db, {
    kind: IMPORT_JOB,
    payload,
    concurrencyKey: IMPORT_JOB,
    maxAttempts: IMPORT_ATTEMPTS,
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
}

export interface ImportJobDeps {
  db: Database;
  catalogEvents: CatalogEvents;
  onError: (error: unknown) => void;
  recordTypes: readonly RecordType<unknown>[];
}

export function registerImportJob(jobs: JobQueue, deps: ImportJobDeps): void {
  jobs.register<ImportPayload>(IMPORT_JOB, async (job, context) => {
    const { payload } = job;
    let ended = false;
    try {
      const outcome = await runImport(deps.db, deps.recordTypes, payload, {
        signal: context.signal,
        onProgress: (phase, done, total) => void context.report({ phase, done, total }),
        onAfterCommitError: deps.onError,
      });
      ended = true;
      // after the commit: the search index of every process and the article caches
      deps.catalogEvents.articlesChanged(outcome.changedArticleIds);
      deps.catalogEvents.articlesChanged(outcome.stockChangedArticleIds, 'stockAndPrices');
      const { changedArticleIds, stockChangedArticleIds, ...rest } = outcome;
      const changedArticles = changedArticleIds.length + stockChangedArticleIds.length;
      return { ...rest, changedArticles } satisfies ImportResult;
    } finally {
      if (payload.uploadDir && (ended || context.attempt >= job.maxAttempts))
        fs.rmSync(payload.uploadDir, { recursive: true, force: true });
    }
  });
}

/** How an import job looks to the operator: its state and, once it ended, what it did. */
export interface ImportJobView {
  id: number;
  state: Job['state'];
  /** applied, checked (a dry run without problems), refused (problems), or null while it runs */
  outcome: 'applied' | 'checked' | 'refused' | null;
  mode: ImportMode;
  dryRun: boolean;
  files: string[];
  requestedBy: string;
  progress: Job['progress'];
  result: ImportResult | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  finishedAt: string | null;
}

export function importJobView(job: Job): ImportJobView {
  const payload = job.payload as ImportPayload;
  const result = job.state === 'succeeded' ? (job.result as ImportResult) : null;
  return {
    id: job.id,
    state: job.state,
    outcome:
      result === null ? null : !result.ok ? 'refused' : result.dryRun ? 'checked' : 'applied',
    mode: payload.mode,
    dryRun: payload.dryRun,
    files: payload.files.map((file) => file.name),
    requestedBy: payload.requestedBy,
    progress: job.progress,
    result,
    error: job.error,
    attempts: job.attempts,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}

/** An import job the caller may see: one whose scopes the caller holds all of. */
export async function findImportJob(
  db: Database,
  jobs: JobQueue,
  id: number,
  scopes: readonly OperatorScope[],
): Promise<Job | undefined> {
  const job = await jobs.get(db, id);
  if (!job || job.kind !== IMPORT_JOB) return undefined;
  const payload = job.payload as ImportPayload;
  return payload.scopes.every((scope) => scopes.includes(scope)) ? job : undefined;
}
