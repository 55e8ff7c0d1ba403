import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/** A built client as the web build leaves it: hashed assets with brotli and gzip copies. */
const script = `console.log(${JSON.stringify('shop '.repeat(400))});`;
const page = `<!doctype html><title>Shop</title><script type="module" src="/assets/index-AbC123.js"></script><div id="root"></div><!--${'x'.repeat(2000)}-->`;
let webDist: string;
let t: TestApp;

function writeWithCopies(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

beforeAll(async () => {
  // a folder of its own: the server looks for its renderer beside the client's build
  webDist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-')), 'dist');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeWithCopies(path.join(webDist, 'index.html'), page);
  writeWithCopies(path.join(webDist, 'assets', 'index-AbC123.js'), script);
  ({ t } = await seededApp({
    articles: 40,
    referenceDate: '2026-11-25',
    env: { WEB_DIST: webDist },
  }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(webDist), { recursive: true, force: true });
});

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compressed answers', () => {
  it('sends the brotli copy of a hashed asset to a client that accepts br, cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(decoded('br', res.rawPayload)).toBe(script);
  });

  it('sends the gzip copy to a gzip-only client and the file itself to a client without encodings', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded('gzip', gzip.rawPayload)).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // a shared cache must not hand this plain copy to a client that accepts br
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(script);
  });

  it('sends index.html for a page path compressed and revalidated on every visit', async () => {
    for (const url of ['/de/de', '/uk/en/product/ABC123']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded('br', res.rawPayload)).toBe(page);
    }
  });

  it('compresses API JSON per Accept-Encoding and keeps it uncached', async () => {
    const url = '/api/navigation/en/1';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(decoded(encoding, res.rawPayload))).toEqual(plain.json());
    }
  });

  it('compresses the JSON text the search prepares itself', async () => {
    const payload = { searchParams: '', offset: 0, limit: 60, language: 'en' };
    const plain = await t.app.inject({ method: 'POST', url: '/api/articles', payload });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded('br', res.rawPayload))).toEqual(plain.json());
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: expect.any(String) });
  });
});
