import { buildApp } from '#server/app.ts';
import { DatabaseJobQueue } from '#server/jobs/database-job-queue.ts';
import { GUARD_TABLES } from '#server/auth/account-cache.ts';
import type { AppConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { CatalogEvents } from '#server/events/catalog-events.ts';
import { CatalogRelay } from '#server/events/catalog-relay.ts';
import { ShopEvents } from '#server/events/shop-events.ts';
import { WrittenTablesRelay } from '#server/events/written-tables-relay.ts';
import { createRateLimiter } from '#server/http/rate-limiter.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { createPaymentGateway } from '#server/payments/create-gateway.ts';
import type { EarlySearchThread } from '#server/search/early-search-thread.ts';
import { Metrics } from '#server/system/metrics.ts';
import { StartupGate } from '#server/system/startup-gate.ts';
import { gracefulStop } from './shutdown.ts';

export interface BootedServer {
  address: string;
  stop(): Promise<void>;
}

/**
 * Starts one serving process on a prepared database: its connections, the app, the relays of
 * catalog changes and written tables when Redis is there, and listening. In a cluster every worker runs this; the port is
 * shared through the primary.
 */
export async function bootServer(
  config: AppConfig,
  earlySearchThread?: EarlySearchThread,
): Promise<BootedServer> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  const rateLimiter = createRateLimiter(config.redisUrl, config.redisPrefix);
  const catalogEvents = new CatalogEvents();
  const startup = new StartupGate();
  const app = await buildApp({
    config,
    database,
    mailer,
    rateLimiter,
    catalogEvents,
    paymentGateway: createPaymentGateway(config),
    shopEvents: new ShopEvents(),
    startup,
    metrics: new Metrics(),
    jobs: new DatabaseJobQueue(database.db),
    earlySearchThread,
  });
  const { redisUrl } = config;
  const relayOptions = (name: string, url: string) => ({
    redisUrl: url,
    prefix: config.redisPrefix,
    onError: (error: unknown) => app.log.warn({ err: error }, `${name} relay: Redis error`),
  });
  // catalog changes reach every search index; account writes empty every guard's cache
  const relays = redisUrl
    ? [
        new CatalogRelay(catalogEvents, relayOptions('catalog', redisUrl)),
        new WrittenTablesRelay(
          database.writes,
          GUARD_TABLES,
          relayOptions('written tables', redisUrl),
        ),
      ]
    : [];
  for (const relay of relays) startup.track(relay.subscribed);

  const stop = gracefulStop(app, startup, [
    () => Promise.all(relays.map((relay) => relay.close())),
    () => database.close(),
    () => rateLimiter.close(),
    () => mailer.close(),
  ]);
  const address = await app.listen({ host: config.host, port: config.port });
  startup.listening();
  return { address, stop };
}
