import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ErrorBody } from '@shop/domain/api/errors.ts';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { apiKeysRoutes } from './api-keys/api-keys.routes.ts';
import { feedsRoutes } from './feeds/feeds.routes.ts';
import { apiKeyCallerOf, eraseApiKeysOf, recordApiKeyUse } from './api-keys/api-keys.service.ts';
import type { ApiKeyDoor } from './auth/api-key-door.ts';
import { throttledUse } from './http/secret-tokens.ts';
import { RATE_LIMITS } from './http/rate-limits.ts';
import { archiveRoutes } from './archive/archive.routes.ts';
import { profileRoutes } from './accounts/profile.routes.ts';
import { savedSearchesRoutes } from './accounts/saved-searches.routes.ts';
import { basketRoutes } from './basket/basket.routes.ts';
import { eraseBasketsOf } from './basket/basket.service.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { eraseOrderDetailsOf, ownOrderLines } from './orders/account-orders.service.ts';
import { openOrdersRoutes } from './open-orders/open-orders.routes.ts';
import type { AppContext } from './app-context.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createTokenIssuer } from './auth/access-token.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createCustomerGuards } from './auth/customer-guard.ts';
import { createOperatorGuards } from './operator-access/create-operator-guards.ts';
import { erpRoutes } from './erp/erp.routes.ts';
import { importsRoutes } from './erp/imports.routes.ts';
import { orderRecords } from './erp/order-records.ts';
import { startOrdersOut, type OrdersOut } from './erp/orders-out.service.ts';
import { TargetPolicy } from './signed-webhooks/target-policy.ts';
import {
  startRetailerWebhooks,
  type RetailerWebhooks,
} from './webhooks/webhook-deliveries.service.ts';
import { webhooksRoutes } from './webhooks/webhooks.routes.ts';
import { alertsRoutes } from './alerts/alerts.routes.ts';
import { startAlertDigests } from './alerts/alert-digest.service.ts';
import { eraseAlertsOf } from './alerts/alerts.service.ts';
import type { Sweeper } from './signed-webhooks/sweeper.ts';
import { guardBeforeValidation } from './auth/password-initialization.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import { clientErrorsRoutes } from './client-errors/client-errors.routes.ts';
import './auth/customer.ts';
import type { RouteContext } from './route-context.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { catalogInfoRoutes } from './catalog/catalog-info.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { menuBoxesRoutes } from './catalog/menu-boxes.routes.ts';
import { articleRoutes } from './catalog/article.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { gpsrRoutes } from './gpsr/gpsr.routes.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { loggerOptions, type LogStream } from './http/logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebClient, type PageSources } from './http/web-client.ts';
import type { KeptPage } from './http/kept-pages.ts';
import { TtlCache } from './system/ttl-cache.ts';
import { i18nRoutes } from './i18n/i18n.routes.ts';
import { cachedTranslations, type TranslationsReader } from './i18n/i18n.service.ts';
import { visitorArticles, type VisitorArticles } from './catalog/visitor-articles.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { newslettersRoutes } from './newsletters/newsletters.routes.ts';
import { trackingRoutes } from './tracking/tracking.routes.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { invoicePdfUploadRoutes } from './invoices/invoice-pdf-upload.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { paymentCspSources } from './payments/create-gateway.ts';
import { mapTileImageSources } from './contact/contact-map.service.ts';
import { recoveryRoutes } from './recovery/recovery.routes.ts';
import { registrationRoutes } from './registration/registration.routes.ts';
import { pollsRoutes } from './polls/polls.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { shippingRoutes } from './shipping/shipping.routes.ts';
import { vacanciesRoutes } from './vacancies/vacancies.routes.ts';
import { healthRoutes } from './system/health.routes.ts';
import { registerMetrics } from './system/metrics.routes.ts';

/** Builds the HTTP application around an opened, migrated database. */
export async function buildApp(
  context: AppContext,
  options: { logStream?: LogStream } = {},
): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimit,
    // a client that trickles its request gets 408 and loses the connection; Node checks the
    // open requests every connectionsCheckingInterval (docs/decisions/018-platform-limits.md)
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1_000, config.timeouts.headersMs),
    },
    trustProxy: config.trustProxy,
    // router-level refusals (bad URL encoding, over-long path parameters) in our error shape too
    frameworkErrors: (error, _request, reply) => {
      const status: 400 | 414 = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const body: ErrorBody = { error: { code: 'BAD_URL', message: 'The address is not valid' } };
      void (reply as FastifyReply).status(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  context.shopEvents.reportErrorsTo((error, event) =>
    app.log.error({ err: error, event }, 'a shop event listener failed'),
  );
  const payment = paymentCspSources(context.paymentGateway);
  await registerSecurityHeaders(app, config.shopVersion, {
    ...payment,
    imgSrc: [...(payment.imgSrc ?? []), ...mapTileImageSources(config.mapTiles.url)],
  });
  await registerCompression(app);
  await registerApiDocs(app, config.shopVersion);

  registerMetrics(app, context);
  runJobsWithApp(app, context.jobs);
  runOrdersOutWithApp(app, context);
  runRetailerWebhooksWithApp(app, context);
  runAlertDigestsWithApp(app, context);
  await app.register(fastifyCookie);
  app.decorateRequest('customer', null);
  app.decorateRequest('operator', null);

  const tokens = await createTokenIssuer(context.database.db, {
    issuer: `${config.publicUrl}/auth`,
    external: config.oidc,
  });
  const routeContext: RouteContext = {
    ...context,
    tokens,
    guards: createCustomerGuards(context.database, tokens, apiKeyDoor(context)),
    operatorGuards: createOperatorGuards(context.database.db, { rateLimiter: context.rateLimiter }),
  };
  app.addHook('onClose', async () => routeContext.guards.close());
  app.addHook('onRoute', guardBeforeValidation(routeContext.guards));

  const translations = cachedTranslations(context.database.db);
  const visitors = visitorArticles(context.database.db, context.catalogEvents);
  app.addHook('onClose', async () => visitors.close());
  for (const routes of routePlugins(translations, visitors))
    await app.register(routes(routeContext));

  await registerWebClient(app, config.webDist, pageSources(app, context, translations));
  return app;
}

/** Every call of the shop, health and texts first, then each area's, in the order they are registered. */
function routePlugins(
  translations: TranslationsReader,
  visitors: VisitorArticles,
): ((routes: RouteContext) => FastifyPluginAsyncZod)[] {
  return [
    healthRoutes,
    () => i18nRoutes(translations),
    authRoutes,
    accountsRoutes,
    // the orders import accounts, so the deletion is handed the erasers (decision 111)
    (routes: RouteContext) =>
      profileRoutes(routes, {
        eraseElsewhere: [eraseBasketsOf, eraseOrderDetailsOf, eraseApiKeysOf, eraseAlertsOf],
      }),
    apiKeysRoutes,
    feedsRoutes,
    invoicesRoutes,
    paymentsRoutes,
    catalogRoutes,
    menuBoxesRoutes,
    captchaRoutes,
    registrationRoutes,
    filesRoutes,
    recoveryRoutes,
    searchRoutes,
    (routes: RouteContext) => articleRoutes(routes, visitors),
    savedSearchesRoutes,
    (routes: RouteContext) => basketRoutes(routes, { ownOrderLines }),
    ordersRoutes,
    openOrdersRoutes,
    webhooksRoutes,
    alertsRoutes,
    seoRoutes,
    archiveRoutes,
    gpsrRoutes,
    mediaRoutes,
    contentRoutes,
    shippingRoutes,
    catalogInfoRoutes,
    contactRoutes,
    pollsRoutes,
    vacanciesRoutes,
    newslettersRoutes,
    trackingRoutes,
    clientErrorsRoutes,
    erpRoutes,
    (routes: RouteContext) => importsRoutes(routes, { orders: orderRecords }),
    invoicePdfUploadRoutes,
  ];
}

/** The customer guard's look-up of API keys, whose area is built on the guard's (decision 111). */
function apiKeyDoor(context: AppContext): ApiKeyDoor {
  const { db } = context.database;
  return {
    callerOf: (token) => apiKeyCallerOf(db, token),
    recordUse: throttledUse((keyId, at) => recordApiKeyUse(db, keyId, at)),
    rateLimiter: context.rateLimiter,
    limit: RATE_LIMITS.apiKeyCallsPerKey,
  };
}

/** Jobs run once the app serves and stop before its connections close (decision 089). */
function runJobsWithApp(app: FastifyInstance, jobs: JobQueue): void {
  app.addHook('onReady', async () => {
    jobs.start();
  });
  app.addHook('onClose', async () => jobs.stop());
}

/**
 * The ERP webhook's sweep (docs/decisions/091-orders-out.md): it registers the delivery job and
 * starts when the app is ready, and stops when it closes.
 */
function runOrdersOutWithApp(app: FastifyInstance, context: AppContext): void {
  let ordersOut: OrdersOut | undefined;
  app.addHook('onReady', async () => {
    ordersOut = startOrdersOut(context.database.db, {
      jobs: context.jobs,
      shopEvents: context.shopEvents,
      config: context.config.erpWebhook,
      onError: (error) => app.log.error({ err: error }, 'the ERP webhook sweep failed'),
    });
  });
  app.addHook('onClose', async () => ordersOut?.stop());
}

/**
 * The retailers' webhooks (docs/decisions/140-retailer-webhooks.md): the delivery job and the
 * sweep of customer events start when the app is ready and stop when it closes.
 */
function runRetailerWebhooksWithApp(app: FastifyInstance, context: AppContext): void {
  let webhooks: RetailerWebhooks | undefined;
  app.addHook('onReady', async () => {
    webhooks = startRetailerWebhooks(context.database.db, {
      jobs: context.jobs,
      shopEvents: context.shopEvents,
      config: context.config.webhooks,
      targets: context.webhookTargets ?? new TargetPolicy(),
      onError: (error) => app.log.error({ err: error }, 'the webhook sweep failed'),
    });
  });
  app.addHook('onClose', async () => webhooks?.stop());
}

/**
 * Visitors' rendered pages kept this long and this many: every visitor of an address gets the
 * same page. Any catalog change in any process empties them at once, as it empties the visitors'
 * article answers (catalog/visitor-articles.ts); the minute bounds what else a page shows (a
 * content page's text). Each is kept compressed (http/kept-pages.ts), some 25 KB a page.
 */
const RENDERED_PAGE_MS = 60_000;
const RENDERED_PAGES = 2000;

/** The alerts' daily digests (docs/decisions/150-article-alerts.md), unless another process sends them. */
function runAlertDigestsWithApp(app: FastifyInstance, context: AppContext): void {
  const everyMs = context.config.alertDigestSweepMs;
  if (everyMs === 0) return;
  let digests: Sweeper | undefined;
  app.addHook('onReady', async () => {
    digests = startAlertDigests(context.database.db, context, {
      everyMs,
      onError: (error) => app.log.error({ err: error }, 'the alerts digest failed'),
    });
  });
  app.addHook('onClose', async () => digests?.stop());
}

/** What the pages' HTML is rendered from (http/web-client.ts, decision 126). */
function pageSources(
  app: FastifyInstance,
  context: AppContext,
  translations: TranslationsReader,
): PageSources {
  const pages = new TtlCache<KeptPage>(RENDERED_PAGE_MS, Date.now, RENDERED_PAGES);
  const stopChanges = context.catalogEvents.onArticlesChanged(() => pages.clear());
  const stopMissed = context.catalogEvents.onChangesMissed(() => pages.clear());
  app.addHook('onClose', async () => {
    stopChanges();
    stopMissed();
  });
  return {
    translations,
    shopVersion: context.config.shopVersion,
    origin: context.config.publicUrl,
    cached: (key, render) => pages.get(key, render),
  };
}
