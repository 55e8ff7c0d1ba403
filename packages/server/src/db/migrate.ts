import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-25-001-initial.ts';
import * as captcha from './migrations/2026-11-25-002-captcha.ts';
import * as portalTokens from './migrations/2026-11-25-003-portal-tokens.ts';
import * as preparedBaskets from './migrations/2026-11-26-004-prepared-baskets.ts';
import * as externalIdentities from './migrations/2026-11-27-005-external-identities.ts';
import * as translationsShipped from './migrations/2026-11-27-006-translations-shipped.ts';
import * as cardPayments from './migrations/2026-11-28-007-card-payments.ts';
import * as content from './migrations/2026-11-28-009-content.ts';
import * as newslettersTracking from './migrations/2026-11-28-011-newsletters-tracking.ts';
import * as searchBuildIndexes from './migrations/2026-11-29-062-search-build-indexes.ts';
import * as searchPageIndexes from './migrations/2026-11-30-067-search-page-indexes.ts';
import * as searchPageNames from './migrations/2026-12-01-069-search-page-names-by-language.ts';
import * as jobs from './migrations/2026-12-02-089-jobs.ts';
import * as operatorTokensAndOrdersOut from './migrations/2026-12-02-091-operator-tokens-and-orders-out.ts';
import * as erpDocuments from './migrations/2026-12-02-093-erp-documents.ts';
import * as revokedSessions from './migrations/2026-12-02-094-revoked-sessions.ts';
import * as articleAndPriceTypes from './migrations/2026-12-02-095-article-and-price-types.ts';
import * as shippingCountries from './migrations/2026-12-02-096-shipping-countries.ts';
import * as invoiceLinesAndPdfs from './migrations/2026-12-02-097-invoice-lines-and-pdfs.ts';
import * as orderDeliveryAddress from './migrations/2026-12-03-098-order-delivery-address.ts';
import * as apiKeys from './migrations/2026-12-03-100-api-keys.ts';
import * as retailerWebhooks from './migrations/2026-12-03-101-retailer-webhooks.ts';
import * as bannerCallToAction from './migrations/2026-12-03-102-banner-call-to-action.ts';
import * as articleDateChanges from './migrations/2026-12-03-105-article-date-changes.ts';
import * as productFeeds from './migrations/2026-12-04-099-product-feeds.ts';
import * as vacancyLocations from './migrations/2026-12-04-103-vacancy-locations.ts';
import * as articleAlerts from './migrations/2026-12-04-106-article-alerts.ts';
import type { Database } from './database.ts';

/** Migrations are listed here in order, so the bundle-free runtime needs no directory scan. */
const migrations: Record<string, Migration> = {
  '2026-11-25-001-initial': initial,
  '2026-11-25-002-captcha': captcha,
  '2026-11-25-003-portal-tokens': portalTokens,
  '2026-11-26-004-prepared-baskets': preparedBaskets,
  '2026-11-27-005-external-identities': externalIdentities,
  '2026-11-27-006-translations-shipped': translationsShipped,
  '2026-11-28-007-card-payments': cardPayments,
  '2026-11-28-009-content': content,
  '2026-11-28-011-newsletters-tracking': newslettersTracking,
  '2026-11-29-062-search-build-indexes': searchBuildIndexes,
  '2026-11-30-067-search-page-indexes': searchPageIndexes,
  '2026-12-01-069-search-page-names-by-language': searchPageNames,
  '2026-12-02-089-jobs': jobs,
  '2026-12-02-091-operator-tokens-and-orders-out': operatorTokensAndOrdersOut,
  '2026-12-02-093-erp-documents': erpDocuments,
  '2026-12-02-094-revoked-sessions': revokedSessions,
  '2026-12-02-095-article-and-price-types': articleAndPriceTypes,
  '2026-12-02-096-shipping-countries': shippingCountries,
  '2026-12-02-097-invoice-lines-and-pdfs': invoiceLinesAndPdfs,
  '2026-12-03-098-order-delivery-address': orderDeliveryAddress,
  '2026-12-03-100-api-keys': apiKeys,
  '2026-12-03-101-retailer-webhooks': retailerWebhooks,
  '2026-12-03-102-banner-call-to-action': bannerCallToAction,
  '2026-12-03-105-article-date-changes': articleDateChanges,
  '2026-12-04-099-product-feeds': productFeeds,
  '2026-12-04-103-vacancy-locations': vacancyLocations,
  '2026-12-04-106-article-alerts': articleAlerts,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
