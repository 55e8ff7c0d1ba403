import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { readConfig, type AppConfig } from '#server/config/env.ts';
import type { LogStream } from '#server/http/logging.ts';
import { MemoryRateLimiter } from '#server/http/rate-limiter.ts';
import { createMailer, type Mailer } from '#server/mail/mailer.ts';
import { CatalogEvents } from '#server/events/catalog-events.ts';
import type { PaymentGateway } from '#server/payments/gateway.ts';
import { createPaymentGateway } from '#server/payments/create-gateway.ts';
import { ShopEvents } from '#server/events/shop-events.ts';
import { syncDefaultTranslations } from '#server/i18n/i18n.service.ts';
import { Metrics } from '#server/system/metrics.ts';
import { DatabaseJobQueue } from '#server/jobs/database-job-queue.ts';
import { StartupGate } from '#server/system/startup-gate.ts';
import { TargetPolicy } from '#server/signed-webhooks/target-policy.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  mailer: Mailer;
  rateLimiter: MemoryRateLimiter;
  catalogEvents: CatalogEvents;
  paymentGateway: PaymentGateway;
  shopEvents: ShopEvents;
  startup: StartupGate;
  metrics: Metrics;
  jobs: DatabaseJobQueue;
  /** the retailer webhooks' address exemptions: a test names its receiver's origin here */
  webhookTargets: TargetPolicy;
  close(): Promise<void>;
}

/** The real app on a fresh migrated database, with a stand-in build of the web client. */
export async function createTestApp(
  env: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void,
  options: {
    logStream?: LogStream;
    onQuery?: (sql: string) => void;
    /** outside the test run, where there are no templates to copy: createScratchDatabase */
    database?: () => Promise<TestDatabase>;
  } = {},
): Promise<TestApp> {
  const database = options.database
    ? await options.database()
    : await createTestDatabase({
        level: 'translated',
        ...(options.onQuery ? { onQuery: options.onQuery } : {}),
      });
  const webDist = path.join(database.dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Shop</title><script type="module" src="/assets/app-1234.js"></script><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("shop")');
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    WEB_DIST: webDist,
    SHOP_VERSION: 'test-1',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  await syncDefaultTranslations(database.handle.db);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  const rateLimiter = new MemoryRateLimiter();
  const catalogEvents = new CatalogEvents();
  const paymentGateway = createPaymentGateway(config);
  const shopEvents = new ShopEvents();
  const startup = new StartupGate();
  const metrics = new Metrics();
  // no idle polls that a test counting queries would see: the queue looks when a job is
  // enqueued or falls due; short leases, so a taken-up job is seen within a test's time
  const jobs = new DatabaseJobQueue(database.handle.db, { pollMs: 600_000, leaseMs: 3_000 });
  // refuses what production refuses until a test exempts its receiver (decision 141)
  const webhookTargets = new TargetPolicy();
  const app = await buildApp(
    {
      config,
      database: database.handle,
      mailer,
      rateLimiter,
      catalogEvents,
      paymentGateway,
      shopEvents,
      startup,
      metrics,
      jobs,
      webhookTargets,
    },
    options.logStream ? { logStream: options.logStream } : {},
  );

  configure?.(app);
  await app.ready();
  // injected requests are served as soon as the app is ready
  startup.listening();
  return {
    app,
    database,
    config,
    mailer,
    rateLimiter,
    catalogEvents,
    paymentGateway,
    shopEvents,
    startup,
    metrics,
    jobs,
    webhookTargets,
    async close() {
      await app.close();
      mailer.close();
      await database.drop();
    },
  };
}
