import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  FEED_TOKEN_PREFIX,
  MAX_FEEDS,
  feedFiltersSchema,
  feedPriceSchema,
  type CreateFeedRequest,
  type Feed,
  type FeedAddressResponse,
  type FeedFormat,
  type FeedPrice,
} from '@shop/domain/api/feeds.ts';
import { isLanguage, isShopCode, type Language } from '@shop/domain/shops.ts';
import type { Customer } from '#server/auth/customer.ts';
import {
  catalogStamp,
  feedArticles,
  feedPriceView,
  type FeedArticle,
} from '#server/catalog/feed-articles.service.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError } from '#server/http/app-error.ts';
import { hashSecretToken, isSecretTokenOf, newSecretToken } from '#server/http/secret-tokens.ts';
import {
  countActiveFeeds,
  findActiveFeeds,
  findFeedByHash,
  insertFeed,
  lockAccountFeeds,
  markFeedRevoked,
  replaceFeedToken,
  touchFeed,
  type FeedRow,
} from './feeds.repository.ts';

/**
 * A retailer's product feeds (docs/decisions/130-product-feeds.md): made on the profile, each
 * fetched from its own secret address `/api/feeds/fd_<token>`, whose token is made and stored as
 * every secret token of the shop (http/secret-tokens.ts), so the list never shows it again; a
 * renewal replaces it at once.
 */

const formatSchema = z.enum(['csv', 'json', 'google']);

function parsed<T>(schema: z.ZodType<T>, json: string): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(json));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** A stored row as the list shows it; a row the shop can no longer read is left out. */
function feedOf(row: FeedRow): Feed | undefined {
  const filters = parsed(feedFiltersSchema, row.filters);
  const price = parsed(feedPriceSchema, row.price);
  const format = formatSchema.safeParse(row.format);
  if (!filters || !price || !format.success || !isLanguage(row.language)) return undefined;
  return {
    id: row.id,
    name: row.name,
    format: format.data,
    language: row.language,
    filters,
    price,
    createdAt: row.createdAt,
    lastFetchedAt: row.lastFetchedAt,
  };
}

const addressOf = (baseUrl: string, token: string) => new URL(`/api/feeds/${token}`, baseUrl).href;

export async function listFeeds(db: DbOrTx, caller: Customer): Promise<Feed[]> {
  return (await findActiveFeeds(db, caller.accountId)).flatMap((row) => feedOf(row) ?? []);
}

/** Makes a feed of the caller's account; the answer holds the only copy of its address. */
export async function createFeed(
  db: DbOrTx,
  caller: Customer,
  input: CreateFeedRequest,
  baseUrl: string,
  now = new Date(),
): Promise<FeedAddressResponse> {
  if (caller.businessConsole) {
    throw new AppError(403, 'BUSINESS_CONSOLE_REFUSED', 'A business console makes no feeds');
  }
  const token = newSecretToken(FEED_TOKEN_PREFIX);
  const at = now.toISOString();
  const row = {
    accountId: caller.accountId,
    name: input.name,
    format: input.format,
    language: input.language,
    filters: JSON.stringify(input.filters),
    price: JSON.stringify(input.price),
    tokenHash: hashSecretToken(token),
    createdAt: at,
    tokenIssuedAt: at,
    lastFetchedAt: null,
    revokedAt: null,
  };
  try {
    const id = await inTransaction(db, async (tx) => {
      await lockAccountFeeds(tx, caller.accountId);
      if ((await countActiveFeeds(tx, caller.accountId)) >= MAX_FEEDS) {
        throw new AppError(409, 'FEED_LIMIT', `An account holds at most ${MAX_FEEDS} feeds`);
      }
      return insertFeed(tx, row);
    });
    return { feed: feedOf({ id, ...row })!, address: addressOf(baseUrl, token) };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'DUPLICATE_NAME', 'A feed of this name exists already');
    }
    throw error;
  }
}

/** Revokes the caller's feed: its address answers 404 at once. Another account's id is 404. */
export async function revokeFeed(
  db: DbOrTx,
  caller: Customer,
  id: number,
  now = new Date(),
): Promise<void> {
  if (await markFeedRevoked(db, caller.accountId, id, now.toISOString())) return;
  throw new AppError(404, 'NOT_FOUND', 'No feed of this id');
}

/** Gives the caller's feed a new address; the old one answers 404 at once. */
export async function renewFeed(
  db: DbOrTx,
  caller: Customer,
  id: number,
  baseUrl: string,
  now = new Date(),
): Promise<FeedAddressResponse> {
  const token = newSecretToken(FEED_TOKEN_PREFIX);
  const at = now.toISOString();
  if (!(await replaceFeedToken(db, caller.accountId, id, hashSecretToken(token), at))) {
    throw new AppError(404, 'NOT_FOUND', 'No feed of this id');
  }
  const feed = (await listFeeds(db, caller)).find((one) => one.id === id)!;
  return { feed, address: addressOf(baseUrl, token) };
}

/** A feed as its address answers it: what to write and the validators of what it would write. */
export interface ServedFeed {
  id: number;
  name: string;
  format: FeedFormat;
  language: Language;
  currency: string;
  /** quoted, strong: the catalog's stamp, the feed's settings and what the account sees */
  etag: string;
  lastModified: Date;
  articles: () => AsyncGenerator<FeedArticle>;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'No feed at this address');

/**
 * The feed of an address: 404 for an unknown, malformed, renewed or revoked token, 410 when its
 * account is deactivated or deleted. Reads no article: the articles are read when written, from
 * `bulk`, the connection for reads of the whole catalog (DatabaseHandle.bulkReads).
 */
export async function servedFeed(
  db: DbOrTx,
  bulk: DbOrTx,
  token: string,
  baseUrl: string,
): Promise<ServedFeed> {
  if (!isSecretTokenOf(FEED_TOKEN_PREFIX, token)) throw notFound();
  const row = await findFeedByHash(db, hashSecretToken(token));
  if (!row) throw notFound();
  if (row.active !== 1 || row.deletedAt !== null) {
    throw new AppError(410, 'FEED_GONE', 'The account of this feed is closed');
  }
  const feed = feedOf(row);
  if (!feed) throw notFound();
  const [view, catalog] = await Promise.all([feedPriceView(db, row.accountId), catalogStamp(db)]);
  // the recommended retail price is hidden from an account that may not see it (hideEvp)
  const price: FeedPrice | null =
    view === null || (feed.price.kind === 'retail' && view.hideEvp) ? null : feed.price;
  const currency = view?.currency ?? (row.shop === 'uk' ? 'GBP' : 'EUR');
  const settings = JSON.stringify([row.format, row.language, row.filters, price, currency]);
  const etag = createHash('sha256')
    .update(`${catalog.stamp}\n${settings}\n${baseUrl}`)
    .digest('base64url');
  const changed = Math.max(catalog.changedAt, Date.parse(row.createdAt));
  const query = {
    filters: feed.filters,
    language: feed.language,
    shop: isShopCode(row.shop) ? row.shop : 'de',
    currency,
    price,
    baseUrl,
  } as const;
  return {
    id: row.id,
    name: row.name,
    format: feed.format,
    language: feed.language,
    currency,
    etag: `"${etag.slice(0, 32)}"`,
    // HTTP dates have whole seconds: a change within the second of a fetch is still told apart by the ETag
    lastModified: new Date(Math.floor(changed / 1000) * 1000),
    articles: () => feedArticles(bulk, query),
  };
}

/** Records that the feed was fetched, at most once a minute per feed. */
export async function recordFeedFetch(db: DbOrTx, feedId: number, now = new Date()): Promise<void> {
  const notBefore = new Date(now.getTime() - 60_000).toISOString();
  await touchFeed(db, feedId, now.toISOString(), notBefore);
}
