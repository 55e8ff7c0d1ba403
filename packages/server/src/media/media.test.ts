import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaUploadAnswer } from '@shop/domain/api/gpsr.ts';
import { codeOf } from '#server/testing/calls.ts';
import { DEMO, accountIdOf, login } from '#server/testing/demo-logins.ts';
import {
  JPEG_1X1,
  PDF,
  PNG_1X1,
  multipartBody,
  type FormPart,
} from '#server/files/files.fixtures.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * `POST /api/uploadFileHeomedia` (docs/product/account.md#account-upload): a customer's file,
 * checked by its content, stored as the caller's; a second customer naming the first one's customer
 * number is refused and nothing is stored (docs/security.md, identity and access).
 */

let t: TestApp;
let tokenA: string;
let tokenB: string;
let accountA: number;

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 20, referenceDate: '2026-11-25' }));
  tokenA = await login(t, DEMO.de);
  tokenB = await login(t, DEMO.uk);
  accountA = await accountIdOf(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

function upload(token: string | null, parts: FormPart[]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploadFileHeomedia',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const file = (content: Buffer, filename = 'artwork.png', contentType = 'image/png'): FormPart => ({
  name: 'file',
  filename,
  contentType,
  content,
});

const uploadRows = () =>
  t.database.handle.db
    .selectFrom('uploads')
    .selectAll()
    .where('purpose', '=', 'heomedia')
    .execute();

describe('POST /api/uploadFileHeomedia', () => {
  it("stores a PNG, JPEG or PDF as the caller's and answers its file name", async () => {
    for (const [content, name, extension] of [
      [PNG_1X1, 'Logo Frühjahr.png', 'png'],
      [JPEG_1X1, 'foto.jpeg', 'jpg'],
      [PDF, 'anzeige.pdf', 'pdf'],
    ] as const) {
      const res = await upload(tokenA, [
        { name: 'customerNumber', value: 'DE/100001' },
        file(content, name, 'application/octet-stream'),
      ]);
      expect(res.statusCode).toBe(200);
      const { fileName } = res.json<MediaUploadAnswer>();
      expect(fileName).toMatch(new RegExp(`_\\d{8}-\\d{6}\\.${extension}$`));
    }
    const rows = await uploadRows();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.accountId === accountA)).toBe(true);
    for (const row of rows) {
      const stored = path.join(t.config.dataDir, 'uploads', row.storedName);
      expect(fs.existsSync(stored)).toBe(true);
    }
  });

  it('tells the type by the content: a script named .png is refused with 415', async () => {
    const before = (await uploadRows()).length;
    const res = await upload(tokenA, [
      { name: 'customerNumber', value: 'DE/100001' },
      file(Buffer.from('<script>alert(1)</script>'), 'evil.png'),
    ]);
    expect(res.statusCode).toBe(415);
    expect((await uploadRows()).length).toBe(before);
  });

  it('refuses a missing customer number or file with 400 and no login with 401', async () => {
    expect((await upload(tokenA, [file(PNG_1X1)])).statusCode).toBe(400);
    expect(
      (await upload(tokenA, [{ name: 'customerNumber', value: 'DE/100001' }])).statusCode,
    ).toBe(400);
    const extra = await upload(tokenA, [
      { name: 'customerNumber', value: 'DE/100001' },
      { name: 'other', value: 'x' },
      file(PNG_1X1),
    ]);
    expect(extra.statusCode).toBe(400);
    const anonymous = await upload(null, [
      { name: 'customerNumber', value: 'DE/100001' },
      file(PNG_1X1),
    ]);
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a second customer naming the first one's customer number with 403, storing nothing", async () => {
    const before = await uploadRows();
    const res = await upload(tokenB, [
      { name: 'customerNumber', value: 'DE/100001' },
      file(PNG_1X1),
    ]);
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(await uploadRows()).toEqual(before);
    const own = await upload(tokenB, [
      { name: 'customerNumber', value: 'UK/200001' },
      file(PNG_1X1),
    ]);
    expect(own.statusCode).toBe(200);
    expect((await uploadRows()).length).toBe(before.length + 1);
  });
});
