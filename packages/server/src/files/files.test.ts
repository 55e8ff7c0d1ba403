import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  JPEG_1X1,
  multipartBody,
  PDF,
  PNG_1X1,
  pngBomb,
  tradeLicenceForm,
  type FormPart,
} from './files.fixtures.ts';
import { uploadFileName } from './files.service.ts';
import { jpegDimensions, pngDimensions } from './image-dimensions.ts';

let t: TestApp;
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each test uploads from its own address, so the per-address limit stays out of the way. */
function upload(form: { payload: Buffer; headers: Record<string, string> }, ip?: string) {
  ipCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/uploadFile',
    remoteAddress: ip ?? `10.1.0.${ipCounter}`,
    ...form,
  });
}

async function storedRow(reference: string) {
  return t.database.handle.db
    .selectFrom('uploads')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');

describe('POST /api/uploadFile', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf', 'pdf'],
    ['a PNG', PNG_1X1, 'image/png', 'png'],
    ['a JPEG', JPEG_1X1, 'image/jpeg', 'jpg'],
  ])('stores %s under a random name and answers its reference', async (_, content, mime, ext) => {
    const res = await upload(tradeLicenceForm(content, { addTimeStamp: 'false' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ reference: string; fileName: string }>();
    expect(body.fileName).toBe(`trade_license.${ext}`);
    expect(body.reference).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const row = await storedRow(body.reference);
    expect(row).toMatchObject({
      originalName: `trade_license.${ext}`,
      mimeType: mime,
      size: content.length,
      purpose: 'trade_licence',
      accountId: null,
    });
    expect(row.storedName).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`));
    expect(fs.readFileSync(path.join(uploadsDir(), row.storedName))).toEqual(content);
  });

  it('adds a timestamp to the name when asked', async () => {
    const res = await upload(tradeLicenceForm(PDF, { addTimeStamp: 'true' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().fileName).toMatch(/^trade_license_\d{8}-\d{6}\.pdf$/);
  });

  it('tells the type by the content: a text file named .pdf is refused with 415', async () => {
    const before = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;
    const text = Buffer.from('just some text pretending to be a PDF\n');
    const res = await upload(tradeLicenceForm(text, { filename: 'licence.pdf' }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: { code: 'UNSUPPORTED_FILE_TYPE', message: expect.any(String) },
    });
    const after = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;
    expect(after).toBe(before);
  });

  it('refuses other real types (an SVG, a GIF, an empty file)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>');
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    for (const content of [svg, gif, Buffer.alloc(0)]) {
      const res = await upload(tradeLicenceForm(content, { contentType: 'image/png' }));
      expect(res.statusCode).toBe(415);
    }
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const res = await upload(tradeLicenceForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
    // exactly 10 MB is fine
    const limit = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length, 0x20)]);
    expect((await upload(tradeLicenceForm(limit))).statusCode).toBe(200);
  });

  it('refuses an image with too many pixels', async () => {
    const res = await upload(tradeLicenceForm(pngBomb(), { contentType: 'image/png' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('IMAGE_TOO_LARGE');
  });

  it('treats ../ in newName and the file name as text, never as a path', async () => {
    const res = await upload(
      tradeLicenceForm(PDF, {
        filename: '../../../escape.pdf',
        newName: '../../../../etc/passwd',
        addTimeStamp: 'false',
      }),
    );
    expect(res.statusCode).toBe(200);
    const { fileName, reference } = res.json<{ fileName: string; reference: string }>();
    expect(fileName).toBe('passwd.pdf');
    const row = await storedRow(reference);
    expect(path.dirname(path.join(uploadsDir(), row.storedName))).toBe(uploadsDir());
    expect(fs.existsSync(path.join(t.config.dataDir, 'escape.pdf'))).toBe(false);
    expect(fs.existsSync(path.resolve(uploadsDir(), '../../../../etc/passwd.pdf'))).toBe(false);
  });

  it.each<[string, FormPart[]]>([
    ['no file', [{ name: 'newName', value: 'trade_license' }]],
    [
      'no newName',
      [{ name: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: PDF }],
    ],
    [
      'an unknown field',
      [
        { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: PDF },
        { name: 'newName', value: 'x' },
        { name: 'owner', value: '1' },
      ],
    ],
    [
      'addTimeStamp not true or false',
      [
        { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: PDF },
        { name: 'newName', value: 'x' },
        { name: 'addTimeStamp', value: 'yes' },
      ],
    ],
    [
      'the file in another field',
      [
        { name: 'document', filename: 'a.pdf', contentType: 'application/pdf', content: PDF },
        { name: 'newName', value: 'x' },
      ],
    ],
    [
      'a field twice',
      [
        { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: PDF },
        { name: 'newName', value: 'x' },
        { name: 'newName', value: 'y' },
      ],
    ],
    [
      'a huge newName',
      [
        { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: PDF },
        { name: 'newName', value: 'x'.repeat(5000) },
      ],
    ],
  ])('answers 400 for %s', async (_, parts) => {
    const res = await upload(multipartBody(parts));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 413 for two files', async () => {
    const res = await upload(
      multipartBody([
        { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: PDF },
        { name: 'file', filename: 'b.pdf', contentType: 'application/pdf', content: PDF },
        { name: 'newName', value: 'x' },
      ]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('TOO_MANY_PARTS');
  });

  it('answers 4xx, never 500, for a broken or non-multipart body', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/uploadFile',
      remoteAddress: '10.1.1.1',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('MALFORMED_MULTIPART');

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/uploadFile',
      remoteAddress: '10.1.1.2',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploadFile',
      remoteAddress: '10.1.1.3',
      payload: { file: 'x', newName: 'y' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('leaves the JSON routes alone: they refuse multipart bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkEmailForRegistration',
      ...multipartBody([{ name: 'email', value: 'a@example.com' }]),
    });
    expect(res.statusCode).toBe(415);
  });

  it('limits uploads per address with 429 and Retry-After', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) {
      expect((await upload(tradeLicenceForm(PNG_1X1), ip)).statusCode).toBe(200);
    }
    const res = await upload(tradeLicenceForm(PNG_1X1), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('upload names and image sizes', () => {
  it('keeps only the last segment and safe characters', () => {
    expect(uploadFileName('trade_license', 'pdf', undefined)).toBe('trade_license.pdf');
    expect(uploadFileName('..\\..\\win.ini', 'pdf', undefined)).toBe('win.ini.pdf');
    expect(uploadFileName('Gewerbe<script>.PDF', 'pdf', undefined)).toBe('Gewerbe_script.pdf');
    expect(uploadFileName('scan.jpeg', 'jpg', undefined)).toBe('scan.jpg');
    expect(uploadFileName('...', 'png', undefined)).toBe('upload.png');
    expect(uploadFileName('Führerschein', 'pdf', new Date('2026-11-25T10:15:30Z'))).toBe(
      'Führerschein_20261125-101530.pdf',
    );
    expect(uploadFileName('x'.repeat(300), 'pdf', undefined)).toHaveLength(84);
  });

  it('reads PNG and JPEG sizes from their headers', () => {
    expect(pngDimensions(PNG_1X1)).toEqual({ width: 1, height: 1 });
    expect(jpegDimensions(JPEG_1X1)).toEqual({ width: 1, height: 1 });
    expect(pngDimensions(pngBomb())).toEqual({ width: 100_000, height: 100_000 });
    expect(jpegDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeUndefined();
    expect(pngDimensions(Buffer.from('short'))).toBeUndefined();
  });
});
