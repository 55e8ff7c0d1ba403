import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { DatabaseJobQueue } from './database-job-queue.ts';
import { RetryLater } from './job-queue.ts';
import { claimJob } from './job-store.ts';

let t: TestDatabase;
const queues: DatabaseJobQueue[] = [];

function queue(options: ConstructorParameters<typeof DatabaseJobQueue>[1] = {}) {
  const made = new DatabaseJobQueue(t.handle.db, { pollMs: 20, leaseMs: 300, ...options });
  queues.push(made);
  return made;
}

beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
  await t.drop();
});

describe('durable jobs', () => {
  it('runs a job once, stores its progress and result, and answers the same job for a repeated idempotency key', async () => {
    const q = queue();
    const seen: number[] = [];
    q.register<{ n: number }>('double', async (job, { report }) => {
      seen.push(job.payload.n);
      await report({ phase: 'working', done: 1, total: 1 });
      return { doubled: job.payload.n * 2 };
    });
    q.start();
    const first = await q.enqueue(t.handle.db, {
      kind: 'double',
      payload: { n: 21 },
      idempotencyKey: 'k1',
    });
    const again = await q.enqueue(t.handle.db, {
      kind: 'double',
      payload: { n: 99 },
      idempotencyKey: 'k1',
    });
    expect(again.id).toBe(first.id);
    const ended = await q.waitFor(first.id, { timeoutMs: 5_000 });
    expect(ended).toMatchObject({ state: 'succeeded', attempts: 1, result: { doubled: 42 } });
    expect(ended.progress).toEqual({ phase: 'working', done: 1, total: 1 });
    expect(seen).toEqual([21]);
    expect(await t.handle.db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
  });

  it('tries again later when the handler asks to, and fails after the last attempt', async () => {
    const q = queue();
    let calls = 0;
    q.register('flaky', () => {
      calls++;
      if (calls < 3) throw new RetryLater('receiver answered 503', 10);
      return Promise.resolve('delivered');
    });
    q.register('broken', () => Promise.reject(new Error('always broken')));
    q.start();
    const flaky = await q.enqueue(t.handle.db, { kind: 'flaky', payload: {}, maxAttempts: 5 });
    const broken = await q.enqueue(t.handle.db, { kind: 'broken', payload: {}, maxAttempts: 2 });
    expect(await q.waitFor(flaky.id, { timeoutMs: 5_000 })).toMatchObject({
      state: 'succeeded',
      attempts: 3,
      result: 'delivered',
    });
    // the unexpected failure waits its back-off (2 s after the first attempt) before the second
    expect(await q.waitFor(broken.id, { timeoutMs: 10_000 })).toMatchObject({
      state: 'failed',
      attempts: 2,
      error: 'always broken',
    });
  });

  it('never runs two jobs of one concurrency key at once, even from two queues', async () => {
    const a = queue();
    const b = queue();
    let running = 0;
    let most = 0;
    const handler = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 60));
      running--;
    };
    a.register('import', handler);
    b.register('import', handler);
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (await a.enqueue(t.handle.db, { kind: 'import', payload: i, concurrencyKey: 'catalog' }))
          .id,
      );
    a.start();
    b.start();
    for (const id of ids)
      expect((await a.waitFor(id, { timeoutMs: 10_000 })).state).toBe('succeeded');
    expect(most).toBe(1);
  });

  it('takes up the job of a process that stopped renewing its lease, and fails it when no attempt is left', async () => {
    const db = t.handle.db;
    const q = queue();
    const past = new Date(Date.now() - 60_000);
    const runAt = past.toISOString();
    const resumed = await q.enqueue(db, {
      runAt,
      kind: 'import',
      payload: 'a',
      maxAttempts: 2,
      concurrencyKey: 'catalog',
    });
    // a process claims the job and dies: its lease is never renewed
    const claimed = await claimJob(
      db,
      ['import'],
      'dead-process',
      past.toISOString(),
      new Date(past.getTime() + 1_000).toISOString(),
    );
    expect(claimed?.id).toBe(resumed.id);
    const lastChance = await q.enqueue(db, { runAt, kind: 'once', payload: 'b', maxAttempts: 1 });
    await claimJob(
      db,
      ['once'],
      'dead-process',
      past.toISOString(),
      new Date(past.getTime() + 1_000).toISOString(),
    );

    const ran: string[] = [];
    q.register<string>('import', (job) => Promise.resolve(ran.push(job.payload)));
    q.register<string>('once', (job) => Promise.resolve(ran.push(job.payload)));
    q.start();
    expect(await q.waitFor(resumed.id, { timeoutMs: 5_000 })).toMatchObject({
      state: 'succeeded',
      attempts: 2,
    });
    expect(await q.waitFor(lastChance.id, { timeoutMs: 5_000 })).toMatchObject({
      state: 'failed',
      error: 'The process running the job stopped before it ended',
    });
    expect(ran).toEqual(['a']);
    expect(await db.selectFrom('jobLocks').selectAll().execute()).toEqual([]);
  });

  it('aborts a running handler when the queue stops, and another process finishes the job', async () => {
    const a = queue();
    a.register(
      'long',
      (_job, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('stopped'))),
        ),
    );
    a.start();
    const job = await a.enqueue(t.handle.db, { kind: 'long', payload: {}, maxAttempts: 3 });
    for (let i = 0; i < 50 && (await a.get(t.handle.db, job.id))?.state !== 'running'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await a.stop();
    const b = queue({ retryDelayMs: () => 0 });
    b.register('long', () => Promise.resolve('done by b'));
    b.start();
    expect(await b.waitFor(job.id, { timeoutMs: 5_000 })).toMatchObject({
      state: 'succeeded',
      result: 'done by b',
    });
  });
});
