import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Durable jobs (docs/decisions/089-durable-jobs.md): imports and webhook deliveries as rows
 * that a process claims with a lease it renews while it works, so a killed process's job is
 * taken up again once its lease has run out. `job_locks` keeps jobs with the same concurrency
 * key from running at once, across processes. Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('jobs')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('concurrency_key', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('progress', 'text')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('jobs_state_run_at')
    .on('jobs')
    .columns(['state', 'run_at'])
    .execute();
  await db.schema.createIndex('jobs_kind_id').on('jobs').columns(['kind', 'id']).execute();
  await db.schema
    .createTable('job_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_locks').execute();
  await db.schema.dropTable('jobs').execute();
}
