import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createRateLimiter } from './http/rate-limiter.ts';
import { createMailer } from './mail/mailer.ts';
import { CatalogEvents } from './events/catalog-events.ts';
import { createPaymentGateway } from './payments/create-gateway.ts';
import { ShopEvents } from './events/shop-events.ts';
import { syncDefaultTranslations } from './i18n/i18n.service.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { isDatabaseEmpty, seedDatabase } from './seed/seed.ts';
import { secureDataDirectory } from './system/data-dir.ts';

/** Boots the shop: config, database, migrations, demo data on an empty database, HTTP. */
async function main(): Promise<void> {
  const config = readConfig();
  secureDataDirectory(config.dataDir);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  await syncDefaultTranslations(database.db);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  const rateLimiter = createRateLimiter(config.redisUrl);
  // seeded before the app is built, so the search index is built once, from the full catalog
  const seeded = await isDatabaseEmpty(database.db);
  if (seeded) await seedDatabase(database, { articles: config.seedArticles });
  const app = await buildApp({
    config,
    database,
    mailer,
    rateLimiter,
    catalogEvents: new CatalogEvents(),
    paymentGateway: createPaymentGateway(config),
    shopEvents: new ShopEvents(),
  });
  if (seeded) {
    app.log.info(
      `empty database: seeded ${config.seedArticles} demo articles and the demo accounts`,
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing open requests, then stopping`);
    app
      .close()
      .then(() => Promise.all([database.close(), rateLimiter.close()]))
      .then(() => mailer.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const logins = DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} ${a.description}`).join('\n');
  process.stdout.write(
    `\nThe shop runs at ${address.replace('0.0.0.0', 'localhost')} (database: ${where})\n` +
      `Demo logins, password "${DEMO_PASSWORD}":\n${logins}\n\n`,
  );
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
