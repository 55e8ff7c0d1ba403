import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { PDF, tradeLicenceForm } from '#server/files/files.fixtures.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/** What the shop keeps in DATA_DIR is readable by the shop's own user only. */
let scratch: string;
let t: TestApp;
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-modes-'));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('DATA_DIR permissions', () => {
  it('creates DATA_DIR 0700 and the SQLite database with its -wal and -shm files 0600', async () => {
    const dataDir = path.join(scratch, 'sqlite', 'data');
    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await migrateToLatest(handle.db);
      await sql`insert into app_settings (key, value) values ('mode-test', 'x')`.execute(handle.db);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const file of ['shop.sqlite', 'shop.sqlite-wal', 'shop.sqlite-shm']) {
        expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
      }
    } finally {
      await handle.close();
    }
  });

  it('writes mail files 0600 in a 0700 folder', async () => {
    const dataDir = path.join(scratch, 'mail-only');
    const mailer = createMailer({ smtpUrl: undefined, from: 'shop@example.com', dataDir });
    await mailer.send({ to: 'a@example.com', subject: 'Your link', text: 'secret link' });
    mailer.close();
    const mailDir = path.join(dataDir, 'mail');
    expect(modeOf(mailDir)).toBe(0o700);
    const [file] = fs.readdirSync(mailDir);
    expect(modeOf(path.join(mailDir, file!))).toBe(0o600);
  });

  it('stores uploads 0600 in a 0700 folder', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploadFile',
      ...tradeLicenceForm(PDF),
    });
    expect(res.statusCode).toBe(200);
    const uploads = path.join(t.config.dataDir, 'uploads');
    expect(modeOf(uploads)).toBe(0o700);
    for (const file of fs.readdirSync(uploads))
      expect(modeOf(path.join(uploads, file))).toBe(0o600);
  });

  it('tightens the files an earlier version left readable when the shop starts', async () => {
    const dataDir = path.join(scratch, 'old');
    const loose = {
      dirs: [dataDir, path.join(dataDir, 'mail'), path.join(dataDir, 'uploads')],
      files: ['shop.sqlite', 'shop.sqlite-wal', 'shop.sqlite-shm', 'mail/1-a.eml', 'uploads/b.pdf'],
    };
    for (const dir of loose.dirs) fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    for (const dir of loose.dirs) fs.chmodSync(dir, 0o755);
    for (const file of [...loose.files, 'notes.txt']) {
      fs.writeFileSync(path.join(dataDir, file), '');
      fs.chmodSync(path.join(dataDir, file), 0o644);
    }
    // the real start, against a database that does not answer: it stops after the data folder
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../main.ts')],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://shop@127.0.0.1:1/nothing',
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      },
    );
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
    for (const dir of loose.dirs) expect(modeOf(dir), dir).toBe(0o700);
    for (const file of loose.files) expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
    // a file the shop did not write is not its business
    expect(modeOf(path.join(dataDir, 'notes.txt'))).toBe(0o644);
  }, 60_000);
});
