import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '#server/db/database.ts';
import type { ShopEvents } from '#server/events/shop-events.ts';

/**
 * The Prometheus metrics of one process (docs/decisions/060-observability-and-backup.md): HTTP
 * requests by route, the database pool, orders placed and card payments charged, and Node's own
 * figures. With several workers GET /metrics answers the sum of all of them (metrics-cluster.ts).
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly requestSeconds = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders committed, by currency',
    labelNames: ['currency'] as const,
    registers: [this.registry],
  });
  readonly orderValue = new Counter({
    name: 'shop_orders_placed_minor_total',
    help: 'Value of the orders committed in minor currency units, by currency',
    labelNames: ['currency'] as const,
    registers: [this.registry],
  });
  readonly paymentsCharged = new Counter({
    name: 'shop_payments_charged_total',
    help: 'Card payments charged by the provider, by provider and currency',
    labelNames: ['provider', 'currency'] as const,
    registers: [this.registry],
  });
  readonly paymentsAmount = new Counter({
    name: 'shop_payments_charged_minor_total',
    help: 'Amount of the card payments charged in minor currency units, by currency',
    labelNames: ['currency'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'shop_' });
  }

  /** Reports the database pool at every scrape. */
  watchPool(stats: () => PoolStats): void {
    const gauge = (name: string, help: string, read: (pool: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read(stats()));
        },
      });
    gauge('shop_db_pool_connections', 'Open database connections', (pool) => pool.total);
    gauge('shop_db_pool_idle_connections', 'Idle database connections', (pool) => pool.idle);
    gauge(
      'shop_db_pool_waiting_queries',
      'Queries waiting for a connection',
      (pool) => pool.waiting,
    );
  }

  /** Counts the shop's committed orders and charged payments. */
  countShopEvents(events: ShopEvents): void {
    events.on('orderPlaced', ({ currency, totalMinor }) => {
      this.ordersPlaced.inc({ currency });
      this.orderValue.inc({ currency }, totalMinor);
    });
    events.on('paymentCharged', ({ provider, currency, amountMinor }) => {
      this.paymentsCharged.inc({ provider, currency });
      this.paymentsAmount.inc({ currency }, amountMinor);
    });
  }
}
