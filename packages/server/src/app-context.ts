import type { CatalogEvents } from './events/catalog-events.ts';
import type { ShopEvents } from './events/shop-events.ts';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import type { StartupGate } from './system/startup-gate.ts';
import type { Metrics } from './system/metrics.ts';
import type { EarlySearchThread } from './search/early-search-thread.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { TargetPolicy } from './signed-webhooks/target-policy.ts';

/** What every module's routes and services are given: configuration, database, mail, limits, catalog and shop events. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  catalogEvents: CatalogEvents;
  /** the card payment provider, or the offline test gateway (docs/decisions/044) */
  paymentGateway: PaymentGateway;
  /** orders placed, registrations submitted: for listeners such as event tracking */
  shopEvents: ShopEvents;
  /** readiness: parts that get ready in the background hand their promise to `startup.track` */
  startup: StartupGate;
  /** Prometheus metrics of this process (summed across workers at /metrics) */
  metrics: Metrics;
  /** durable jobs (imports, webhook deliveries); started when the app is ready, stopped when it closes (decision 089) */
  jobs: JobQueue;
  /** the exemptions of the retailer webhooks' address check: none unless a test names its receiver (decision 141) */
  webhookTargets?: TargetPolicy;
  /** the search thread when main started it before loading the app (decision 084) */
  earlySearchThread?: EarlySearchThread;
}
