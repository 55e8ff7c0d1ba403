import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ErrorBody } from '@shop/domain/api/errors.ts';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { archiveRoutes } from './archive/archive.routes.ts';
import { profileRoutes } from './accounts/profile.routes.ts';
import { savedSearchesRoutes } from './accounts/saved-searches.routes.ts';
import { basketRoutes } from './basket/basket.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { openOrdersRoutes } from './open-orders/open-orders.routes.ts';
import type { AppContext } from './app-context.ts';
import { createTokenIssuer } from './auth/access-token.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createCustomerGuards } from './auth/customer-guard.ts';
import { createOperatorGuards } from './operator-access/create-operator-guards.ts';
import { erpRoutes } from './erp/erp.routes.ts';
import { startOrdersOut, type OrdersOut } from './erp/orders-out.service.ts';
import { DatabaseJobQueue } from './jobs/database-job-queue.ts';
import { guardBeforeValidation } from './auth/password-initialization.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
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
import { registerWebClient } from './http/web-client.ts';
import type { PageSources } from './http/first-paint-document.ts';
import { i18nRoutes } from './i18n/i18n.routes.ts';
import { cachedTranslations, type TranslationsReader } from './i18n/i18n.service.ts';
import { firstPicturePath } from './catalog/article-detail.service.ts';
import { visitorArticles, type VisitorArticles } from './catalog/visitor-articles.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { newslettersRoutes } from './newsletters/newsletters.routes.ts';
import { trackingRoutes } from './tracking/tracking.routes.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { paymentCspSources } from './payments/create-gateway.ts';
import { recoveryRoutes } from './recovery/recovery.routes.ts';
import { registrationRoutes } from './registration/registration.routes.ts';
import { pollsRoutes } from './polls/polls.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { seoRoutes } from './seo/seo.routes.ts';
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
  await registerSecurityHeaders(app, config.shopVersion, paymentCspSources(context.paymentGateway));
  await registerCompression(app);
  await registerApiDocs(app, config.shopVersion);

  registerMetrics(app, context);
  await app.register(fastifyCookie);
  app.decorateRequest('customer', null);
  app.decorateRequest('operator', null);

  const routeContext = await routeContextOf(app, context);
  app.addHook('onClose', async () => routeContext.guards.close());
  app.addHook('onRoute', guardBeforeValidation(routeContext.guards));

  await app.register(healthRoutes(routeContext));
  const translations = cachedTranslations(context.database.db);
  await app.register(i18nRoutes(translations));
  const visitors = visitorArticles(context.database.db, context.catalogEvents);
  app.addHook('onClose', async () => visitors.close());
  await app.register(authRoutes(routeContext));
  await app.register(accountsRoutes(routeContext));
  await app.register(profileRoutes(routeContext));
  await app.register(invoicesRoutes(routeContext));
  await app.register(paymentsRoutes(routeContext));
  await app.register(catalogRoutes(routeContext));
  await app.register(menuBoxesRoutes(routeContext));
  await app.register(captchaRoutes(routeContext));
  await app.register(registrationRoutes(routeContext));
  await app.register(filesRoutes(routeContext));
  await app.register(recoveryRoutes(routeContext));
  await app.register(searchRoutes(routeContext));
  await app.register(articleRoutes(routeContext, visitors));
  await app.register(savedSearchesRoutes(routeContext));
  await app.register(basketRoutes(routeContext));
  await app.register(ordersRoutes(routeContext));
  await app.register(openOrdersRoutes(routeContext));
  await app.register(seoRoutes(routeContext));
  await app.register(archiveRoutes(routeContext));
  await app.register(gpsrRoutes(routeContext));
  await app.register(mediaRoutes(routeContext));
  await app.register(contentRoutes(routeContext));
  await app.register(catalogInfoRoutes(routeContext));
  await app.register(contactRoutes(routeContext));
  await app.register(pollsRoutes(routeContext));
  await app.register(vacanciesRoutes(routeContext));
  await app.register(newslettersRoutes(routeContext));
  await app.register(trackingRoutes(routeContext));
  await app.register(erpRoutes(routeContext));
  registerOrdersOut(app, routeContext, context.jobs === undefined);

  await registerWebClient(app, config.webDist, pageSources(context, translations, visitors));
  return app;
}

/** The app context with the token issuer, both kinds of guards and the job queue. */
async function routeContextOf(app: FastifyInstance, context: AppContext): Promise<RouteContext> {
  const { config } = context;
  const tokens = await createTokenIssuer(context.database.db, {
    issuer: `${config.publicUrl}/auth`,
    external: config.oidc,
  });
  const jobs =
    context.jobs ??
    new DatabaseJobQueue(context.database.db, {
      onError: (error, job) => app.log.error({ err: error, jobId: job?.id }, 'a job failed'),
    });
  return {
    ...context,
    jobs,
    tokens,
    guards: createCustomerGuards(context.database, tokens),
    operatorGuards: createOperatorGuards(context.database.db, { rateLimiter: context.rateLimiter }),
  };
}

/**
 * The ERP webhook's sweep and deliveries (docs/decisions/091-orders-out.md), and the app's own
 * job queue when the process gave it none: started when the app is ready, stopped on close.
 */
function registerOrdersOut(app: FastifyInstance, context: RouteContext, ownJobs: boolean): void {
  let ordersOut: OrdersOut | undefined;
  app.addHook('onReady', async () => {
    ordersOut = startOrdersOut(context.database.db, {
      jobs: context.jobs,
      shopEvents: context.shopEvents,
      config: context.config.erpWebhook,
      onError: (error) => app.log.error({ err: error }, 'the ERP webhook sweep failed'),
    });
    if (ownJobs) context.jobs.start();
  });
  app.addHook('onClose', async () => {
    await ordersOut?.stop();
    if (ownJobs) await context.jobs.stop();
  });
}

/** What the pages' HTML is filled from (http/first-paint-document.ts). */
function pageSources(
  context: AppContext,
  translations: TranslationsReader,
  visitors: VisitorArticles,
): PageSources {
  return {
    translations,
    articlePicture: (articleNumber) => firstPicturePath(context.database.db, articleNumber),
    visitorArticle: (articleNumber, language) => visitors.answer({ articleNumber, language }),
  };
}
