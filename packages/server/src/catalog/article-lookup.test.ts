import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema } from '@shop/domain/api/article.ts';
import { articleLookupAnswerSchema, MAX_LOOKUP_CODES } from '@shop/domain/api/article-lookup.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { accountIdOf, DEMO } from '#server/testing/demo-logins.ts';

/** docs/product/basket.md#basket-quick-order: the exact look-up by article number and EAN. */

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;
let uk: Caller;
let blocked: Caller;

beforeAll(async () => {
  ({
    t,
    callers: [de, uk, blocked],
  } = await seededApp({
    articles: 40,
    referenceDate: '2026-11-25',
    logins: [DEMO.de, DEMO.uk, DEMO.blocked],
  }));
  pick = new ArticlePicker(t);
});
afterAll(async () => {
  await t.close();
});

async function lookUp(codes: string[], call = de) {
  const res = await call('POST', '/api/articles/lookup', { codes, language: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  return articleLookupAnswerSchema.parse(res.json()).results;
}

describe('the quick order look-up', () => {
  it('finds an article by its number in any case and by its EAN, with the price the article page shows', async () => {
    const a = await pick.take({ caseQuantity: 6 }, { EUR: 1250, rebate: 10 });
    const b = await pick.take({ barcode: '4006381333931' });
    const [byNumber, byEan] = await lookUp([a.articleNumber.toLowerCase(), '4006381333931']);
    expect(byNumber?.code).toBe(a.articleNumber.toLowerCase());
    expect(byNumber?.article).toMatchObject({
      articleNumber: a.articleNumber,
      caseQuantity: 6,
      currency: 'EUR',
      refusal: null,
    });
    expect(byNumber?.article?.name).not.toBe('');
    expect(byNumber?.article?.image).toMatch(/\S/);
    const page = await de('POST', '/api/article', {
      articleNumber: a.articleNumber,
      language: 'en',
    });
    const detail = articleAnswerSchema.parse(page.json()).article;
    expect(byNumber?.article?.price).toBe(detail.priceSystem?.price);
    expect(byNumber?.article?.price).toBe(1125);
    expect(byEan?.article?.articleNumber).toBe(b.articleNumber);
    // the scan list shows an article's dates as every article line does
    // (docs/product/account.md#account-scan, docs/product/catalog.md#cat-article-date)
    const later = await pick.take({ etaDate: '2027-03-15' });
    const coming = await pick.take({
      state: 'preorder',
      releaseDate: '2027-05-20',
      preorderDate: '2027-04-30',
      etaDate: null,
    });
    const [withEta, withRelease] = await lookUp([later.articleNumber, coming.articleNumber]);
    expect(withEta?.article?.etaDate).toBe('2027-03-15');
    expect(withRelease?.article).toMatchObject({
      releaseDate: '2027-05-20',
      preorderDate: '2027-04-30',
      etaDate: null,
    });
  });

  it("offers the quantity field's tiers as every list does, in the account's currency", async () => {
    const tiered = await pick.takeTiered();
    const plain = await pick.take();
    const [found, untiered] = await lookUp([tiered.articleNumber, plain.articleNumber]);
    // the article page's table after the article rebate (pricing.ts customerTiers)
    expect(found?.article?.priceTiers).toEqual([
      { amount: 6, price: 950 },
      { amount: 18, price: 903 },
      { amount: 60, price: 855 },
    ]);
    expect(untiered?.article).not.toHaveProperty('priceTiers');
    const [inPounds] = await lookUp([tiered.articleNumber], uk);
    expect(inPounds?.article?.priceTiers?.map((tier) => tier.amount)).toEqual([6, 30]);
  });

  it('answers every code in the order asked, an unknown one with no article', async () => {
    const a = await pick.take();
    const results = await lookUp(['NO-SUCH-ARTICLE', a.articleNumber, '12345678']);
    expect(results.map((r) => [r.code, r.article?.articleNumber ?? null])).toEqual([
      ['NO-SUCH-ARTICLE', null],
      [a.articleNumber, a.articleNumber],
      ['12345678', null],
    ]);
  });

  it('reads a code as an EAN only when it looks like one (8 or 12 to 14 digits)', async () => {
    await pick.take({ barcode: '1234567' });
    const b = await pick.take({ barcode: '12345670' });
    const [short, eight] = await lookUp(['1234567', '12345670']);
    expect(short?.article).toBeNull();
    expect(eight?.article?.articleNumber).toBe(b.articleNumber);
  });

  it('says why an article cannot be ordered: sold out, no whole case, no price', async () => {
    const sold = await pick.take({ state: 'soldOut', stockQuantity: 0 });
    const few = await pick.take({ stockQuantity: 5, caseQuantity: 6 });
    const capped = await pick.take({ maxQty: 2, caseQuantity: 3 });
    const later = await pick.take({ state: 'preorder', stockQuantity: 0 });
    const unpriced = await pick.take();
    await t.database.handle.db
      .deleteFrom('articlePrices')
      .where('articleId', '=', unpriced.id)
      .execute();
    const results = await lookUp(
      [sold, few, capped, later, unpriced].map((row) => row.articleNumber),
    );
    expect(results.map((r) => r.article?.refusal)).toEqual([
      'soldOut',
      'noStock',
      'noStock',
      null,
      'noPrice',
    ]);
    expect(results[4]?.article?.price).toBeUndefined();
  });

  it('says a blocked basket takes nothing, and answers in the account currency', async () => {
    const a = await pick.take({}, { EUR: 1000, GBP: 870 });
    const [forBlocked] = await lookUp([a.articleNumber], blocked);
    expect(forBlocked?.article?.refusal).toBe('basketBlocked');
    const [forUk] = await lookUp([a.articleNumber], uk);
    expect(forUk?.article).toMatchObject({ price: 870, currency: 'GBP', refusal: null });
  });

  it('sends no amount to an account that sees no prices, and still lets it order', async () => {
    const a = await pick.take();
    const id = await accountIdOf(t, DEMO.uk);
    const { db } = t.database.handle;
    await db.updateTable('accounts').set({ showPrices: 0 }).where('id', '=', id).execute();
    try {
      const res = await uk('POST', '/api/articles/lookup', {
        codes: [a.articleNumber],
        language: 'de',
      });
      expect(res.body).not.toMatch(/"price"|"currency"|"priceTiers"/);
      expect(articleLookupAnswerSchema.parse(res.json()).results[0]?.article?.refusal).toBeNull();
    } finally {
      await db.updateTable('accounts').set({ showPrices: 1 }).where('id', '=', id).execute();
    }
  });

  it('refuses visitors with 401 and bad bodies with 400', async () => {
    const visitor = caller(t, null);
    const res = await visitor('POST', '/api/articles/lookup', { codes: ['X'], language: 'en' });
    expect(res.statusCode).toBe(401);
    for (const body of [
      { codes: [], language: 'en' },
      { codes: [''], language: 'en' },
      { codes: Array.from({ length: MAX_LOOKUP_CODES + 1 }, (_, i) => `A${i}`), language: 'en' },
      { codes: ['A\u0000'], language: 'en' },
      { codes: ['A'], language: 'en', extra: 1 },
    ]) {
      const refused = await de('POST', '/api/articles/lookup', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(refused)).toMatch(/\S/);
    }
  });
});
