import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportContent, writeContentFolder } from '#server/content/content-export.service.ts';
import { readContentFolder } from '#server/content/content-folder.ts';
import { importContent } from '#server/content/content-import.service.ts';
import { EXAMPLE_CONTENT_FOLDER } from '#server/seed/example-content.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/** Vacancies (docs/product/content.md#content-vacancy-calls; decision 048). */

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const images = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/getVacancyImages', payload: payload as object });

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 20, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/vacancies', () => {
  it('lists the published vacancies in the language, en by default and for others', async () => {
    const de = (await get('/api/vacancies?language=de')).json();
    expect(de.vacancies.map((v: { title: string }) => v.title)).toEqual([
      'Fachkraft für Lagerlogistik (m/w/d)',
      'Frontend-Entwickler:in (m/w/d)',
    ]);
    expect(de.vacancies[0]).toMatchObject({
      link: 'warehouse-logistics-specialist',
      location: 'Hamburg',
    });
    const plain = (await get('/api/vacancies')).json();
    expect(plain.vacancies[0].title).toBe('Warehouse logistics specialist (m/f/d)');
    const fr = (await get('/api/vacancies?language=fr')).json();
    expect(fr.vacancies[1].title).toBe('Développeur frontend (H/F/D)');
    expect(fr.vacancies[1].location).toBe('Hambourg / télétravail');
    const ja = (await get('/api/vacancies?language=ja')).json();
    expect(ja.vacancies.map((v: { location: string }) => v.location)).toEqual([
      'ハンブルク',
      'ハンブルク／リモート',
    ]);
    expect((await get('/api/vacancies?language=xx')).statusCode).toBe(400);
    expect((await get('/api/vacancies?page=2')).statusCode).toBe(400);
  });

  it('leaves out an unpublished vacancy', async () => {
    await t.database.handle.db
      .insertInto('vacancies')
      .values({ link: 'draft-job', published: 0, titles: '{"en":"Draft"}', bodies: '{"en":"x"}' })
      .execute();
    const list = (await get('/api/vacancies')).json().vacancies;
    expect(list.map((v: { link: string }) => v.link)).not.toContain('draft-job');
    expect((await get('/api/vacancy?link=draft-job')).statusCode).toBe(404);
  });
});

describe('GET /api/vacancy?link=', () => {
  it('answers the vacancy with its rendered text and pictures', async () => {
    const res = await get('/api/vacancy?link=warehouse-logistics-specialist&language=de');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      link: 'warehouse-logistics-specialist',
      language: 'de',
      title: 'Fachkraft für Lagerlogistik (m/w/d)',
      images: [{ src: '/images/content/vacancy-warehouse.svg', width: 800, height: 450 }],
    });
    expect(body.html).toContain('<h2>Ihre Aufgaben</h2>');
    expect(body.html).toContain('<a href="mailto:jobs@example.com">');
    const ja = (await get('/api/vacancy?link=frontend-developer&language=ja')).json();
    expect(ja).toMatchObject({
      language: 'ja',
      title: 'フロントエンドエンジニア',
      location: 'ハンブルク／リモート',
    });
    expect(ja.html).toContain('<h2>仕事内容</h2>');
  });

  it('answers a vacancy without the language in en', async () => {
    await t.database.handle.db
      .insertInto('vacancies')
      .values({
        link: 'english-only',
        published: 1,
        titles: '{"en":"English only"}',
        bodies: '{"en":"Only in English."}',
      })
      .execute();
    const ja = (await get('/api/vacancy?link=english-only&language=ja')).json();
    expect(ja).toMatchObject({ language: 'en', title: 'English only' });
  });

  it('answers 404 for an unknown link and 400 for a missing or malformed one', async () => {
    expect((await get('/api/vacancy?link=astronaut')).statusCode).toBe(404);
    for (const url of ['/api/vacancy', '/api/vacancy?link=Bad%20Link', '/api/vacancy?link=a%00b']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe('POST /api/getVacancyImages', () => {
  it('answers the pictures of the vacancy given by link and id', async () => {
    const vacancy = (await get('/api/vacancy?link=frontend-developer')).json();
    const res = await images({ id: vacancy.id, link: 'frontend-developer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      images: [{ src: '/images/content/vacancy-office.svg', width: 800, height: 450 }],
    });
    expect((await images({ link: 'frontend-developer' })).statusCode).toBe(200);
  });

  it('refuses an unknown vacancy, a mismatched id and wrong types', async () => {
    expect((await images({ link: 'astronaut' })).statusCode).toBe(404);
    expect((await images({ id: 999, link: 'frontend-developer' })).statusCode).toBe(404);
    for (const payload of [
      {},
      { id: '1', link: 'frontend-developer' },
      { link: 5 },
      { link: 'x', more: 1 },
    ]) {
      expect((await images(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

// docs/decisions/134-demo-texts-in-every-language.md
describe('a vacancy location in the content folder', () => {
  const folders: string[] = [];
  const tempFolder = async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'vacancy-location-'));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  });

  /** The example content with the vacancies' locations replaced. */
  async function folderWith(locations: unknown[]): Promise<string> {
    const folder = await tempFolder();
    await fs.cp(EXAMPLE_CONTENT_FOLDER, folder, { recursive: true });
    const file = path.join(folder, 'vacancies.json');
    const vacancies = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>[];
    await fs.writeFile(
      file,
      JSON.stringify(vacancies.map((vacancy, i) => ({ ...vacancy, location: locations[i] }))),
    );
    return folder;
  }

  it('takes one string for every language or a text per language, and exports what it reads', async () => {
    const perLanguage = {
      de: 'Berlin / Homeoffice',
      en: 'Berlin / remote',
      ja: 'ベルリン／リモート',
    };
    const read = await readContentFolder(await folderWith(['Hamburg', perLanguage]));
    expect(read.problems).toEqual([]);
    await importContent(t.database.handle.db, read.bundle!);
    const stored = await t.database.handle.db
      .selectFrom('vacancies')
      .select(['link', 'locations'])
      .orderBy('sort')
      .execute();
    expect(stored.map((row) => JSON.parse(row.locations) as unknown)).toEqual([
      { en: 'Hamburg' },
      perLanguage,
    ]);
    const locations = async (language: string) =>
      (await get(`/api/vacancies?language=${language}`))
        .json()
        .vacancies.map((v: { location: string }) => v.location);
    expect(await locations('ja')).toEqual(['Hamburg', 'ベルリン／リモート']);
    expect(await locations('de')).toEqual(['Hamburg', 'Berlin / Homeoffice']);
    // a language without its own location shows the en one
    expect(await locations('pl')).toEqual(['Hamburg', 'Berlin / remote']);
    const detail = (await get('/api/vacancy?link=frontend-developer&language=ja')).json();
    expect(detail.location).toBe('ベルリン／リモート');

    const written = await tempFolder();
    await writeContentFolder(written, await exportContent(t.database.handle.db));
    const file = JSON.parse(await fs.readFile(path.join(written, 'vacancies.json'), 'utf8')) as {
      location: unknown;
    }[];
    expect(file.map((vacancy) => vacancy.location)).toEqual(['Hamburg', perLanguage]);
    const again = await readContentFolder(written);
    expect(again.problems).toEqual([]);
    expect(again.bundle!.vacancies).toEqual(read.bundle!.vacancies);
  });

  it('refuses a location per language without en, and one that is not text', async () => {
    for (const location of [{ de: 'Hamburg' }, 5, { en: '' }]) {
      const { bundle, problems } = await readContentFolder(await folderWith([location, 'Hamburg']));
      expect(bundle, JSON.stringify(location)).toBeUndefined();
      expect(problems).toContainEqual({
        file: 'vacancies.json',
        problem: expect.stringMatching(/^0\.location/),
      });
    }
  });

  it('is empty for a vacancy that names no location', async () => {
    const read = await readContentFolder(await folderWith(['', 'Hamburg']));
    expect(read.problems).toEqual([]);
    await importContent(t.database.handle.db, read.bundle!);
    const list = (await get('/api/vacancies?language=fr')).json().vacancies;
    expect(list.map((v: { location: string }) => v.location)).toEqual(['', 'Hamburg']);
    const exported = await exportContent(t.database.handle.db);
    expect(exported.vacancies.map((vacancy) => vacancy.location)).toEqual(['', 'Hamburg']);
  });
});
