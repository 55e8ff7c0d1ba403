import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatMoney } from '@shop/domain/rules/money.ts';
import type { Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import { runImport, type ImportOutcome } from '#server/exchange/import-runner.ts';
import { OPERATOR_SCOPES } from '#server/exchange/record-type.ts';
import { createOperatorToken } from '#server/operator-access/operator-tokens.service.ts';
import { exportRecords, importAsCsv } from '#server/testing/record-import.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { sweepUnusedPdfs, UNUSED_PDF_LIFETIME_MS } from '#server/files/stored-pdfs.ts';
import { createDocumentRecordTypes } from './document-record-types.ts';
import { invoicePdfStore, pdfNamesInUse } from './invoice-pdf-files.ts';

/**
 * Imported invoices with their own lines or their own PDF
 * (docs/decisions/106-invoice-pdfs-and-lines.md): what the account downloads, what is refused,
 * and the export that imports again unchanged.
 */

let t: TestApp;
let demo: Caller;
let uk: Caller;
let customerNumber: string;
let documentsToken: string;
let server: http.Server;
let base: string;
let work: string;
const MAX_BYTES = 4096;

/** A small file that starts as a PDF does; `marker` tells two of them apart. */
const pdfBytes = (marker: string) =>
  Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
const SERVED = pdfBytes('served by the ERP');

const types = (allowLocal = true) =>
  createDocumentRecordTypes({
    dataDir: t.config.dataDir,
    pdfLimits: { maxBytes: MAX_BYTES, timeoutMs: 5_000 },
    fetchPolicy: { allowedPrivate: allowLocal ? ['127.0.0.1'] : [] },
  });

/** The records as `documents.jsonl` in a folder with these files beside it, imported from there. */
async function importFolder(
  records: readonly object[],
  files: Record<string, Buffer> = {},
  allowLocal = true,
): Promise<ImportOutcome> {
  const dir = fs.mkdtempSync(path.join(work, 'import-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  const file = path.join(dir, 'documents.jsonl');
  fs.writeFileSync(file, records.map((record) => JSON.stringify(record)).join('\n') + '\n');
  return runImport(t.database.handle.db, types(allowLocal), {
    files: [{ path: file, name: 'documents.jsonl', folder: dir }],
    mode: 'delta',
    dryRun: false,
    scopes: OPERATOR_SCOPES,
  });
}

const invoice = (invoiceNumber: string, extra: object = {}) => ({
  type: 'invoice',
  invoiceNumber,
  customerNumber,
  date: '2026-11-02',
  dueDate: '2026-12-02',
  total: 11_900,
  currency: 'EUR',
  paymentMethodId: 5,
  ...extra,
});

/** 2 × 40.00 + 20.00 net at 19 %: 100.00 net, 19.00 VAT, 119.00 in all. */
const LINES = [
  {
    articleNumber: 'ERP-900',
    name: 'Sternenhimmel Puzzle',
    quantity: 2,
    unitPrice: 4_000,
    taxRate: 19,
    lineTotal: 8_000,
  },
  {
    articleNumber: 'FRACHT',
    name: 'Fracht und Verpackung',
    quantity: 1,
    unitPrice: 2_500,
    discount: 500,
    taxRate: 19,
    lineTotal: 2_000,
  },
];

const invoiceRow = (invoiceNumber: string) =>
  t.database.handle.db
    .selectFrom('invoices')
    .selectAll()
    .where('invoiceNumber', '=', invoiceNumber)
    .executeTakeFirst();

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return compact(parts.join(''));
}
const compact = (text: string) => text.replace(/\s+/g, '');
const money = (minor: number) => compact(formatMoney(minor, 'EUR'));
const download = (who: Caller, number: string) =>
  who('GET', `/account/invoice/${number}?language=de`);

const uploadPdf = (number: string, body: Buffer, token = documentsToken) =>
  t.app.inject({
    method: 'PUT',
    url: `/operator/v1/invoices/${encodeURIComponent(number)}/pdf`,
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
  });

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdfs-'));
  server = http.createServer((request, response) => {
    if (request.url === '/invoice.pdf') response.end(SERVED);
    else if (request.url === '/picture.pdf') response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    else if (request.url === '/huge.pdf')
      response.end(Buffer.concat([SERVED, Buffer.alloc(MAX_BYTES)]));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({
    t,
    callers: [demo, uk],
  } = await seededApp({ articles: 20, logins: [DEMO.de, DEMO.uk] }));
  customerNumber = (
    await t.database.handle.db
      .selectFrom('accounts')
      .select('customerNumber')
      .where('email', '=', DEMO.de)
      .executeTakeFirstOrThrow()
  ).customerNumber;
  documentsToken = (
    await createOperatorToken(t.database.handle.db, { name: 'erp', scopes: ['documents'] })
  ).token;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('invoice lines', () => {
  it('prints the imported lines, their VAT and the total on the account’s PDF', async () => {
    const outcome = await importFolder([invoice('R-LINES-1', { lines: LINES })]);
    expect(outcome.problems).toEqual([]);
    expect(outcome.types.invoice).toMatchObject({ created: 1 });
    const res = await download(demo, 'R-LINES-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-R-LINES-1.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'ERP-900',
      'Sternenhimmel Puzzle',
      money(4_000),
      money(8_000),
      'FRACHT',
      'Fracht und Verpackung',
      money(2_000),
      money(10_000),
      money(1_900),
      money(11_900),
    ])
      expect(text, expected).toContain(compact(expected));
  });

  it('keeps the stored lines when a record names none, and removes them for an empty list', async () => {
    await importFolder([invoice('R-LINES-2', { lines: LINES })]);
    const again = await importFolder([
      invoice('R-LINES-2', { paidAt: '2026-11-20T10:00:00.000Z' }),
    ]);
    expect(again.types.invoice).toMatchObject({ updated: 1 });
    expect(await pdfText((await download(demo, 'R-LINES-2')).rawPayload)).toContain('ERP-900');
    await importFolder([invoice('R-LINES-2', { lines: [] })]);
    expect(await pdfText((await download(demo, 'R-LINES-2')).rawPayload)).not.toContain('ERP-900');
  });

  it('refuses lines that do not add up, negative or fractional numbers and control characters, writing nothing', async () => {
    const [first, second] = LINES as [object, object];
    const outcome = await importFolder([
      invoice('R-BAD-1', { lines: [{ ...first, lineTotal: 7_999 }, second] }),
      invoice('R-BAD-2', { lines: [{ ...first, quantity: -2, lineTotal: -8_000 }] }),
      invoice('R-BAD-3', { lines: [{ ...first, unitPrice: 40.5 }] }),
      invoice('R-BAD-4', { lines: [{ ...first, name: 'Puzzle\u0000' }] }),
      invoice('R-BAD-5', { lines: LINES, total: 12_500 }),
      invoice('R-GOOD', { lines: LINES }),
    ]);
    expect(outcome.ok).toBe(false);
    const fields = outcome.problems.map((problem) => `${problem.key} ${problem.field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'R-BAD-1 lines.0.lineTotal',
        'R-BAD-2 lines.0.quantity',
        'R-BAD-3 lines.0.unitPrice',
        'R-BAD-4 lines.0.name',
        'R-BAD-5 lines',
      ]),
    );
    expect(outcome.problems.find((p) => p.key === 'R-BAD-1')!.message).toContain('8000');
    expect(await invoiceRow('R-GOOD')).toBeUndefined();
  });
});

describe('the ERP’s own PDF', () => {
  it('serves the file a record names by a path beside the import, as it is', async () => {
    const file = pdfBytes('by path');
    const outcome = await importFolder([invoice('R-PATH-1', { pdfPath: 'pdfs/R-PATH-1.pdf' })], {
      'pdfs/R-PATH-1.pdf': file,
    });
    expect(outcome.problems).toEqual([]);
    const res = await download(demo, 'R-PATH-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-R-PATH-1.pdf"');
    expect(res.rawPayload.equals(file)).toBe(true);
    // a customer's document, private on disk
    const folder = path.join(t.config.dataDir, 'stored-pdfs');
    const { pdfSha256 } = (await invoiceRow('R-PATH-1'))!;
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(folder, `${pdfSha256}.pdf`)).mode & 0o777).toBe(0o600);
  });

  it('finds an ERP invoice number with a slash, an underscore or a dot for its PDF and its detail', async () => {
    const number = '2026/08_15.A';
    const outcome = await importFolder([invoice(number, { lines: LINES })]);
    expect(outcome.problems).toEqual([]);
    const res = await download(demo, encodeURIComponent(number));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoice-2026_08_15_A.pdf"',
    );
    expect(await pdfText(res.rawPayload)).toContain(compact('Sternenhimmel Puzzle'));
    const detail = await demo('GET', `/api/invoices/${encodeURIComponent(number)}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ invoiceid: number });
    expect((await download(demo, encodeURIComponent('../R1'))).statusCode).toBe(400);
  });

  it('sweeps a PDF a later import replaced once it is a day old, and keeps every PDF an invoice names', async () => {
    const first = pdfBytes('first version');
    const second = pdfBytes('second version');
    await importFolder([invoice('R-SWEEP-1', { pdfPath: 'a.pdf' })], { 'a.pdf': first });
    const firstName = `${(await invoiceRow('R-SWEEP-1'))!.pdfSha256}.pdf`;
    await importFolder([invoice('R-SWEEP-1', { pdfPath: 'b.pdf' })], { 'b.pdf': second });
    const store = invoicePdfStore({ dataDir: t.config.dataDir });
    const inUse = (names: readonly string[]) => pdfNamesInUse(t.database.handle.db, names);
    const stored = () => fs.readdirSync(store.directory).sort();
    expect(stored()).toContain(firstName);

    // an import under way may still name a PDF stored within the day
    expect(await sweepUnusedPdfs(store, inUse)).toBe(0);
    const dayLater = new Date(Date.now() + UNUSED_PDF_LIFETIME_MS + 60_000);
    const before = stored();
    expect(await sweepUnusedPdfs(store, inUse, dayLater)).toBe(1);
    expect(stored()).toEqual(before.filter((name) => name !== firstName));
    expect((await download(demo, 'R-SWEEP-1')).rawPayload.equals(second)).toBe(true);
  });

  it('serves the file fetched from the address a record names', async () => {
    const outcome = await importFolder([invoice('R-URL-1', { pdfUrl: `${base}/invoice.pdf` })]);
    expect(outcome.problems).toEqual([]);
    expect((await download(demo, 'R-URL-1')).rawPayload.equals(SERVED)).toBe(true);
  });

  it('serves an uploaded PDF and refuses an upload that is no PDF or too large', async () => {
    await importFolder([invoice('R-UP-1', { lines: LINES })]);
    const file = pdfBytes('uploaded');
    const res = await uploadPdf('R-UP-1', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ invoiceNumber: 'R-UP-1', changed: true });
    expect((await download(demo, 'R-UP-1')).rawPayload.equals(file)).toBe(true);
    expect((await uploadPdf('R-UP-1', file)).json()).toMatchObject({ changed: false });

    const png = await uploadPdf('R-UP-1', Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1'));
    expect(png.statusCode).toBe(415);
    expect(png.json().error.code).toBe('PDF_TYPE');
    const huge = await uploadPdf('R-UP-1', Buffer.concat([file, Buffer.alloc(11 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect((await download(demo, 'R-UP-1')).rawPayload.equals(file)).toBe(true);

    expect((await uploadPdf('R-NONE', file)).statusCode).toBe(404);
    const ordersOnly = (
      await createOperatorToken(t.database.handle.db, { name: 'orders', scopes: ['orders'] })
    ).token;
    expect((await uploadPdf('R-UP-1', pdfBytes('other'), ordersOnly)).statusCode).toBe(403);
  });

  it('refuses a path that could leave the import folder before anything is read', async () => {
    fs.writeFileSync(path.join(work, 'outside.pdf'), pdfBytes('outside'));
    const outcome = await importFolder([
      invoice('R-NOPDF-1', { pdfPath: '../outside.pdf' }),
      invoice('R-NOPDF-2', { pdfPath: '/etc/passwd' }),
      invoice('R-NOPDF-3', { pdfPath: 'a.pdf', pdfUrl: `${base}/invoice.pdf` }),
    ]);
    const found = Object.fromEntries(outcome.problems.map((p) => [p.key, `${p.field} ${p.code}`]));
    expect(found).toEqual({
      'R-NOPDF-1': 'pdfPath INVALID_FIELD',
      'R-NOPDF-2': 'pdfPath INVALID_FIELD',
      'R-NOPDF-3': 'pdfPath INVALID_FIELD',
    });
    for (const number of Object.keys(found)) expect(await invoiceRow(number)).toBeUndefined();
  });

  it('lists a file that is no PDF, too large, missing or on a private host as a problem and writes nothing', async () => {
    const stored = () => fs.readdirSync(path.join(t.config.dataDir, 'stored-pdfs')).sort();
    const before = stored();
    const outcome = await importFolder(
      [
        invoice('R-NOPDF-4', { pdfPath: 'fake.pdf' }),
        invoice('R-NOPDF-5', { pdfUrl: `${base}/picture.pdf` }),
        invoice('R-NOPDF-6', { pdfUrl: `${base}/huge.pdf` }),
        invoice('R-NOPDF-7', { pdfPath: 'missing.pdf' }),
        invoice('R-NOPDF-8', { pdfUrl: 'http://169.254.169.254/latest/invoice.pdf' }),
        invoice('R-NOPDF-9', { pdfFile: `${'0'.repeat(64)}.pdf` }),
        invoice('R-OK-PDF', { pdfPath: 'good.pdf' }),
      ],
      { 'fake.pdf': Buffer.from('<html>not a pdf</html>'), 'good.pdf': pdfBytes('never kept') },
    );
    expect(outcome.ok).toBe(false);
    const found = Object.fromEntries(outcome.problems.map((p) => [p.key, `${p.field} ${p.code}`]));
    expect(found).toEqual({
      'R-NOPDF-4': 'pdfPath PDF_TYPE',
      'R-NOPDF-5': 'pdfUrl PDF_TYPE',
      'R-NOPDF-6': 'pdfUrl PDF_TOO_LARGE',
      'R-NOPDF-7': 'pdfPath PDF_PATH',
      'R-NOPDF-8': 'pdfUrl PDF_ADDRESS',
      'R-NOPDF-9': 'pdfFile PDF_PATH',
    });
    for (const number of [...Object.keys(found), 'R-OK-PDF'])
      expect(await invoiceRow(number)).toBeUndefined();
    // the good file of the refused import is not kept either
    expect(stored()).toEqual(before);
  });

  it('refuses an address on the shop’s own machine unless the shop allows it', async () => {
    const outcome = await importFolder(
      [invoice('R-LOCAL-1', { pdfUrl: `${base}/invoice.pdf` })],
      {},
      false,
    );
    expect(outcome.problems.map((p) => p.code)).toEqual(['PDF_ADDRESS']);
    expect(await invoiceRow('R-LOCAL-1')).toBeUndefined();
  });

  it('keeps another customer’s invoice from them, its PDF included', async () => {
    expect((await download(uk, 'R-PATH-1')).statusCode).toBe(404);
    expect((await download(uk, 'R-LINES-1')).statusCode).toBe(404);
  });
});

describe('export', () => {
  it('writes the lines and the stored PDF back, and importing the export changes nothing', async () => {
    const [invoiceType] = types();
    const exported = await exportRecords(t.database.handle.db, invoiceType!);
    const withLines = exported.find(
      (record) => (record as { invoiceNumber: string }).invoiceNumber === 'R-LINES-1',
    );
    expect(withLines).toMatchObject({ lines: [{ articleNumber: 'ERP-900', discount: 0 }, {}] });
    const withPdf = exported.find(
      (record) => (record as { invoiceNumber: string }).invoiceNumber === 'R-UP-1',
    ) as { pdfFile: string };
    expect(withPdf.pdfFile).toMatch(/^[0-9a-f]{64}\.pdf$/);
    const before = await t.database.handle.db.selectFrom('invoiceLines').selectAll().execute();
    const again = await importFolder(exported);
    expect(again.problems).toEqual([]);
    expect(again.types.invoice).toMatchObject({ created: 0, updated: 0 });
    // CSV carries the PDF but no lines, and leaves the stored lines as they are
    const csv = await importAsCsv(t.database.handle.db, [invoiceType!], { invoice: exported });
    expect(csv.problems).toEqual([]);
    expect(csv.types.invoice).toMatchObject({ created: 0, updated: 0 });
    expect(await t.database.handle.db.selectFrom('invoiceLines').selectAll().execute()).toEqual(
      before,
    );
    expect((await invoiceRow('R-UP-1'))!.pdfSha256).toBe(withPdf.pdfFile.slice(0, 64));
  });
});
