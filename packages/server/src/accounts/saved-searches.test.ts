import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchesAnswerSchema } from '@shop/domain/api/saved-searches.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 20, referenceDate: '2026-11-25' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: 'demo@example.com', password: 'demo-shop' },
  });
  token = res.json<{ accessToken: string }>().accessToken;
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, payload: unknown, auth = true) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: payload as Record<string, unknown>,
    ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const codeOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;

describe('saved searches', () => {
  it('saves a search and answers the list', async () => {
    const res = await put('/intern/saveUserSearch', {
      search: { name: '  Anime figures ', search: 'P1&2_FInS' },
      customerNumber: 'DE/100001',
    });
    expect(res.statusCode).toBe(200);
    const list = savedSearchesAnswerSchema.parse(res.json());
    expect(list).toContainEqual({ name: 'Anime figures', search: 'P1&2_FInS' });
  });

  it('refuses a duplicate name with 409', async () => {
    const res = await put('/intern/saveUserSearch', {
      search: { name: 'Anime figures', search: 'P3' },
      customerNumber: 'DE/100001',
    });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('DUPLICATE_NAME');
  });

  it('saves a search with free text after the segment and refuses a broken segment before it', async () => {
    const res = await put('/intern/saveUserSearch', {
      search: { name: 'Dragon figures', search: 'FInS/dragon figure' },
      customerNumber: 'DE/100001',
    });
    expect(res.statusCode).toBe(200);
    expect(savedSearchesAnswerSchema.parse(res.json())).toContainEqual({
      name: 'Dragon figures',
      search: 'FInS/dragon figure',
    });
    const textOnly = await put('/intern/saveUserSearch', {
      search: { name: 'Only text', search: '/dragon' },
      customerNumber: 'DE/100001',
    });
    expect(textOnly.statusCode).toBe(200);
    const broken = await put('/intern/saveUserSearch', {
      search: { name: 'Broken text', search: 'Zzz/dragon' },
      customerNumber: 'DE/100001',
    });
    expect(broken.statusCode).toBe(400);
  });

  it("refuses another customer's number with 403", async () => {
    const save = await put('/intern/saveUserSearch', {
      search: { name: 'Other', search: 'P3' },
      customerNumber: 'UK/200001',
    });
    expect(save.statusCode).toBe(403);
    expect(codeOf(save)).toBe('FORBIDDEN');
    const remove = await put('/intern/deleteUserSearch', {
      searchName: 'Anime figures',
      customerNumber: 'UK/200001',
    });
    expect(remove.statusCode).toBe(403);
  });

  it('refuses an invalid search, a blank name and visitors', async () => {
    const invalid = await put('/intern/saveUserSearch', {
      search: { name: 'Broken', search: 'Zzz_' },
      customerNumber: 'DE/100001',
    });
    expect(invalid.statusCode).toBe(400);
    expect(codeOf(invalid)).toBe('INVALID_SEARCH');
    const blank = await put('/intern/saveUserSearch', {
      search: { name: '   ', search: 'P3' },
      customerNumber: 'DE/100001',
    });
    expect(blank.statusCode).toBe(400);
    const long = await put('/intern/saveUserSearch', {
      search: { name: 'x'.repeat(81), search: 'P3' },
      customerNumber: 'DE/100001',
    });
    expect(long.statusCode).toBe(400);
    const visitor = await put(
      '/intern/saveUserSearch',
      { search: { name: 'Visitor', search: 'P3' }, customerNumber: 'DE/100001' },
      false,
    );
    expect(visitor.statusCode).toBe(401);
  });

  it('deletes a search by name and answers 404 for an unknown name', async () => {
    const res = await put('/intern/deleteUserSearch', {
      searchName: 'Anime figures',
      customerNumber: 'DE/100001',
    });
    expect(res.statusCode).toBe(200);
    expect(savedSearchesAnswerSchema.parse(res.json()).map((s) => s.name)).not.toContain(
      'Anime figures',
    );
    const again = await put('/intern/deleteUserSearch', {
      searchName: 'Anime figures',
      customerNumber: 'DE/100001',
    });
    expect(again.statusCode).toBe(404);
  });
});
