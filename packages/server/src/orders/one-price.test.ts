import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema } from '@shop/domain/api/article.ts';
import { basketAnswerSchema } from '@shop/domain/api/basket.ts';
import { orderDetailSchema } from '@shop/domain/api/order-detail.ts';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import type { Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';

/**
 * One article with a rebate and tiers walked through every place that names its price: each
 * shows what the basket charges (docs/decisions/022-one-customer-price.md).
 */
let t: TestApp;
let capture: SmtpCapture;
let de: Caller;

beforeAll(async () => {
  capture = await startSmtpCapture();
  ({
    t,
    callers: [de],
  } = await seededApp({
    articles: 80,
    referenceDate: '2026-11-25',
    env: { SMTP_URL: capture.url },
    logins: [DEMO.de],
  }));
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

/** 10.000,00 € list price, 5 % rebate: one case of 6 costs 9.500,00 € a piece. */
const LIST = 1_000_000;
const PAID = 950_000;
const CASE = 6;

describe('one article, one price', () => {
  it('shows in list, gallery, article page, filter, sort, basket, order and mail what the basket charges', async () => {
    const { db } = t.database.handle;
    const pick = new ArticlePicker(t);
    const rebated = await pick.take({ caseQuantity: CASE }, { EUR: LIST, rebate: 5 });
    await db
      .insertInto('articlePriceTiers')
      .values([
        { articleId: rebated.id, currency: 'EUR', amount: CASE, price: LIST, rebate: 0 },
        { articleId: rebated.id, currency: 'EUR', amount: 3 * CASE, price: 970_000, rebate: 3 },
      ])
      .execute();
    // Costs less than the rebated article's list price but more than what its customer pays:
    // sorted by list price it would come after it, sorted by the price paid it comes first.
    const rival = await pick.take({ caseQuantity: 1 }, { EUR: 960_000 });
    t.catalogEvents.articlesChanged([rebated.id, rival.id]);

    // the list (the gallery is the same answer, shown as tiles)
    const list = articleSearchResponseSchema.parse(
      (await de('POST', '/api/articles', searchBody({ search: rebated.articleNumber }))).json(),
    );
    const listed = list.articles.find((a) => a.articleNumber === rebated.articleNumber)!;
    expect(listed).toMatchObject({ price: PAID, currency: 'EUR', caseQuantity: CASE });

    // the article page: headline and the first row of the table (one case)
    const page = articleAnswerSchema.parse(
      (
        await de('POST', '/api/article', { articleNumber: rebated.articleNumber, language: 'en' })
      ).json(),
    ).article.priceSystem!;
    expect(page.price).toBe(PAID);
    expect(page.singlePrice).toBe(LIST);
    expect(page.priceList.map((tier) => [tier.amount, tier.price])).toEqual([
      [CASE, PAID],
      [3 * CASE, 921_500], // 9.700,00 € less 5 %
    ]);

    // the price filter at exactly that price keeps it; just below it leaves it out
    const euros = PAID / 100;
    const filtered = async (minPrice: number, maxPrice: number) =>
      articleSearchResponseSchema
        .parse(
          (
            await de(
              'POST',
              '/api/articles',
              searchBody({ searchParams: encodeSearchParams({ minPrice, maxPrice }) }),
            )
          ).json(),
        )
        .articles.map((a) => a.articleNumber);
    expect(await filtered(euros - 1, euros)).toContain(rebated.articleNumber);
    expect(await filtered(euros, euros + 1)).toContain(rebated.articleNumber);
    expect(await filtered(euros + 1, euros + 100)).not.toContain(rebated.articleNumber);

    // the price sort, most expensive first: the rival (9.600,00 €) before it (9.500,00 €)
    const sorted = articleSearchResponseSchema.parse(
      (
        await de(
          'POST',
          '/api/articles',
          searchBody({ searchParams: encodeSearchParams({ sort: 14 }) }),
        )
      ).json(),
    );
    expect(sorted.articles.slice(0, 2).map((a) => [a.articleNumber, a.price])).toEqual([
      [rival.articleNumber, 960_000],
      [rebated.articleNumber, PAID],
    ]);

    // the basket: one case
    await de('GET', '/basket/clear');
    expect(
      (await de('PUT', '/basket/add', { articleNumber: rebated.articleNumber, quantity: 1 }))
        .statusCode,
    ).toBe(200);
    const basket = basketAnswerSchema.parse((await de('GET', '/intern/basket')).json());
    const line = basket.currencies[0]!.articles[0]!.variants[0]!;
    expect(line).toMatchObject({ quantity: CASE, cases: 1, price: PAID, lineTotal: CASE * PAID });

    // the order: its answer, the stored line and the confirmation mail
    const placed = await de('POST', '/basket/order', {});
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber } = placed.json<{ orderNumber: string }>();
    const detail = orderDetailSchema.parse(
      (await de('GET', `/account/order/${orderNumber}`)).json(),
    );
    expect(detail.lines).toEqual([
      expect.objectContaining({ quantity: CASE, price: PAID, lineTotal: CASE * PAID }),
    ]);
    const stored = await db
      .selectFrom('orderLines as l')
      .innerJoin('orders as o', 'o.id', 'l.orderId')
      .select(['l.quantity', 'l.singlePrice', 'l.discount', 'l.lineTotal'])
      .where('o.orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(stored.lineTotal).toBe(CASE * PAID);
    expect(stored.singlePrice * stored.quantity - stored.discount).toBe(CASE * PAID);
    let mail = await capture.waitFor(DEMO.de);
    while (!mail.subject?.includes(orderNumber)) mail = await capture.waitFor(DEMO.de);
    // 6 × 9.500,00 € = 57.000,00 €
    expect(mail.text).toContain('57.000,00');
  });
});

function searchBody(body: Record<string, unknown>) {
  return { searchParams: '', offset: 0, limit: 50, language: 'en', ...body };
}
