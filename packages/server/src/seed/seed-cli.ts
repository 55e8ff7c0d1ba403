/**
 * `npm run seed -- --articles N [--reset] [--reference-date YYYY-MM-DD] [--records DIR]`
 *
 * Opens the database the server would open (DATA_DIR or DATABASE_URL), migrates it and fills it
 * with the demo data. npm runs workspace scripts inside packages/server, so a relative DATA_DIR
 * is resolved against the directory npm was started in (INIT_CWD), like the server's ./data.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import {
  seedDatabase,
  SeedError,
  validateSeedOptions,
  type SeedOptions,
  type SeedSummary,
} from './seed.ts';

const USAGE = `Usage: npm run seed -- [--articles N] [--reset] [--reference-date YYYY-MM-DD] [--records DIR]

  --articles N             main articles to generate (default SEED_ARTICLES, 2000)
  --reset                  delete all existing data first (translations and settings stay)
  --reference-date DATE    the day generated dates are relative to (default today, UTC)
  --records DIR            keep the demo's import files (catalog.jsonl with the accounts,
                           documents.jsonl) in DIR: the demo in the operator import's format

Environment: DATA_DIR (default ./data) or DATABASE_URL (postgres://...).`;

class UsageError extends Error {}

function parseOptions(
  argv: string[],
  defaultArticles: number,
  baseDir: string,
): SeedOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        articles: { type: 'string', short: 'n' },
        reset: { type: 'boolean', default: false },
        'reference-date': { type: 'string' },
        records: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help) return 'help';
  let articles = defaultArticles;
  if (values.articles !== undefined) {
    if (!/^\d+$/.test(values.articles)) {
      throw new UsageError(`--articles must be a whole number, got "${values.articles}"`);
    }
    articles = Number(values.articles);
  }
  const options: SeedOptions = { articles, reset: values.reset };
  if (values['reference-date'] !== undefined) options.referenceDate = values['reference-date'];
  if (values.records !== undefined) options.recordsDir = path.resolve(baseDir, values.records);
  const problems = validateSeedOptions(options);
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  return options;
}

function printSummary(summary: SeedSummary): void {
  const lines = [
    `Seeded (reference date ${summary.referenceDate}):`,
    `  articles        ${summary.mainArticles} main articles + ${summary.variants} size variants (${summary.articleRows} rows)`,
    `  states          ${Object.entries(summary.states)
      .map(([state, count]) => `${state} ${count}`)
      .join(', ')}`,
    `  specials        hot deals ${summary.hotDeals}, close-outs ${summary.closeOuts}, in a campaign ${summary.specialsInCampaign}, campaign only ${summary.campaignOnly}`,
    `  damaged         1DAP ${summary.damagedPackaging['1DAP']}, 2DAP ${summary.damagedPackaging['2DAP']}; fashion with sizes ${summary.fashionWithSizes}`,
    `  accounts        ${summary.accounts} (password demo-shop), ${summary.orders} orders, ${summary.openOrders} open orders`,
    `  invoices        paid ${summary.invoices.paid}, unpaid ${summary.invoices.unpaid}, overdue ${summary.invoices.overdue}, cancelled ${summary.invoices.canceled}`,
    `  rows            ${Object.values(summary.rows).reduce((sum, count) => sum + count, 0)} in ${Object.keys(summary.rows).length} tables`,
    `  time            ${(summary.durationMs / 1000).toFixed(1)} s`,
  ];
  console.log(lines.join('\n'));
}

async function main(): Promise<number> {
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  let config;
  let options;
  try {
    config = readConfig({
      ...process.env,
      DATA_DIR: path.resolve(baseDir, process.env.DATA_DIR ?? './data'),
    });
    const parsed = parseOptions(process.argv.slice(2), config.seedArticles, baseDir);
    if (parsed === 'help') {
      console.log(USAGE);
      return 0;
    }
    options = parsed;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }

  const target = config.databaseUrl
    ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}`
    : path.join(config.dataDir, 'shop.sqlite');
  console.log(
    `Seeding ${options.articles} articles into ${target}${options.reset ? ' (reset)' : ''}`,
  );
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db);
    const summary = await seedDatabase(handle, {
      ...options,
      log: (message) => console.log(`  ${message}`),
    });
    printSummary(summary);
    return 0;
  } catch (error) {
    if (error instanceof SeedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
