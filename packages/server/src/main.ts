import cluster from 'node:cluster';
import { ConfigError, readConfig } from './config/env.ts';
import { sqliteLocation } from './db/database.ts';
import { runPrimary } from './process/cluster-primary.ts';
import { prepareDatabase } from './process/prepare.ts';
import { startupMessage } from './process/startup-message.ts';
import { EarlySearchThread } from './search/early-search-thread.ts';
import { searchThreadSettings } from './search/search-thread-start.ts';

const print = (text: string) => process.stdout.write(text);

/**
 * Starts the shop: one process, or with WORKERS > 1 a primary that prepares the database once
 * and forks the workers that serve (docs/decisions/059-processes-and-redis.md).
 */
async function main(): Promise<void> {
  const config = readConfig();
  if (cluster.isWorker) {
    await serve(config, false);
    return;
  }
  const { seeded } = await prepareDatabase(config);
  if (seeded)
    print(`empty database: seeded ${config.seedArticles} demo articles and the demo accounts\n`);
  if (config.workers > 1) runPrimary(config, print);
  else await serve(config, true);
}

async function serve(config: ReturnType<typeof readConfig>, announce: boolean): Promise<void> {
  // the search thread reads its index on the second core while this one loads the app
  // (docs/decisions/084-start-in-parallel.md)
  const threadSettings = searchThreadSettings(config, sqliteLocation({ dataDir: config.dataDir }));
  const earlySearchThread = threadSettings ? new EarlySearchThread(threadSettings) : undefined;
  const { bootServer } = await import('./process/boot.ts');
  const server = await bootServer(config, earlySearchThread);
  const stop = (signal: string) => {
    print(`${signal}: finishing open requests, then stopping\n`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  if (announce) print(startupMessage(config, server.address));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `The shop could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
