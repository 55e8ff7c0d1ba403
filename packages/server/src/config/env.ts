import path from 'node:path';
import { z } from 'zod';
import type { SignOnKey } from '@shop/domain/api/sign-on-keys.ts';
import { isCsvDatePattern } from '@shop/domain/rules/csv-format.ts';
import { parseSignOnKeys } from './sign-on-keys.ts';
import { isAddressRange } from '#server/config/address-range.ts';

/** The environment, read and validated once at boot; a bad variable stops the process with a clear list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOP_VERSION: z.string().default('1'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Wholesale Shop <shop@example.com>'),
  OPERATOR_EMAIL: z.string().email().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  // several shops may share one Redis: every key and channel starts with the prefix
  REDIS_PREFIX: z.string().max(64).default('shop:'),
  // worker processes of `npm run start:prod` (docs/decisions/059-processes-and-redis.md)
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // the search index's look for other processes' changes; a safety net once Redis relays them
  CATALOG_SYNC_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  // the search in a worker thread of its own (docs/decisions/081-search-in-its-own-thread.md)
  SEARCH_THREAD: z.enum(['on', 'off']).optional(),
  // the bearer token of GET /metrics; without it the route does not exist
  METRICS_TOKEN: z.string().min(16).optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  PORTAL_SECRET: z.string().min(32).optional(),
  // hidden key sequences of the login dialog and the sign-on each starts (config/sign-on-keys.ts)
  SIGN_ON_KEYS: z.string().optional(),
  SEED_ARTICLES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  // only behind a proxy that sets X-Forwarded-For may the shop believe it (per-address limits)
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  // addresses outside the public internet an import may fetch pictures and PDFs from
  // (docs/decisions/104-import-fetches-public-hosts-only.md): none unless named
  IMPORT_FETCH_ALLOW_PRIVATE: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((ranges) => ranges.every(isAddressRange), 'comma-separated addresses or CIDR ranges'),
  WEB_DIST: z.string().optional(),
  // slow clients cannot hold connections (docs/decisions/018-platform-limits.md)
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  // the date pattern of every CSV export; unset, each language's own
  // (docs/decisions/122-csv-in-the-buyers-spreadsheet.md)
  CSV_DATE_FORMAT: z
    .string()
    .refine(
      isCsvDatePattern,
      'only the numbers y yy yyyy M MM d dd H HH m mm s ss and . : / _ - or spaces',
    )
    .optional(),
  // card payment (docs/decisions/044-card-payment.md): Braintree only when all four are set,
  // otherwise the offline test gateway
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).optional(),
  BRAINTREE_MERCHANT_ID: z.string().optional(),
  BRAINTREE_PUBLIC_KEY: z.string().optional(),
  BRAINTREE_PRIVATE_KEY: z.string().optional(),
  // the invoices' payment method id that is paid by card through the provider (pay type 8)
  CARD_PAYMENT_METHOD_ID: z.coerce.number().int().min(0).default(8),
  // the ERP's webhook of new orders and approved registrations (docs/decisions/091-orders-out.md):
  // both or neither; the secret signs every delivery
  ERP_WEBHOOK_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s):// URL')
    .optional(),
  ERP_WEBHOOK_SECRET: z.string().min(32).optional(),
  ERP_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // the first retry's delay; the later ones grow from it (10 s: 30 s, 2 min, 10 min, 30 min, hourly)
  ERP_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  // how often the shop looks for orders and approvals that have no delivery yet
  ERP_WEBHOOK_SWEEP_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
  // the webhooks retailers register (docs/decisions/140): time-out, first retry's delay, sweep
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  WEBHOOK_SWEEP_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
  // how often the alerts' digest job runs (docs/decisions/150); 0: not in this process
  ALERT_DIGEST_SWEEP_MS: z.coerce.number().int().min(0).max(86_400_000).default(900_000),
  // the contact page's map tiles, loaded only after the visitor agreed (docs/decisions/101)
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/,
      'must be an http(s):// URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().max(200).default('© OpenStreetMap contributors'),
  MAP_ATTRIBUTION_URL: z.string().url().default('https://www.openstreetmap.org/copyright'),
});

const BRAINTREE_VARIABLES = [
  'BRAINTREE_ENVIRONMENT',
  'BRAINTREE_MERCHANT_ID',
  'BRAINTREE_PUBLIC_KEY',
  'BRAINTREE_PRIVATE_KEY',
] as const;

// without an audience any token of the issuer, minted for any of its clients, would be taken
// (docs/decisions/015-external-identity-links.md)
const checkedEnvSchema = envSchema
  .refine((env) => env.OIDC_ISSUER === undefined || env.OIDC_AUDIENCE !== undefined, {
    path: ['OIDC_AUDIENCE'],
    message: 'required when OIDC_ISSUER is set',
  })
  .refine(
    // a half-configured provider would silently fall back to the test gateway
    (env) => {
      const set = BRAINTREE_VARIABLES.filter((name) => env[name] !== undefined).length;
      return set === 0 || set === BRAINTREE_VARIABLES.length;
    },
    { path: ['BRAINTREE_MERCHANT_ID'], message: 'set all four BRAINTREE_ variables or none' },
  )
  .refine((env) => (env.ERP_WEBHOOK_URL === undefined) === (env.ERP_WEBHOOK_SECRET === undefined), {
    path: ['ERP_WEBHOOK_SECRET'],
    message: 'set ERP_WEBHOOK_URL and ERP_WEBHOOK_SECRET together or neither',
  })
  // orders carry addresses: in production they travel encrypted
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' ||
      env.ERP_WEBHOOK_URL === undefined ||
      env.ERP_WEBHOOK_URL.startsWith('https://'),
    { path: ['ERP_WEBHOOK_URL'], message: 'must be an https:// URL in production' },
  )
  // limits, login throttling and catalog changes must be shared, or each process keeps its own
  .refine((env) => env.WORKERS === 1 || env.REDIS_URL !== undefined, {
    path: ['REDIS_URL'],
    message: 'required when WORKERS is more than 1',
  });

export interface BraintreeConfig {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** where the built search index is kept between starts (decision 066) */
  searchIndexDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  shopVersion: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** where reports for the shop's staff go (article bug reports) */
  operatorEmail: string;
  redisUrl: string | undefined;
  /** the start of every Redis key and channel of this shop */
  redisPrefix: string;
  /** processes serving HTTP (1: this process itself) */
  workers: number;
  /** how often the search index looks for changes it was not told of */
  catalogSyncIntervalMs: number;
  /** searches worked out in a worker thread holding the index (off by default in tests) */
  searchThread: boolean;
  /** bearer token of GET /metrics; undefined: no metrics route */
  metricsToken: string | undefined;
  /** the external OpenID issuer whose tokens are accepted too, and the audience they must carry */
  oidc: { issuer: string; audience: string } | undefined;
  portalSecret: string | undefined;
  /** the login dialog's hidden key sequences and their sign-on targets; none: off (decision 099) */
  signOnKeys: SignOnKey[];
  seedArticles: number;
  bodyLimit: number;
  trustProxy: boolean;
  /** addresses and CIDR ranges off the public internet the import may fetch from */
  importFetchAllowPrivate: readonly string[];
  webDist: string;
  /** milliseconds a client has for a whole request, for its headers, and idle between requests */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** the operator's date pattern of CSV exports; undefined: each language's own */
  csvDateFormat: string | undefined;
  /**
   * card payment: the provider's account (none: the offline test gateway) and the payment
   * method id of the invoices it pays
   */
  payment: { braintree: BraintreeConfig | undefined; cardPaymentMethodId: number };
  /** the ERP's webhook; undefined: the ERP pulls the feed only */
  erpWebhook: ErpWebhookConfig | undefined;
  /** the webhooks retailers register (docs/decisions/140-retailer-webhooks.md) */
  webhooks: { timeoutMs: number; retryBaseMs: number; sweepMs: number };
  /** how often the alerts' digest job runs; 0 when this process runs none (decision 150) */
  alertDigestSweepMs: number;
  /** the tile server of the contact page's map and the credit its tiles ask for */
  mapTiles: { url: string; attribution: { text: string; url: string } };
}

/** Where and how the ERP's webhook is delivered (docs/decisions/091-orders-out.md). */
export interface ErpWebhookConfig {
  url: string;
  secret: string;
  timeoutMs: number;
  retryBaseMs: number;
  sweepMs: number;
}

export class ConfigError extends Error {}

/** The bare address of a sender such as 'Shop <shop@example.com>'. */
function mailAddressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender.trim();
}

function signOnKeysOf(value: string | undefined, nodeEnv: string): SignOnKey[] {
  const { keys, problems } = parseSignOnKeys(value, nodeEnv === 'production');
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment:\n  SIGN_ON_KEYS: ${problems.join('; ')}`);
  }
  return keys;
}

function mapTilesOf(env: z.infer<typeof envSchema>): AppConfig['mapTiles'] {
  return {
    url: env.MAP_TILE_URL,
    attribution: { text: env.MAP_ATTRIBUTION, url: env.MAP_ATTRIBUTION_URL },
  };
}

/** The retailers' webhooks (decision 140) and the ERP's (decision 091). */
function webhooksOf(
  env: z.infer<typeof envSchema>,
): Pick<AppConfig, 'webhooks' | 'erpWebhook' | 'alertDigestSweepMs'> {
  return {
    webhooks: {
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
      sweepMs: env.WEBHOOK_SWEEP_MS,
    },
    alertDigestSweepMs: env.ALERT_DIGEST_SWEEP_MS,
    erpWebhook:
      env.ERP_WEBHOOK_URL && env.ERP_WEBHOOK_SECRET
        ? {
            url: env.ERP_WEBHOOK_URL,
            secret: env.ERP_WEBHOOK_SECRET,
            timeoutMs: env.ERP_WEBHOOK_TIMEOUT_MS,
            retryBaseMs: env.ERP_WEBHOOK_RETRY_BASE_MS,
            sweepMs: env.ERP_WEBHOOK_SWEEP_MS,
          }
        : undefined,
  };
}

export function readConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // an empty variable counts as unset, so DATABASE_URL= falls back to SQLite
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid environment:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS',
    );
  }
  // npm runs workspace scripts inside the package folder; a relative DATA_DIR means the folder
  // npm was started in (INIT_CWD), so `npm start` at the root uses ./data at the root
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    searchIndexDir: path.join(dataDir, 'search-index'),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    shopVersion: env.SHOP_VERSION,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    operatorEmail: env.OPERATOR_EMAIL ?? mailAddressOf(env.MAIL_FROM),
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    workers: env.WORKERS,
    // with Redis every change is announced at once; the poll only catches a lost message
    catalogSyncIntervalMs: env.CATALOG_SYNC_INTERVAL_MS ?? (env.REDIS_URL ? 30_000 : 5_000),
    searchThread: (env.SEARCH_THREAD ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    metricsToken: env.METRICS_TOKEN,
    oidc:
      env.OIDC_ISSUER && env.OIDC_AUDIENCE
        ? { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE }
        : undefined,
    portalSecret: env.PORTAL_SECRET,
    signOnKeys: signOnKeysOf(env.SIGN_ON_KEYS, env.NODE_ENV),
    seedArticles: env.SEED_ARTICLES,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY === 'true',
    importFetchAllowPrivate: env.IMPORT_FETCH_ALLOW_PRIVATE,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_MS,
      headersMs: env.HEADERS_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    csvDateFormat: env.CSV_DATE_FORMAT,
    payment: {
      braintree:
        env.BRAINTREE_ENVIRONMENT &&
        env.BRAINTREE_MERCHANT_ID &&
        env.BRAINTREE_PUBLIC_KEY &&
        env.BRAINTREE_PRIVATE_KEY
          ? {
              environment: env.BRAINTREE_ENVIRONMENT,
              merchantId: env.BRAINTREE_MERCHANT_ID,
              publicKey: env.BRAINTREE_PUBLIC_KEY,
              privateKey: env.BRAINTREE_PRIVATE_KEY,
            }
          : undefined,
      cardPaymentMethodId: env.CARD_PAYMENT_METHOD_ID,
    },
    ...webhooksOf(env),
    mapTiles: mapTilesOf(env),
  };
}
