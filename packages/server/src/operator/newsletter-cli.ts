/**
 * `npm run newsletter -- import <file>`: adds a newsletter to the archive from a JSON file
 * (the format is in the README and `newsletters/newsletter-import.ts`); prints its id.
 */
import { pathToFileURL } from 'node:url';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { openDatabase, type DbOrTx } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { AppError } from '#server/http/app-error.ts';
import { importNewsletterFile } from '#server/newsletters/newsletter-import.ts';
import type { CliOutput } from './registrations-cli.ts';
import { terminalText } from './terminal-text.ts';

const USAGE = 'Usage: npm run newsletter -- import <file.json>';

export async function runNewsletterCli(
  argv: string[],
  context: { db: DbOrTx; publicUrl: string },
  output: CliOutput,
): Promise<number> {
  const [command, file, ...rest] = argv;
  if (command !== 'import' || !file || rest.length > 0) {
    output.err(USAGE);
    return 2;
  }
  try {
    const id = await importNewsletterFile(context.db, { publicUrl: context.publicUrl }, file);
    output.out(`Newsletter ${id} added to the archive.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    output.err(`${terminalText(file)}: ${terminalText(error.message)}`);
    return 1;
  }
}

async function main(): Promise<number> {
  const config = readConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    return await runNewsletterCli(
      process.argv.slice(2),
      { db: database.db, publicUrl: config.publicUrl },
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
