import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { JPEG_1X1, PDF, PNG_1X1, pngBomb, tradeLicenceForm } from './files.fixtures.ts';
import { bytesAfterImageEnd } from './image-end.ts';

/**
 * docs/security.md, Uploads: the files an attacker would send are refused or neutralised, on
 * the public upload of the registration (the account logo shares the same checks).
 */
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const JPEG_WHOLE = Buffer.concat([JPEG_1X1, Buffer.from([0xff, 0xd9])]);

/** The 1×1 JPEG claiming 60000 × 60000 pixels in its frame header. */
function jpegBomb(): Buffer {
  const jpeg = Buffer.from(JPEG_WHOLE);
  // the fixture is progressive: its frame header is SOF2
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc2]));
  expect(frame).toBeGreaterThan(0);
  jpeg.writeUInt16BE(60_000, frame + 5);
  jpeg.writeUInt16BE(60_000, frame + 7);
  return jpeg;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('hostile uploads', () => {
  it('are refused: polyglots, SVG with script, HTML named .png, pixel floods', async () => {
    const attacks: [string, Buffer, string, string, number, string][] = [
      [
        'PNG with HTML after its end',
        Buffer.concat([PNG_1X1, HTML]),
        'a.png',
        'image/png',
        400,
        'INVALID_IMAGE',
      ],
      [
        'JPEG with HTML after its end',
        Buffer.concat([JPEG_WHOLE, HTML]),
        'a.jpg',
        'image/jpeg',
        400,
        'INVALID_IMAGE',
      ],
      [
        'SVG with a script',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
        415,
        'UNSUPPORTED_FILE_TYPE',
      ],
      [
        'SVG with a script named .png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'logo.png',
        'image/png',
        415,
        'UNSUPPORTED_FILE_TYPE',
      ],
      ['HTML renamed to .png', HTML, 'licence.png', 'image/png', 415, 'UNSUPPORTED_FILE_TYPE'],
      ['PNG pixel flood', pngBomb(), 'bomb.png', 'image/png', 413, 'IMAGE_TOO_LARGE'],
      ['JPEG pixel flood', jpegBomb(), 'bomb.jpg', 'image/jpeg', 413, 'IMAGE_TOO_LARGE'],
    ];
    const before = storedFiles().length;
    const answers = await Promise.all(
      attacks.map(([, content, filename, contentType], i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/uploadFile',
          remoteAddress: `10.7.0.${i + 1}`,
          ...tradeLicenceForm(content, { filename, contentType }),
        }),
      ),
    );
    answers.forEach((res, i) => {
      const [what, , , , status, code] = attacks[i]!;
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toEqual({ error: { code, message: expect.any(String) } });
    });
    expect(storedFiles()).toHaveLength(before);
    console.info(
      `uploads: ${attacks.length} hostile files, ${answers.filter((a) => a.statusCode >= 400).length} refused, 0 stored`,
    );
  });

  it('neutralises ../ in names: the file is stored under a name the server makes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploadFile',
      remoteAddress: '10.7.1.1',
      ...tradeLicenceForm(PDF, {
        filename: '../../../../tmp/evil.pdf',
        newName: '..\\..\\..\\x',
        addTimeStamp: 'false',
      }),
    });
    expect(res.statusCode).toBe(200);
    const { fileName } = res.json<{ fileName: string }>();
    expect(fileName).not.toMatch(/[\\/]/);
    expect(storedFiles().every((name) => /^[0-9a-f-]{36}\.(pdf|png|jpg)$/.test(name))).toBe(true);
  });

  it('keeps whole pictures: nothing after the end of a real PNG or JPEG', () => {
    expect(bytesAfterImageEnd('image/png', PNG_1X1)).toBe(0);
    expect(bytesAfterImageEnd('image/jpeg', JPEG_WHOLE)).toBe(0);
    // a picture cut short hides nothing behind its end
    expect(bytesAfterImageEnd('image/jpeg', JPEG_1X1)).toBe(0);
    expect(bytesAfterImageEnd('image/png', Buffer.concat([PNG_1X1, HTML]))).toBe(HTML.length);
  });
});
