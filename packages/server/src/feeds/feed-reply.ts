import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FEED_CHUNK, FEED_CONTENT_TYPES, feedText } from './feed-writers.ts';
import type { ServedFeed } from './feeds.service.ts';

/** Whether the client's copy is the feed as it would be written now (RFC 9110 13.1.1, 13.1.3). */
function unchanged(request: FastifyRequest, feed: ServedFeed): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) {
    return match
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === feed.etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && feed.lastModified.getTime() <= since;
}

/**
 * A feed's answer (docs/decisions/130-product-feeds.md): 304 without reading an article when
 * the client's copy is current, else the feed streamed as its articles are read (the shop's
 * compression applies per Accept-Encoding).
 */
export function sendFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  feed: ServedFeed,
  baseUrl: string,
): FastifyReply {
  reply
    .header('etag', feed.etag)
    .header('last-modified', feed.lastModified.toUTCString())
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Accept-Encoding')
    .header('x-robots-tag', 'noindex');
  if (unchanged(request, feed)) return reply.status(304).send();
  const text = feedText({ ...feed, baseUrl }, feed.articles());
  // a byte stream holding one chunk: as objects, 16 chunks waited, outlived the young
  // generation's collections and grew the heap by 100 MB and more during a feed
  const body = Readable.from(text, { objectMode: false, highWaterMark: FEED_CHUNK });
  return reply.header('content-type', FEED_CONTENT_TYPES[feed.format]).send(body);
}
