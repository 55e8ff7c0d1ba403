import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFolder } from '#server/content/content-folder.ts';
import { importContent } from '#server/content/content-import.service.ts';
import { EXAMPLE_CONTENT_FOLDER } from '#server/seed/example-content.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/** GET /api/contact/map and the CSP that lets the page load the operator's tiles. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png',
    MAP_ATTRIBUTION: '© Example tiles',
  });
});
afterAll(async () => {
  await t.close();
});

async function importLocation(location: unknown): Promise<void> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-map-'));
  await fs.cp(EXAMPLE_CONTENT_FOLDER, folder, { recursive: true });
  const file = path.join(folder, 'settings.json');
  const settings = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
  await fs.writeFile(file, JSON.stringify({ ...settings, contactLocation: location }));
  const { bundle, problems } = await readContentFolder(folder);
  expect(problems).toEqual([]);
  await importContent(t.database.handle.db, bundle!);
  await fs.rm(folder, { recursive: true, force: true });
}

describe('the contact page map', () => {
  it('answers the location of the content settings at zoom 15 and the operator tile server', async () => {
    await importLocation({ latitude: 48.1374, longitude: 11.5755 });
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/map' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      latitude: 48.1374,
      longitude: 11.5755,
      zoom: 15,
      tileUrl: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png',
      attribution: { text: '© Example tiles', url: 'https://www.openstreetmap.org/copyright' },
    });
  });

  it('lets pages load images of the tile server and of no other origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/map' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: https://*.tiles.example.org");
    expect(csp).not.toContain('openstreetmap');
  });

  it('refuses a content folder whose location is off the globe', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-map-'));
    await fs.cp(EXAMPLE_CONTENT_FOLDER, folder, { recursive: true });
    const file = path.join(folder, 'settings.json');
    const settings = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
    await fs.writeFile(
      file,
      JSON.stringify({ ...settings, contactLocation: { latitude: 91, longitude: 0 } }),
    );
    const { problems } = await readContentFolder(folder);
    expect(problems.map((problem) => problem.file)).toContain('settings.json');
    await fs.rm(folder, { recursive: true, force: true });
  });
});
