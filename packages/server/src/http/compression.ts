import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers per the request's Accept-Encoding (brotli, else gzip): API JSON, the JSON
 * strings some routes prepare themselves, index.html and the sitemaps. Brotli runs at quality 4,
 * which is fast enough per request; the client's assets are compressed once at build time at
 * the highest quality and sent as they are (web-client.ts). Answers under 1 KB stay as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
