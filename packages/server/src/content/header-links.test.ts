import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CONTENT_FOLDER } from '#server/seed/example-content.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { exportContent } from './content-export.service.ts';
import { readContentFolder } from './content-folder.ts';
import { importContent } from './content-import.service.ts';

/**
 * Where the header's vacancies entry leads (settings.json `headerVacanciesUrl`): the shop's
 * own vacancies pages unless the operator names an external https address.
 */
let t: TestApp | undefined;
let folder: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-header-links-'));
  await fs.cp(EXAMPLE_CONTENT_FOLDER, folder, { recursive: true });
});
afterEach(async () => {
  await t?.close();
  t = undefined;
});
afterAll(async () => {
  await fs.rm(folder, { recursive: true });
});

async function withVacanciesUrl(value: unknown) {
  const file = path.join(folder, 'settings.json');
  const settings = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
  await fs.writeFile(file, JSON.stringify({ ...settings, headerVacanciesUrl: value }));
  return readContentFolder(folder);
}

async function headerLinks(app: TestApp) {
  const res = await app.app.inject({ method: 'GET', url: '/api/header-links' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ vacanciesUrl: string | null }>();
}

describe('GET /api/header-links', () => {
  it('leads to the shop’s own vacancies pages before any import and with the example content', async () => {
    t = await createTestApp();
    expect(await headerLinks(t)).toEqual({ vacanciesUrl: null });
    const { bundle, problems } = await readContentFolder(EXAMPLE_CONTENT_FOLDER);
    expect(problems).toEqual([]);
    await importContent(t.database.handle.db, bundle!);
    expect(await headerLinks(t)).toEqual({ vacanciesUrl: null });
  });

  it('leads to the external address the settings name, and the export keeps it', async () => {
    t = await createTestApp();
    const { bundle, problems } = await withVacanciesUrl(
      'https://careers.example.com/jobs?src=shop',
    );
    expect(problems).toEqual([]);
    await importContent(t.database.handle.db, bundle!);
    expect(await headerLinks(t)).toEqual({
      vacanciesUrl: 'https://careers.example.com/jobs?src=shop',
    });
    const stored = await t.database.handle.db
      .selectFrom('contentSettings')
      .select('value')
      .where('key', '=', 'settings')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toMatchObject({
      headerVacanciesUrl: 'https://careers.example.com/jobs?src=shop',
    });
    const exported = await exportContent(t.database.handle.db);
    expect(exported.settings?.headerVacanciesUrl).toBe('https://careers.example.com/jobs?src=shop');
  });

  it.each([
    ['an http address', 'http://careers.example.com/'],
    ['a script', 'javascript:alert(1)'],
    ['an address with a user name', 'https://shop.example@evil.example/'],
    ['no address', 'careers'],
    ['a number', 7],
  ])('refuses %s in settings.json, so nothing is imported', async (_what, value) => {
    const { bundle, problems } = await withVacanciesUrl(value);
    expect(bundle).toBeUndefined();
    expect(problems.map((problem) => problem.file)).toContain('settings.json');
  });
});
