/**
 * `npm run content -- import <folder>` and `npm run content -- export <folder>`: the operator's
 * content tool (decision 048, README "Content").
 */
import { ConfigError, readConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { runContentCommand } from './content-command.ts';

async function main(): Promise<number> {
  const config = readConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    // npm runs workspace scripts in the package folder; a relative folder means where npm started
    return await runContentCommand(
      database.db,
      process.argv.slice(2),
      { out: (line) => console.log(line), err: (line) => console.error(line) },
      process.env.INIT_CWD ?? process.cwd(),
    );
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
