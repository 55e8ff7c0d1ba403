import type { Updateable } from 'kysely';
import type { Articles } from '#server/db/tables.ts';
import type { TestApp } from './test-app.ts';

/** An article a consumer can be sent directly: one small, light parcel by the parcel service. */
export const DROPSHIP_ARTICLE = {
  allowDropshipping: 1,
  size: '300x200x100',
  weight: 1500,
  deliveryType: null,
  oversize: 0,
} satisfies Updateable<Articles>;

/**
 * Takes the next unused main article (no size variants, not damaged packaging) and sets it
 * to the given fields, with EUR and GBP prices and no price tiers unless given.
 */
export class ArticlePicker {
  private used = new Set<string>();
  constructor(private readonly t: Pick<TestApp, 'database'>) {}

  async take(
    fields: Updateable<Articles> = {},
    prices: { EUR?: number; GBP?: number; rebate?: number } = {},
  ): Promise<{ id: number; articleNumber: string }> {
    const { db } = this.t.database.handle;
    const rows = await db
      .selectFrom('articles')
      .select(['id', 'articleNumber'])
      .where('mainArticleNumber', 'is', null)
      .where('articleNumber', 'not like', '%DAP')
      .orderBy('id')
      .execute();
    const row = rows.find((r) => !this.used.has(r.articleNumber));
    if (!row) throw new Error('no unused article left');
    this.used.add(row.articleNumber);
    await db
      .updateTable('articles')
      .set({
        state: 'inStock',
        stockQuantity: 100,
        caseQuantity: 1,
        maxQty: null,
        maxQtyDate: null,
        taxRate: 19,
        ...fields,
      })
      .where('id', '=', row.id)
      .execute();
    await db.deleteFrom('articlePriceTiers').where('articleId', '=', row.id).execute();
    for (const [currency, price] of [
      ['EUR', prices.EUR ?? 1000],
      ['GBP', prices.GBP ?? 900],
    ] as const) {
      await db
        .insertInto('articlePrices')
        .values({ articleId: row.id, currency, singlePrice: price, rebate: prices.rebate ?? 0 })
        .onConflict((oc) =>
          oc.columns(['articleId', 'currency']).doUpdateSet({
            singlePrice: price,
            rebate: prices.rebate ?? 0,
            preorderRebate: 0,
          }),
        )
        .execute();
    }
    return row;
  }

  /**
   * An article in cases of 6 with a 5 % article rebate and three tiers in EUR and two in GBP:
   * its quantity field offers tiers (pricing.ts quantityFieldTiers).
   */
  async takeTiered(): Promise<{ id: number; articleNumber: string }> {
    const article = await this.take({ caseQuantity: 6, stockQuantity: 600 }, { rebate: 5 });
    await this.t.database.handle.db
      .insertInto('articlePriceTiers')
      .values([
        { articleId: article.id, currency: 'EUR', amount: 6, price: 1000, rebate: 0 },
        { articleId: article.id, currency: 'EUR', amount: 18, price: 950, rebate: 5 },
        { articleId: article.id, currency: 'EUR', amount: 60, price: 900, rebate: 10 },
        { articleId: article.id, currency: 'GBP', amount: 6, price: 900, rebate: 0 },
        { articleId: article.id, currency: 'GBP', amount: 30, price: 810, rebate: 10 },
      ])
      .execute();
    return article;
  }
}
