import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { emptyBits, setBit, slotsOf } from './bitset.ts';
import { MAX_KEPT, MAX_KEPT_BYTES, TextMatchCache, type TextMatch } from './text-match.ts';

/** A match over `capacity` slots whose sets hold the given slots (`bits` and `inName` alike). */
function matchOf(capacity: number, slots: number[]): TextMatch {
  const bits = emptyBits(capacity);
  for (const slot of slots) setBit(bits, slot);
  return {
    bits,
    exact: emptyBits(capacity),
    numberPrefix: emptyBits(capacity),
    namePrefix: emptyBits(capacity),
    inName: bits.slice(),
    slots: null,
  };
}

describe('kept text matches', () => {
  it('keeps a copy of a match, which later work in the scratch sets does not change', () => {
    const cache = new TextMatchCache();
    const scratch = matchOf(200, [3, 150]);
    expect(cache.get('de\nfigur')).toBeUndefined();
    cache.keep('de\nfigur', scratch);
    scratch.bits.fill(0xffffffff);
    const kept = cache.get('de\nfigur')!;
    expect(Array.from(slotsOf(kept.bits))).toEqual([3, 150]);
    expect(Array.from(slotsOf(kept.inName))).toEqual([3, 150]);
    expect(cache.get('en\nfigur')).toBeUndefined();
    // the three empty sets are one shared set: only the two full ones count
    expect(cache.bytes).toBe(2 * kept.bits.byteLength);
    cache.clear();
    expect(cache.get('de\nfigur')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('drops the least recently used match beyond its count', () => {
    const cache = new TextMatchCache();
    for (let i = 0; i < MAX_KEPT; i++) cache.keep(`de\nword${i}`, matchOf(64, [i % 64]));
    cache.get('de\nword0');
    cache.keep('de\nnew', matchOf(64, [1]));
    expect(cache.size).toBe(MAX_KEPT);
    // word0 was used again, so word1 was the least recently used
    expect(cache.get('de\nword0')).toBeDefined();
    expect(cache.get('de\nword1')).toBeUndefined();
    expect(cache.get('de\nnew')).toBeDefined();
  });

  it('keeps at most its bytes of sets, and no match larger than all of them', () => {
    const cache = new TextMatchCache();
    // two full sets of a million slots each: 250 KB a match
    const capacity = 1_000_000;
    const big = (slot: number) => matchOf(capacity, [slot]);
    const perMatch = 2 * emptyBits(capacity).byteLength;
    const fit = Math.floor(MAX_KEPT_BYTES / perMatch);
    for (let i = 0; i <= fit; i++) cache.keep(`de\nword${i}`, big(i));
    expect(cache.size).toBe(fit);
    expect(cache.bytes).toBeLessThanOrEqual(MAX_KEPT_BYTES);
    expect(cache.get('de\nword0')).toBeUndefined();
    expect(cache.get(`de\nword${fit}`)).toBeDefined();
    const huge = matchOf(MAX_KEPT_BYTES * 8, [1]);
    expect(Array.from(slotsOf(cache.keep('de\nhuge', huge).bits))).toEqual([1]);
    expect(cache.get('de\nhuge')).toBeUndefined();
  });
});

describe('kept text matches in the shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await seededApp({ articles: 150, referenceDate: '2026-11-25' }));
  });
  afterAll(async () => {
    await t.close();
  });

  /** `limit` differs between otherwise equal searches so the answer cache does not serve them. */
  const numbersFound = async (text: string, limit: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload: { searchParams: '', search: text, offset: 0, limit, language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return articleSearchResponseSchema.parse(res.json()).articles.map((a) => a.articleNumber);
  };

  it("finds an article by its new producer's name, not the old one's, once it changed", async () => {
    const db = t.database.handle.db;
    const producers = await db.selectFrom('producers').select(['id', 'name']).execute();
    const article = await db
      .selectFrom('articles as a')
      .innerJoin('articleLocalizations as l', 'l.articleId', 'a.id')
      .select(['a.id', 'a.articleNumber', 'a.producerId', 'l.name', 'l.description'])
      .where('l.language', '=', 'en')
      .where('a.producerId', 'is not', null)
      .where('a.state', '!=', 'soldOut')
      .where('a.mainArticleNumber', 'is', null)
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const from = producers.find((p) => p.id === article.producerId)!;
    const to = producers.find((p) => p.id !== from.id)!;
    const word = from.name.split(' ')[0]!.toLowerCase();
    expect(article.name.toLowerCase()).not.toContain(word);
    const change = async (values: { producerId?: number; description?: string }) => {
      const { description, ...row } = values;
      await db
        .updateTable('articles')
        .set({ ...row, updatedAt: new Date().toISOString() })
        .where('id', '=', article.id)
        .execute();
      if (description !== undefined) {
        await db
          .updateTable('articleLocalizations')
          .set({ description })
          .where('articleId', '=', article.id)
          .where('language', '=', 'en')
          .execute();
      }
      t.catalogEvents.articlesChanged([article.id]);
    };
    // the seeded descriptions name the producer; this one no longer does, so only the
    // producer's name finds the article by the word
    await change({ description: 'A plain description.' });
    try {
      // each text searched twice: the second search's text match is the kept one
      for (const limit of [200, 199]) {
        expect(await numbersFound(word, limit)).toContain(article.articleNumber);
        expect(await numbersFound(to.name, limit)).not.toContain(article.articleNumber);
      }
      await change({ producerId: to.id });
      expect(await numbersFound(word, 198)).not.toContain(article.articleNumber);
      expect(await numbersFound(to.name, 198)).toContain(article.articleNumber);
      await change({ producerId: from.id });
      expect(await numbersFound(word, 197)).toContain(article.articleNumber);
    } finally {
      await change({ producerId: from.id, description: article.description });
    }
  });
});
