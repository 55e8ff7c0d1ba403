/**
 * What the operator's import and export commands open: the database the server would open
 * (DATA_DIR or DATABASE_URL, migrated), its mailer, and, with REDIS_URL, the relay that tells the
 * running shop's processes of catalog changes at once (without it their index notices them by
 * its periodic look at `updated_at`). npm runs workspace scripts inside packages/server, so a
 * relative path is resolved against the directory npm was started in (INIT_CWD).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, readConfig, type AppConfig } from '#server/config/env.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { CatalogEvents } from '#server/events/catalog-events.ts';
import { CatalogRelay } from '#server/events/catalog-relay.ts';
import { createMailer, type Mailer } from '#server/mail/mailer.ts';

export interface CliContext {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  catalogEvents: CatalogEvents;
  close(): Promise<void>;
}

/** The directory the operator typed the command in. */
export function commandDirectory(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

export async function openCliContext(env: NodeJS.ProcessEnv = process.env): Promise<CliContext> {
  const config = readConfig({
    ...env,
    DATA_DIR: path.resolve(commandDirectory(), env.DATA_DIR ?? './data'),
  });
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  const catalogEvents = new CatalogEvents();
  const relay = config.redisUrl
    ? new CatalogRelay(catalogEvents, {
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
        onError: () => undefined,
      })
    : undefined;
  await relay?.subscribed;
  return {
    config,
    database,
    mailer,
    catalogEvents,
    async close() {
      await relay?.close();
      mailer.close();
      await database.close();
    },
  };
}

/**
 * Runs an operator command when its module is the one node started (`moduleUrl` is the
 * module's `import.meta.url`): opens the context, hands it to `work`, closes it and exits with
 * the code `work` answers (2 for a configuration the shop refuses, 1 for an unexpected error).
 */
export function runAsCommand(
  moduleUrl: string,
  work: (context: CliContext) => Promise<number>,
): void {
  if (process.argv[1] === undefined || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const main = async () => {
    let context;
    try {
      context = await openCliContext();
    } catch (error) {
      if (error instanceof ConfigError) {
        console.error(error.message);
        return 2;
      }
      throw error;
    }
    try {
      return await work(context);
    } finally {
      await context.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
