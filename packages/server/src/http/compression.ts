import zlib from 'node:zlib';
import fastifyCompress, { type FastifyCompressRouteOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers per the request's Accept-Encoding (brotli, else gzip): API JSON, the JSON
 * strings some routes prepare themselves, index.html and the sitemaps. Brotli runs at quality 4,
 * which is fast enough per request; the client's assets are compressed once at build time at
 * the highest quality and sent as they are (web-client.ts). Answers under 1 KB stay as they are.
 */
/**
 * The route option of answers of many megabytes streamed as they are written (the product
 * feeds): the fastest levels, which write a feed several times faster than the defaults and
 * larger by about a fifth, as a web server's default gzip level 1 does for the same reason.
 */
export const BULK_COMPRESSION: FastifyCompressRouteOptions['compress'] = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
};

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
