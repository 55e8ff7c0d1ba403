import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationsSchema } from '@shop/domain/api/shell.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { loadTranslations, syncDefaultTranslations } from './i18n.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('translations served from the database', () => {
  it('lists the seven languages with de and en complete', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/languages' });
    expect(res.statusCode).toBe(200);
    const { languages } = res.json<{ languages: { code: string; complete: boolean }[] }>();
    expect(languages.map((l) => l.code)).toEqual(['de', 'en', 'es', 'fr', 'it', 'pl', 'ja']);
    expect(languages.filter((l) => l.complete).map((l) => l.code)).toEqual(['de', 'en']);
  });

  it('answers the shipped texts of a language by namespace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/loca/getLanguage/de' });
    expect(res.statusCode).toBe(200);
    const body = translationsSchema.parse(res.json());
    expect(body.language).toBe('de');
    expect(Object.keys(body.resources)).toEqual(expect.arrayContaining(['common', 'shell']));
    const rows = await t.database.handle.db
      .selectFrom('translations')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('language', '=', 'de')
      .executeTakeFirstOrThrow();
    const served = Object.values(body.resources).reduce((n, ns) => n + Object.keys(ns).length, 0);
    expect(served).toBe(Number(rows.n));
  });

  it('keeps an operator correction across a restart and changes the version', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/loca/getLanguage/en' })).json<{
      version: string;
      resources: Record<string, Record<string, string>>;
    }>();
    const [namespace, entries] = Object.entries(before.resources)[0]!;
    const key = Object.keys(entries)[0]!;
    await t.database.handle.db
      .updateTable('translations')
      .set({ value: 'Corrected by an operator' })
      .where('language', '=', 'en')
      .where('namespace', '=', namespace)
      .where('key', '=', key)
      .execute();
    await syncDefaultTranslations(t.database.handle.db);
    // what a restarted server (with an empty cache) would serve
    const after = await loadTranslations(t.database.handle.db, 'en');
    expect(after.resources[namespace]![key]).toBe('Corrected by an operator');
    expect(after.version).not.toBe(before.version);
  });

  it('brings a changed shipped text into a database that still holds the old one', async () => {
    const db = t.database.handle.db;
    const row = await db
      .selectFrom('translations')
      .select(['namespace', 'key', 'value'])
      .where('language', '=', 'fr')
      .orderBy('namespace')
      .orderBy('key')
      .executeTakeFirstOrThrow();
    // as an earlier version shipped it, and as databases from before shipped_value hold it
    for (const shippedValue of ['Ancien texte livré', null]) {
      await db
        .updateTable('translations')
        .set({ value: 'Ancien texte livré', shippedValue })
        .where('language', '=', 'fr')
        .where('namespace', '=', row.namespace)
        .where('key', '=', row.key)
        .execute();
      await syncDefaultTranslations(db);
      const after = await loadTranslations(db, 'fr');
      expect(after.resources[row.namespace]![row.key]).toBe(row.value);
    }
  });
});
