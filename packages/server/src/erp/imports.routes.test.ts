import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import type { AppError } from '#server/http/app-error.ts';
import { createOperatorToken } from '#server/operator-access/operator-tokens.service.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { saveUpload } from './import-upload.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../../operator-example');
const example = (name: string) => fs.readFileSync(path.join(EXAMPLE, name));

let t: TestApp;
let catalogToken: string;
let everything: string;
let ordersOnly: string;
let customerToken: string;

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 20, referenceDate: '2026-11-25' }));
  const db = t.database.handle.db;
  catalogToken = (
    await createOperatorToken(db, { name: 'pim', scopes: ['catalog', 'stock-prices'] })
  ).token;
  everything = (
    await createOperatorToken(db, {
      name: 'erp',
      scopes: ['catalog', 'stock-prices', 'accounts', 'documents', 'orders'],
    })
  ).token;
  ordersOnly = (await createOperatorToken(db, { name: 'orders', scopes: ['orders'] })).token;
  customerToken = await login(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

interface JobAnswer {
  id: number;
  state: string;
  outcome: string | null;
  requestedBy: string;
  result: {
    ok: boolean;
    types: Record<string, { records: number; created: number; updated: number; unchanged: number }>;
    problems: { file: string; line: number; code: string; field: string | null }[];
  } | null;
}

function upload(
  scope: string,
  body: Buffer | string,
  options: { token?: string; type?: string; query?: string; key?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/operator/v1/imports/${scope}${options.query ? `?${options.query}` : ''}`,
    headers: {
      authorization: `Bearer ${options.token ?? everything}`,
      'content-type': options.type ?? 'application/x-ndjson',
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: body,
  });
}

async function ended(scope: string, id: number, token = everything): Promise<JobAnswer> {
  await t.jobs.waitFor(id, { timeoutMs: 20_000 });
  const res = await t.app.inject({
    method: 'GET',
    url: `/operator/v1/imports/${scope}/jobs/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobAnswer>();
}

const articleCount = async () =>
  Number(
    (
      await t.database.handle.db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the operator API: imports', () => {
  it('imports an uploaded catalog as a job, and its articles are found by the shop search with their prices', async () => {
    const res = await upload('catalog', example('catalog.jsonl'), { token: catalogToken });
    expect(res.statusCode, res.body).toBe(202);
    const job = await ended('catalog', res.json<JobAnswer>().id, catalogToken);
    expect(job).toMatchObject({ state: 'succeeded', outcome: 'applied', requestedBy: 'pim' });
    expect(job.result!.types.article).toMatchObject({ records: 8, created: 8 });

    // the search index takes the import's articles in with its next catalog change, not with the job
    const suggested = async () => {
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { language: 'de', value: 'Fjordland' },
      });
      expect(search.statusCode).toBe(200);
      return JSON.stringify(search.json());
    };
    await expect.poll(suggested, { timeout: 10_000 }).toContain('NLS1001');
    const article = await t.app.inject({
      method: 'POST',
      url: '/api/article',
      headers: { authorization: `Bearer ${customerToken}` },
      payload: { articleNumber: 'NLS1001', language: 'de' },
    });
    expect(article.statusCode, article.body).toBe(200);
    expect(article.body).toContain('Fjordland – Das Brettspiel');
    expect(article.body).toContain('2495');
  });

  it('answers the first job to an upload repeated with the same idempotency key, and imports nothing again', async () => {
    const body = example('catalog.jsonl');
    const first = await upload('catalog', body, { key: 'catalog-1' });
    const second = await upload('catalog', body, { key: 'catalog-1' });
    expect(second.json<JobAnswer>().id).toBe(first.json<JobAnswer>().id);
    const job = await ended('catalog', first.json<JobAnswer>().id);
    expect(job.result!.types.article).toMatchObject({ created: 0, updated: 0, unchanged: 8 });
    expect(fs.readdirSync(path.join(t.config.dataDir, 'imports'))).toEqual([]);
  });

  it('refuses a file with bad records as a whole, listing each problem, and writes nothing', async () => {
    const before = await articleCount();
    const lines = [
      '{"type":"article","articleNumber":"NEW1","state":"inStock","localization":{"de":{"name":"Neu"},"en":{"name":"New"}}}',
      '{"type":"article","articleNumber":"NEW2","state":"sold","localization":{}}',
      '{"type":"account","customerNumber":"DE/1"}',
    ];
    const res = await upload('catalog', lines.join('\n'));
    const job = await ended('catalog', res.json<JobAnswer>().id);
    expect(job.outcome).toBe('refused');
    expect(job.result!.problems.map((p) => [p.line, p.code, p.field])).toEqual([
      [2, 'INVALID_FIELD', 'localization.de.name'],
      [2, 'INVALID_FIELD', 'localization.en.name'],
      [2, 'INVALID_FIELD', 'state'],
      [3, 'SCOPE_MISSING', 'type'],
    ]);
    expect(await articleCount()).toBe(before);
  });

  it('checks without writing on a dry run, and reads a CSV named by its record type', async () => {
    const csv = 'articleNumber;stockQuantity;state\nNLS1001;12;inStock\n';
    const missingName = await upload('stock-prices', csv, { type: 'text/csv' });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json<{ error: { code: string } }>().error.code).toBe('NAME_REQUIRED');
    const dry = await upload('stock-prices', csv, {
      type: 'text/csv',
      query: 'name=stockPrices.csv&dryRun=true',
    });
    const job = await ended('stock-prices', dry.json<JobAnswer>().id);
    expect(job.outcome).toBe('checked');
    const stored = await t.database.handle.db
      .selectFrom('articles')
      .select('stockQuantity')
      .where('articleNumber', '=', 'NLS1001')
      .executeTakeFirstOrThrow();
    expect(stored.stockQuantity).toBe(240);
  });

  it('applies the lean stock and price call before it answers, and tells the catalog listeners', async () => {
    const heard: number[] = [];
    const stop = t.catalogEvents.onArticlesChanged((ids) => heard.push(...ids));
    const res = await t.app.inject({
      method: 'POST',
      url: '/operator/v1/stock-prices',
      headers: { authorization: `Bearer ${catalogToken}` },
      payload: {
        records: [
          { type: 'stockPrice', articleNumber: 'NLS1001', stockQuantity: 0, state: 'soldOut' },
          { type: 'stockPrice', articleNumber: 'NLS1003', prices: { EUR: { singlePrice: 355 } } },
        ],
      },
    });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JobAnswer>()).toMatchObject({
      outcome: 'applied',
      result: { types: { stockPrice: { updated: 2 } } },
    });
    const rows = await t.database.handle.db
      .selectFrom('articles')
      .select(['id', 'stockQuantity', 'state'])
      .where('articleNumber', 'in', ['NLS1001', 'NLS1003'])
      .orderBy('articleNumber')
      .execute();
    expect(rows[0]).toMatchObject({ stockQuantity: 0, state: 'soldOut' });
    expect(heard.sort()).toEqual(rows.map((row) => row.id).sort());
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/operator/v1/stock-prices',
      headers: { authorization: `Bearer ${catalogToken}` },
      payload: { records: Array.from({ length: 10_001 }, () => ({ type: 'stockPrice' })) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lets only a token with the scope in, never a customer, and shows a job only under its scope', async () => {
    const body = example('catalog.jsonl');
    expect((await upload('catalog', body, { token: ordersOnly })).statusCode).toBe(403);
    expect((await upload('catalog', body, { token: customerToken })).statusCode).toBe(401);
    expect((await upload('accounts', body, { token: catalogToken })).statusCode).toBe(403);
    expect((await upload('everything', body)).statusCode).toBe(400);
    const job = (await upload('catalog', body)).json<JobAnswer>();
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/operator/v1/imports/accounts/jobs/${job.id}`,
      headers: { authorization: `Bearer ${everything}` },
    });
    expect(elsewhere.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/operator/v1/imports/catalog/jobs?limit=2',
      headers: { authorization: `Bearer ${catalogToken}` },
    });
    expect(list.json<{ jobs: JobAnswer[] }>().jobs.map((j) => j.id)[0]).toBe(job.id);
    await t.jobs.waitFor(job.id);
  });

  it('imports accounts and documents under their scopes, and exports them so that importing the export changes nothing', async () => {
    for (const [scope, file] of [
      ['accounts', 'accounts.jsonl'],
      ['documents', 'documents.jsonl'],
    ] as const) {
      const job = await ended(scope, (await upload(scope, example(file))).json<JobAnswer>().id);
      expect(job.outcome, JSON.stringify(job.result?.problems)).toBe('applied');
    }
    for (const group of ['catalog', 'accounts', 'documents'] as const) {
      const exported = await t.app.inject({
        method: 'GET',
        url: `/operator/v1/exports/${group}`,
        headers: { authorization: `Bearer ${everything}` },
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toContain('application/x-ndjson');
      const again = await ended(group, (await upload(group, exported.body)).json<JobAnswer>().id);
      expect(again.outcome, JSON.stringify(again.result?.problems.slice(0, 3))).toBe('applied');
      for (const counts of Object.values(again.result!.types))
        expect(counts).toMatchObject({ created: 0, updated: 0 });
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: '/operator/v1/exports/accounts?format=csv&type=account',
      headers: { authorization: `Bearer ${everything}` },
    });
    expect(csv.body.replace(/^\uFEFF/, '').split('\n')[0]).toMatch(/^customerNumber;email;shop;/);
    const noType = await t.app.inject({
      method: 'GET',
      url: '/operator/v1/exports/catalog?format=csv',
      headers: { authorization: `Bearer ${everything}` },
    });
    expect(noType.statusCode).toBe(400);
    const orders = await t.app.inject({
      method: 'GET',
      url: '/operator/v1/exports/orders',
      headers: { authorization: `Bearer ${ordersOnly}` },
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.body.split('\n').filter(Boolean).length).toBeGreaterThan(0);
  });
});

describe('an import upload', () => {
  it('is refused with 413 past its limit, declared or streamed, and leaves no file behind', async () => {
    const dir = t.config.dataDir;
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: AppError) => [error.statusCode, error.code],
      );
    expect(await refused(saveUpload(dir, 'a.jsonl', Readable.from(['x']), 2 * 1024 ** 3))).toEqual([
      413,
      'FILE_TOO_LARGE',
    ]);
    expect(
      await refused(
        saveUpload(dir, 'a.jsonl', Readable.from(['0123456789', '0123456789']), undefined, 15),
      ),
    ).toEqual([413, 'FILE_TOO_LARGE']);
    expect(await refused(saveUpload(dir, 'a.jsonl', Readable.from([]), undefined))).toEqual([
      400,
      'EMPTY_FILE',
    ]);
    expect(fs.readdirSync(path.join(dir, 'imports'))).toEqual([]);
  });
});
