import { Metrics } from '#server/system/metrics.ts';
import { StartupGate } from '#server/system/startup-gate.ts';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { PDF, tradeLicenceForm } from './files.fixtures.ts';
import { sweepUnclaimedUploads, UNCLAIMED_UPLOAD_LIFETIME_MS } from './files.service.ts';

/** Uploads that no registration claimed are removed after a day, rows and files. */
let t: TestApp;
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const uploadsDir = () => path.join(t.config.dataDir, 'uploads');

async function upload(): Promise<{ reference: string; file: string }> {
  ipCounter += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploadFile',
    remoteAddress: `10.9.0.${ipCounter}`,
    ...tradeLicenceForm(PDF),
  });
  expect(res.statusCode).toBe(200);
  const { reference } = res.json<{ reference: string }>();
  const row = await t.database.handle.db
    .selectFrom('uploads')
    .select('storedName')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return { reference, file: path.join(uploadsDir(), row.storedName) };
}

async function backDate(reference: string, ageMs: number) {
  const createdAt = new Date(Date.now() - ageMs).toISOString();
  await t.database.handle.db
    .updateTable('uploads')
    .set({ createdAt })
    .where('reference', '=', reference)
    .execute();
}

async function rowExists(reference: string) {
  const row = await t.database.handle.db
    .selectFrom('uploads')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

describe('unclaimed uploads', () => {
  it('are removed after a day; claimed and younger ones stay', async () => {
    const unclaimed = await upload();
    const claimed = await upload();
    const young = await upload();
    for (const { reference } of [unclaimed, claimed]) await backDate(reference, 25 * HOUR);
    await backDate(young.reference, 23 * HOUR);
    await t.database.handle.db
      .insertInto('registrations')
      .values({
        email: 'applicant@example.com',
        shop: 'de',
        language: 'de',
        data: '{}',
        uploadReference: claimed.reference,
      })
      .execute();
    // files without a row: one a day old, one fresh (its row may be on the way)
    const strayOld = path.join(uploadsDir(), 'stray-old.pdf');
    const strayNew = path.join(uploadsDir(), 'stray-new.pdf');
    fs.writeFileSync(strayOld, PDF);
    fs.writeFileSync(strayNew, PDF);
    const dayAgo = new Date(Date.now() - 25 * HOUR);
    fs.utimesSync(strayOld, dayAgo, dayAgo);

    expect(await sweepUnclaimedUploads(t.database.handle.db, uploadsDir())).toBe(2);

    expect(await rowExists(unclaimed.reference)).toBe(false);
    expect(fs.existsSync(unclaimed.file)).toBe(false);
    expect(fs.existsSync(strayOld)).toBe(false);
    for (const kept of [claimed, young]) {
      expect(await rowExists(kept.reference)).toBe(true);
      expect(fs.existsSync(kept.file)).toBe(true);
    }
    expect(fs.existsSync(strayNew)).toBe(true);
    fs.rmSync(strayNew);
  });

  it('live a day by the clock the sweep is given', async () => {
    const { reference, file } = await upload();
    const db = t.database.handle.db;
    const justBefore = new Date(Date.now() + UNCLAIMED_UPLOAD_LIFETIME_MS - HOUR);
    await sweepUnclaimedUploads(db, uploadsDir(), justBefore);
    expect(await rowExists(reference)).toBe(true);
    const after = new Date(Date.now() + UNCLAIMED_UPLOAD_LIFETIME_MS + HOUR);
    await sweepUnclaimedUploads(db, uploadsDir(), after);
    expect(await rowExists(reference)).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('are swept when the shop starts', async () => {
    const { reference, file } = await upload();
    await backDate(reference, 25 * HOUR);
    const restarted = await buildApp({
      config: t.config,
      database: t.database.handle,
      mailer: t.mailer,
      rateLimiter: t.rateLimiter,
      catalogEvents: t.catalogEvents,
      paymentGateway: t.paymentGateway,
      shopEvents: t.shopEvents,
      startup: new StartupGate(),
      metrics: new Metrics(),
      jobs: t.jobs,
    });
    try {
      await restarted.ready();
      expect(await rowExists(reference)).toBe(false);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await restarted.close();
    }
  }, 60_000);
});
