import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PageAnswer } from './page-document.ts';

/**
 * A visitor's rendered page as it is kept (decisions 128, 152): its HTML compressed once with
 * brotli, sent as it is to every client that accepts brotli (every current browser) and
 * decompressed for one that does not. A listing page's HTML is about 140 KB, held by V8 as two
 * bytes a character once it has one character beyond Latin-1; compressed it is some 23 KB, and
 * a hit no longer compresses the same page again.
 */
export type KeptPage =
  { kind: 'redirect'; location: string } | { kind: 'page'; status: number; brotli: Buffer };

const compress = promisify(zlib.brotliCompress);
const decompress = promisify(zlib.brotliDecompress);

export async function keptPage(answer: PageAnswer): Promise<KeptPage> {
  if (answer.kind === 'redirect') return answer;
  const html = Buffer.from(answer.html);
  const brotli = await compress(html, {
    params: {
      // the quality the answers are compressed at per request too (compression.ts)
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
  return { kind: 'page', status: answer.status, brotli };
}

/** The page's HTML for a client that takes no brotli. */
export function keptHtml(page: { brotli: Buffer }): Promise<Buffer> {
  return decompress(page.brotli);
}

/** Whether an Accept-Encoding header takes brotli: `br` or `*` without `q=0`. */
export function acceptsBrotli(header: string | undefined): boolean {
  if (header === undefined) return false;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (quality.get('br') ?? quality.get('*') ?? 0) > 0;
}
