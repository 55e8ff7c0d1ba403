import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema, articlesForIdsAnswerSchema } from '@shop/domain/api/article.ts';
import { MAX_ARTICLES_FOR_IDS } from '@shop/domain/api/article-limits.ts';
import { HOT_DEAL } from '@shop/domain/rules/special-article.ts';
import { accountIdOf } from '#server/testing/demo-logins.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 120, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

async function tokenOf(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: email, password: 'demo-shop' },
  });
  const token = res.json<{ accessToken: string }>().accessToken;
  tokens.set(email, token);
  return token;
}

async function fetchArticle(articleNumber: string, email?: string, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/article',
    payload: { articleNumber, language },
    ...(email ? { headers: { authorization: `Bearer ${await tokenOf(email)}` } } : {}),
  });
}

/** A plain main article (no sizes, no damage suffix) that has an evp in both currencies. */
async function plainArticleNumber(): Promise<string> {
  const row = await t.database.handle.db
    .selectFrom('articles as a')
    .innerJoin('articlePrices as p', 'p.articleId', 'a.id')
    .select('a.articleNumber')
    .where('a.mainArticleNumber', 'is', null)
    .where('a.articleNumber', 'not like', '%DAP')
    .where('p.evp', 'is not', null)
    .orderBy('a.articleNumber')
    .executeTakeFirstOrThrow();
  return row.articleNumber;
}

async function fashionArticleNumber(): Promise<string> {
  const row = await t.database.handle.db
    .selectFrom('articles')
    .select('articleNumber')
    .whereRef('mainArticleNumber', '=', 'articleNumber')
    .orderBy('articleNumber')
    .executeTakeFirstOrThrow();
  return row.articleNumber;
}

describe('POST /api/article', () => {
  it('answers a visitor without any price field', async () => {
    const number = await plainArticleNumber();
    const res = await fetchArticle(number.toLowerCase());
    expect(res.statusCode).toBe(200);
    const answer = articleAnswerSchema.parse(res.json());
    expect(answer.article.articleNumber).toBe(number);
    expect(answer.article.localization.Name.length).toBeGreaterThan(0);
    expect(answer.article.images[0]?.path).toBe(`/images/articles/${number}.svg`);
    expect(answer.article.lastPurchases).toBeUndefined();
    expect(res.body).not.toMatch(/"price"|"evp"|"priceSystem"|"singlePrice"|"oldPrice"/);
    expect(answer.suggestions.length).toBeLessThanOrEqual(8);
    expect(answer.suggestions.some((s) => s.articleNumber === number)).toBe(false);
  });

  it("keeps a visitor's page until the catalog changes; a customer's is read each time", async () => {
    const { db } = t.database.handle;
    const article = await db
      .selectFrom('articles')
      .select(['id', 'articleNumber'])
      .where('mainArticleNumber', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const nameOf = async (email?: string) =>
      articleAnswerSchema.parse((await fetchArticle(article.articleNumber, email)).json()).article
        .localization.Name;
    const before = await nameOf();
    const rename = (name: string) =>
      db
        .updateTable('articleLocalizations')
        .set({ name })
        .where('articleId', '=', article.id)
        .where('language', '=', 'en')
        .execute();
    // written behind the shop's back: no process announced it
    await rename('Renamed in the database');
    expect(await nameOf()).toBe(before);
    expect(await nameOf('demo@example.com')).toBe('Renamed in the database');
    t.catalogEvents.articlesChanged([article.id]);
    expect(await nameOf()).toBe('Renamed in the database');
    await rename(before);
    t.catalogEvents.articlesChanged([article.id]);
  });

  it('suggests up to 8 other articles of the same theme', async () => {
    const db = t.database.handle.db;
    const pair = await db
      .selectFrom('articleThemes as t1')
      .innerJoin('articleThemes as t2', 't2.themeId', 't1.themeId')
      .innerJoin('articles as a1', 'a1.id', 't1.articleId')
      .innerJoin('articles as a2', 'a2.id', 't2.articleId')
      .select(['a1.articleNumber as number', 'a2.articleNumber as related'])
      .whereRef('a1.id', '!=', 'a2.id')
      .where('a1.mainArticleNumber', 'is', null)
      .where('a2.mainArticleNumber', 'is', null)
      .where('a2.state', '!=', 'soldOut')
      .orderBy('a1.articleNumber')
      .orderBy('a2.articleNumber')
      .executeTakeFirstOrThrow();
    const answer = articleAnswerSchema.parse((await fetchArticle(pair.number)).json());
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.length).toBeLessThanOrEqual(8);
    expect(answer.suggestions.map((s) => s.articleNumber)).toContain(pair.related);
    expect(answer.suggestions.some((s) => s.articleNumber === pair.number)).toBe(false);
  });

  it('shows EUR prices to demo and GBP prices to demo-uk', async () => {
    const number = await plainArticleNumber();
    const de = articleAnswerSchema.parse((await fetchArticle(number, 'demo@example.com')).json());
    expect(de.article.priceSystem?.currency).toBe('EUR');
    expect(Number.isInteger(de.article.priceSystem?.singlePrice)).toBe(true);
    expect(de.article.priceSystem!.priceList.length).toBeGreaterThan(0);
    expect(de.article.information.evp).toBeGreaterThan(0);
    const uk = articleAnswerSchema.parse(
      (await fetchArticle(number, 'demo-uk@example.com')).json(),
    );
    expect(uk.article.priceSystem?.currency).toBe('GBP');
    expect(uk.article.priceSystem?.singlePrice).not.toBe(de.article.priceSystem?.singlePrice);
  });

  it('answers the sales unit, single pieces, price kind, restriction, Magic dates and maximum as stored', async () => {
    const db = t.database.handle.db;
    const row = await db
      .selectFrom('articles')
      .select(['id', 'articleNumber'])
      .where('mainArticleNumber', 'is', null)
      .where('articleNumber', 'not like', '%DAP')
      .orderBy('articleNumber', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('articles')
      .set({
        articleType: 'display',
        singleStatus: 'available',
        restriction: 'euOnly',
        maxQty: 4,
        maxQtyDate: '2099-12-20',
        isMagicItem: 1,
        magicReleaseDate: '2099-12-24',
        magicNoPrereleaseDeadline: '2099-12-17',
      })
      .where('id', '=', row.id)
      .execute();
    await db
      .updateTable('articlePrices')
      .set({ priceType: 'fixedRetail' })
      .where('articleId', '=', row.id)
      .where('currency', '=', 'EUR')
      .execute();
    const { article } = articleAnswerSchema.parse(
      (await fetchArticle(row.articleNumber, 'demo@example.com')).json(),
    );
    expect(article.information).toMatchObject({ type: 'display', singleStatus: 'available' });
    expect(article.priceSystem?.type).toBe('fixedRetail');
    expect(article).toMatchObject({
      restriction: 'euOnly',
      maxQty: 4,
      maxQtyDate: '2099-12-20',
      isMagicItem: true,
      magicReleaseDate: '2099-12-24',
      magicNoPrereleaseDeadline: '2099-12-17',
    });

    // past its last day the maximum no longer holds, so the page is not told it
    await db
      .updateTable('articles')
      .set({ maxQtyDate: '2026-01-31', articleType: null, singleStatus: null })
      .where('id', '=', row.id)
      .execute();
    const ended = articleAnswerSchema.parse(
      (await fetchArticle(row.articleNumber, 'demo-uk@example.com')).json(),
    ).article;
    expect(ended.maxQty).toBeNull();
    expect(ended.maxQtyDate).toBeUndefined();
    expect(ended.information).toMatchObject({ type: null, singleStatus: null });
    expect(ended.priceSystem?.type).toBeNull();
  });

  it('leaves out the evp for an account with hideEvp', async () => {
    const number = await plainArticleNumber();
    // the seeded hideEvp account must set its first password before anything else, so an
    // ordinary account gets the flag here
    await t.database.handle.db
      .updateTable('accounts')
      .set({ hideEvp: 1 })
      .where('email', '=', 'blocked@example.com')
      .execute();
    const res = await fetchArticle(number, 'blocked@example.com');
    expect(res.statusCode).toBe(200);
    const answer = articleAnswerSchema.parse(res.json());
    expect(answer.article.priceSystem).toBeDefined();
    expect(res.body).not.toMatch(/"evp"/);
  });

  it('answers a fashion article with its sizes and an initial variant', async () => {
    const number = await fashionArticleNumber();
    const answer = articleAnswerSchema.parse(
      (await fetchArticle(number, 'demo@example.com')).json(),
    );
    const { article } = answer;
    expect(article.variants.length).toBeGreaterThan(1);
    expect(article.articleNumbers[0]).toBe(number);
    expect(article.articleNumbers.length).toBe(article.variants.length + 1);
    expect(article.stateInformation.map((s) => s.articleNumber)).toEqual(
      article.variants.map((v) => v.articleNumber),
    );
    expect(article.variants.map((v) => v.articleNumber)).toContain(article.initialVariant);
    expect(Object.keys(article.variantPriceSystems ?? {})).toHaveLength(article.variants.length);

    // a size number opens the main article with that size
    const size = article.variants[0]!.articleNumber;
    const viaSize = articleAnswerSchema.parse((await fetchArticle(size.toLowerCase())).json());
    expect(viaSize.article.articleNumber).toBe(number);
    expect(viaSize.article.initialVariant).toBe(size);
  });

  it('flags a hot deal', async () => {
    const row = await t.database.handle.db
      .selectFrom('articles as a')
      .innerJoin('articleCategorisations as c', 'c.articleId', 'a.id')
      .select('a.articleNumber')
      .where('c.code', '=', HOT_DEAL)
      .where('a.campaignId', 'is', null)
      .where('a.mainArticleNumber', 'is', null)
      .orderBy('a.articleNumber')
      .executeTakeFirstOrThrow();
    const answer = articleAnswerSchema.parse((await fetchArticle(row.articleNumber)).json());
    expect(answer.article.hotDeal).toBe(true);
    expect(answer.article.categorisation).toContain(HOT_DEAL);
  });

  it('recognises damaged packaging', async () => {
    const rows = await t.database.handle.db
      .selectFrom('articles')
      .select('articleNumber')
      .where('articleNumber', 'like', '%DAP')
      .execute();
    const damaged = rows.find((r) => r.articleNumber.endsWith('1DAP'));
    const heavily = rows.find((r) => r.articleNumber.endsWith('2DAP'));
    expect(damaged && heavily).toBeTruthy();
    const one = articleAnswerSchema.parse((await fetchArticle(damaged!.articleNumber)).json());
    expect(one.article.damagedPackaging).toBe('damaged');
    const two = articleAnswerSchema.parse((await fetchArticle(heavily!.articleNumber)).json());
    expect(two.article.damagedPackaging).toBe('heavilyDamaged');
    const plain = articleAnswerSchema.parse(
      (await fetchArticle(await plainArticleNumber())).json(),
    );
    expect(plain.article.damagedPackaging).toBeNull();
  });

  it('answers 404 for an unknown article and 400 for bad input', async () => {
    const missing = await fetchArticle('NOPE-404');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
    for (const payload of [
      {},
      { articleNumber: '', language: 'en' },
      { articleNumber: 'x'.repeat(41), language: 'en' },
      { articleNumber: 'A1', language: 'xx' },
      { articleNumber: 42, language: 'en' },
      { articleNumber: 'A1', language: 'en', extra: true },
      { articleNumber: 'A1', language: 'en', eventTrackingId: 'x'.repeat(101) },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/article', payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it("shows last purchases from the caller's own orders only", async () => {
    const db = t.database.handle.db;
    const demoId = await accountIdOf(t, 'demo@example.com');
    const ukId = await accountIdOf(t, 'demo-uk@example.com');
    const bought = await db
      .selectFrom('orderLines as l')
      .innerJoin('orders as o', 'o.id', 'l.orderId')
      .select('l.articleNumber')
      .where('o.accountId', '=', demoId)
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const ownOrders = async (accountId: number) =>
      new Set(
        (
          await db
            .selectFrom('orders')
            .select('orderNumber')
            .where('accountId', '=', accountId)
            .execute()
        ).map((o) => o.orderNumber),
      );

    const mine = articleAnswerSchema.parse(
      (await fetchArticle(bought.articleNumber, 'demo@example.com')).json(),
    );
    expect(mine.article.lastPurchases!.length).toBeGreaterThan(0);
    const demoOrders = await ownOrders(demoId);
    expect(mine.article.lastPurchases!.every((p) => demoOrders.has(p.orderNumber))).toBe(true);
    expect(typeof mine.article.backOrderCount).toBe('number');

    const theirs = articleAnswerSchema.parse(
      (await fetchArticle(bought.articleNumber, 'demo-uk@example.com')).json(),
    );
    const ukOrders = await ownOrders(ukId);
    expect(theirs.article.lastPurchases!.every((p) => ukOrders.has(p.orderNumber))).toBe(true);
    expect(theirs.article.lastPurchases!.some((p) => demoOrders.has(p.orderNumber))).toBe(false);
  });
});

describe('POST /api/articlesForIDs', () => {
  it('answers summaries in the requested order and skips unknown numbers', async () => {
    const rows = await t.database.handle.db
      .selectFrom('articles')
      .select('articleNumber')
      .where('mainArticleNumber', 'is', null)
      .orderBy('articleNumber')
      .limit(3)
      .execute();
    const numbers = rows.map((r) => r.articleNumber);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articlesForIDs',
      payload: {
        articleNumbers: [numbers[2]!, 'UNKNOWN-1', numbers[0]!.toLowerCase(), numbers[1]!],
        language: 'de',
      },
    });
    expect(res.statusCode).toBe(200);
    const answer = articlesForIdsAnswerSchema.parse(res.json());
    expect(answer.articles.map((a) => a.articleNumber)).toEqual([
      numbers[2],
      numbers[0],
      numbers[1],
    ]);
    expect(res.body).not.toMatch(/"price"/);
    const [first] = await t.database.handle.db
      .selectFrom('articles')
      .select(['articleNumber', 'barcode'])
      .where('articleNumber', '=', numbers[2]!)
      .execute();
    expect(answer.articles[0]!.barcode).toBe(first!.barcode);
  });

  it('answers a whole CSV export page of numbers in one call', async () => {
    const all = await t.database.handle.db.selectFrom('articles').select('articleNumber').execute();
    const articleNumbers = Array.from(
      { length: MAX_ARTICLES_FOR_IDS },
      (_, i) => all[i % all.length]!.articleNumber,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articlesForIDs',
      payload: { articleNumbers, language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(articlesForIdsAnswerSchema.parse(res.json()).articles).toHaveLength(
      MAX_ARTICLES_FOR_IDS,
    );
  });

  it('refuses an empty or over-long list', async () => {
    const tooMany = Array.from({ length: MAX_ARTICLES_FOR_IDS + 1 }, (_, i) => `A${i}`);
    for (const articleNumbers of [[], tooMany]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/articlesForIDs',
        payload: { articleNumbers, language: 'en' },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
