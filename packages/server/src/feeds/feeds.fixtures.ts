import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type {
  CreateFeedRequest,
  FeedAddressResponse,
  FeedFilters,
} from '@shop/domain/api/feeds.ts';
import type { Caller } from '#server/testing/calls.ts';
import { csvRows } from '#server/testing/csv.ts';

/** A feed's filters with nothing chosen, which `filters` overrides. */
export function noFilters(filters: Partial<FeedFilters> = {}): FeedFilters {
  return {
    producers: [],
    themes: [],
    productTypes: [],
    categories: [],
    inStockOnly: false,
    preorders: 'with',
    newSince: null,
    ...filters,
  };
}

/** Makes a feed through the profile's call as `session` and answers its id and address path. */
export async function makeFeed(
  session: Caller,
  input: Partial<CreateFeedRequest> & { name: string },
): Promise<{ id: number; path: string; address: string }> {
  const res = await session('POST', '/api/account/feeds', {
    format: 'json',
    language: 'de',
    filters: noFilters(),
    price: { kind: 'purchase' },
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { feed, address } = res.json<FeedAddressResponse>();
  return { id: feed.id, path: new URL(address).pathname, address };
}

/** One article of a feed as the tests compare it, whatever the feed's format. */
export interface ReadArticle {
  articleNumber: string;
  name: string;
  availability: string;
  price: string | null;
  producer: string | null;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'g:additional_image_link',
});

export type GoogleItem = Record<string, string | string[] | undefined>;

/** The items of a Google Merchant Center feed, parsed by an XML parser. */
export function googleItems(body: string): GoogleItem[] {
  const doc = xml.parse(body, true) as { rss: { channel: { item?: GoogleItem[] } } };
  return doc.rss.channel.item ?? [];
}

/** A feed's articles read back from its body, in any of the three formats. */
export function readFeed(format: string, body: string): ReadArticle[] {
  if (format === 'json') {
    const doc = JSON.parse(body) as {
      articles: {
        articleNumber: string;
        name: string;
        availability: string;
        producer: string | null;
        price: { amount: number; currency: string } | null;
      }[];
    };
    return doc.articles.map((a) => ({
      articleNumber: a.articleNumber,
      name: a.name,
      availability: a.availability,
      producer: a.producer,
      price: a.price === null ? null : `${(a.price.amount / 100).toFixed(2)} ${a.price.currency}`,
    }));
  }
  if (format === 'google') {
    return googleItems(body).map((item) => ({
      articleNumber: String(item['g:id']),
      name: String(item['g:title']),
      availability: String(item['g:availability']),
      producer: (item['g:brand'] as string | undefined) ?? null,
      price: (item['g:price'] as string | undefined) ?? null,
    }));
  }
  const [, ...rows] = csvRows(body, ';');
  return rows.map((row) => ({
    articleNumber: row[0]!,
    name: row[2]!,
    producer: row[4] || null,
    availability: row[11]!,
    price: row[14] ? `${row[14].replace(',', '.')} ${row[15]}` : null,
  }));
}

/** The body of a gzip answer as text. */
export function gunzipped(res: LightMyRequestResponse): string {
  return gunzipSync(res.rawPayload).toString('utf8');
}
