import type { FeedFilters, FeedPrice } from '@shop/domain/api/feeds.ts';
import { articleImagePath } from '@shop/domain/rules/article-picture-path.ts';
import { pagePath } from '@shop/domain/rules/page-alternates.ts';
import { caseUnitPrice } from '@shop/domain/rules/pricing.ts';
import {
  feedAvailability,
  feedPrice,
  type FeedAvailability,
} from '@shop/domain/rules/product-feed.ts';
import type { Language, ShopCode } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { findPriceSettings } from './article-detail.repository.ts';
import {
  findCatalogStamp,
  findFacetNames,
  findFeedArticlePage,
  findFeedArticleParts,
  type FeedArticleRow,
} from './feed-articles.repository.ts';
import { localizedName } from './localized-name.ts';

/**
 * The catalog as a product feed reads it (docs/decisions/130-product-feeds.md): the listed
 * articles that pass the feed's filters, a page at a time, each with its texts in the feed's
 * language and the price the customer pays (docs/decisions/022-one-customer-price.md), so a feed
 * holds at most one page in memory whatever the catalog's size.
 */

/**
 * Articles per read: a page's rows live while it is written, and the longer they live the more
 * of them outlive the young generation's collections and grow the old one. At 1,000 the heap
 * grew by tens of megabytes during a feed; at 200 a repeated feed grows the process by 1 to 4 MB
 * (bench/README.md, Product feeds), at no cost in time.
 */
const PAGE = 200;

/** One article of a feed, every figure as stored (money in minor units). */
export interface FeedArticle {
  articleNumber: string;
  gtin: string | null;
  name: string;
  description: string;
  producer: string | null;
  theme: string | null;
  productType: string | null;
  category: string | null;
  /** absolute addresses, the main picture first */
  images: string[];
  link: string;
  availability: FeedAvailability;
  /** the expected arrival, else the release date */
  availableFrom: string | null;
  caseQuantity: number;
  price: number | null;
  weight: number | null;
  size: string | null;
}

export interface FeedQuery {
  filters: FeedFilters;
  language: Language;
  shop: ShopCode;
  currency: string;
  /** the price to carry, or null when the account sees no prices */
  price: FeedPrice | null;
  /** the shop's public address, which pictures and links are made absolute with */
  baseUrl: string;
}

/** What prices an account sees (the article page's rule): its currency, or null for none. */
export async function feedPriceView(
  db: DbOrTx,
  accountId: number,
): Promise<{ currency: 'EUR' | 'GBP'; hideEvp: boolean } | null> {
  const settings = await findPriceSettings(db, accountId);
  if (!settings || settings.showPrices !== 1) return null;
  return { currency: settings.currency === 'GBP' ? 'GBP' : 'EUR', hideEvp: settings.hideEvp === 1 };
}

/**
 * The catalog's change stamp, which a feed's ETag is made of, and the instant of its newest
 * change (0 for an empty catalog), its Last-Modified.
 */
export async function catalogStamp(db: DbOrTx): Promise<{ stamp: string; changedAt: number }> {
  const { lastUpdate, maxId } = await findCatalogStamp(db);
  // a stamp without a zone is the shop's UTC (SQLite writes "2026-12-04 19:00:00")
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(lastUpdate)
    ? lastUpdate
    : `${lastUpdate.replace(' ', 'T')}Z`;
  return { stamp: `${lastUpdate}|${maxId}`, changedAt: Date.parse(zoned) || 0 };
}

type Names = Map<number, string>;

function namesIn(rows: { id: number; name: string; names: string }[], language: string): Names {
  return new Map(rows.map((row) => [row.id, localizedName(row.names, language, row.name)]));
}

function groupBy<T extends { articleId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.articleId);
    if (group) group.push(row);
    else groups.set(row.articleId, [row]);
  }
  return groups;
}

type Parts = Awaited<ReturnType<typeof findFeedArticleParts>>;

function articleOf(
  row: FeedArticleRow,
  query: FeedQuery & { origin: string },
  names: { producers: Names; themes: Names; productTypes: Names; categories: Names },
  parts: {
    tiers: Map<number, Parts['tiers']>;
    images: Map<number, Parts['images']>;
  },
): FeedArticle {
  const purchase =
    row.singlePrice === null
      ? null
      : caseUnitPrice(
          {
            singlePrice: row.singlePrice,
            rebate: row.rebate ?? 0,
            preorderRebate: row.preorderRebate ?? 0,
            tiers: parts.tiers.get(row.id) ?? [],
          },
          row.caseQuantity,
          row.state === 'preorder',
        );
  const stored = (parts.images.get(row.id) ?? []).map((image) => image.path);
  const paths = stored.length > 0 ? stored : [articleImagePath(row.articleNumber)];
  const absolute = (path: string) =>
    // the stored paths start at the root: joined to the origin without parsing a URL per picture
    path.startsWith('/') ? `${query.origin}${path}` : new URL(path, query.baseUrl).href;
  return {
    articleNumber: row.articleNumber,
    gtin: row.barcode,
    name: row.name ?? row.enName ?? row.articleNumber,
    description: row.description ?? row.enDescription ?? '',
    producer: row.producerId === null ? null : (names.producers.get(row.producerId) ?? null),
    theme: row.themeId === null ? null : (names.themes.get(row.themeId) ?? null),
    productType:
      row.productTypeId === null ? null : (names.productTypes.get(row.productTypeId) ?? null),
    category: row.categoryId === null ? null : (names.categories.get(row.categoryId) ?? null),
    images: paths.map(absolute),
    link: absolute(
      pagePath(query.shop, query.language, `product/${encodeURIComponent(row.articleNumber)}`),
    ),
    availability: feedAvailability(row.state, row.stockQuantity),
    availableFrom: row.etaDate ?? row.releaseDate,
    caseQuantity: row.caseQuantity,
    price: query.price === null ? null : feedPrice(query.price, purchase, row.evp),
    weight: row.weight,
    size: row.size,
  };
}

/** The feed's articles in id order, read a page at a time as the caller takes them. */
export async function* feedArticles(db: DbOrTx, feed: FeedQuery): AsyncGenerator<FeedArticle> {
  const query = { ...feed, origin: new URL(feed.baseUrl).origin };
  const facets = await findFacetNames(db);
  const names = {
    producers: namesIn(facets.producers, query.language),
    themes: namesIn(facets.themes, query.language),
    productTypes: namesIn(facets.productTypes, query.language),
    categories: namesIn(facets.categories, query.language),
  };
  let afterId = 0;
  for (;;) {
    const rows = await findFeedArticlePage(db, {
      filters: query.filters,
      language: query.language,
      currency: query.currency,
      afterId,
      limit: PAGE,
    });
    const found = await findFeedArticleParts(
      db,
      rows.map((row) => row.id),
      query.currency,
    );
    const parts = {
      tiers: groupBy(found.tiers),
      images: groupBy(found.images),
    };
    for (const row of rows) yield articleOf(row, query, names, parts);
    if (rows.length < PAGE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
