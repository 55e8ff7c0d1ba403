import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleSearchResponseSchema,
  type ArticleSearchResponse,
} from '@shop/domain/api/search.ts';
import { caseUnitPrice } from '@shop/domain/rules/pricing.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { SORTS, SORT_IDS } from '@shop/domain/rules/sort-ids.ts';
import { CLOSE_OUT, HOT_DEAL } from '@shop/domain/rules/special-article.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * What every search engine must answer, checked against direct queries of the database: the
 * order of every sort and the counts of hits, filter flags and groups for several selections.
 * Each engine the shop can run (docs/decisions/081-search-in-its-own-thread.md), and any index
 * behind the `ArticleIndex` seam (article-index.ts), runs this suite through the search call,
 * started with its own settings: `describeSearchConformance(name, env)`.
 */

/** Spec order of a sort: articles without the value last, ties by article number. */
function compareBy<T extends { articleNumber: string }>(
  key: (row: T) => string | number | null,
  direction: 'asc' | 'desc',
) {
  return (a: T, b: T): number => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
    } else if (ka !== kb) {
      return (ka < kb ? -1 : 1) * (direction === 'asc' ? 1 : -1);
    }
    return a.articleNumber < b.articleNumber ? -1 : a.articleNumber > b.articleNumber ? 1 : 0;
  };
}

interface SearchBody {
  searchParams?: string;
}

export function describeSearchConformance(name: string, env: Record<string, string>): void {
  describe(`the search ${name} answers as the database does`, () => {
    let t: TestApp;
    let token: string;

    beforeAll(async () => {
      t = await createTestApp(env);
      await seedDatabase(t.database.handle, { articles: 150, referenceDate: '2026-11-25' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { name: 'demo@example.com', password: 'demo-shop' },
      });
      token = login.json<{ accessToken: string }>().accessToken;
    }, 60_000);
    afterAll(async () => {
      await t.close();
    });

    async function search(body: SearchBody, auth = false): Promise<ArticleSearchResponse> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/articles',
        payload: { searchParams: '', offset: 0, limit: 200, language: 'en', ...body },
        ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return articleSearchResponseSchema.parse(res.json());
    }

    /** Listed articles: main articles that are not sold out. */
    function listed() {
      return t.database.handle.db
        .selectFrom('articles as a')
        .where('a.state', '!=', 'soldOut')
        .where((eb) =>
          eb.or([
            eb('a.mainArticleNumber', 'is', null),
            eb('a.mainArticleNumber', '=', eb.ref('a.articleNumber')),
          ]),
        );
    }

    it('sorts by every sort id as a direct query of the database orders', async () => {
      const rows = await listed()
        .leftJoin('articleLocalizations as l', (join) =>
          join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', 'en'),
        )
        .leftJoin('articlePrices as pr', (join) =>
          join.onRef('pr.articleId', '=', 'a.id').on('pr.currency', '=', 'EUR'),
        )
        .select([
          'a.articleNumber',
          'l.name',
          'a.preorderDate',
          'a.releaseDate',
          'a.intakeDate',
          'a.inshopDate',
          'a.specialDate',
          'a.id',
          'a.state',
          'a.caseQuantity',
          'pr.singlePrice',
          'pr.rebate',
          'pr.preorderRebate',
        ])
        .execute();
      const tiers = await t.database.handle.db
        .selectFrom('articlePriceTiers')
        .select(['articleId', 'amount', 'price'])
        .where('currency', '=', 'EUR')
        .execute();
      type Row = (typeof rows)[number];
      // the price sorts order by what the customer pays for one case, rebates included
      const customerPrice = (row: Row) =>
        row.singlePrice === null
          ? null
          : caseUnitPrice(
              {
                singlePrice: Number(row.singlePrice),
                rebate: Number(row.rebate),
                preorderRebate: Number(row.preorderRebate),
                tiers: tiers.filter((tier) => tier.articleId === row.id),
              },
              row.caseQuantity,
              row.state === 'preorder',
            );
      const keys: Record<string, (row: Row) => string | number | null> = {
        name: (row) => row.name,
        articleNumber: (row) => row.articleNumber,
        preorderDate: (row) => row.preorderDate,
        releaseDate: (row) => row.releaseDate,
        intakeDate: (row) => row.intakeDate,
        inshopDate: (row) => row.inshopDate,
        price: customerPrice,
        inspecialDate: (row) => row.specialDate,
      };
      expect(rows.length).toBeLessThanOrEqual(200);
      for (const id of SORT_IDS) {
        const meaning = SORTS[id];
        if (meaning.field === 'bestMatch') continue;
        // special-date sorts are offered on the hot-deal page only; filter both sides alike
        const special = meaning.field === 'inspecialDate';
        const result = await search(
          {
            searchParams: encodeSearchParams({
              sort: id,
              ...(special ? { filters: ['hotDeals'] } : {}),
            }),
          },
          true,
        );
        expect(result.sort, `sort ${id}`).toBe(id);
        const wanted = special
          ? new Set(result.articles.map((a) => a.articleNumber))
          : new Set(rows.map((r) => r.articleNumber));
        const expected = rows
          .filter((r) => wanted.has(r.articleNumber))
          .sort(compareBy(keys[meaning.field]!, meaning.direction))
          .map((r) => r.articleNumber);
        expect(
          result.articles.map((a) => a.articleNumber),
          `sort ${id}`,
        ).toEqual(expected);
      }
    });

    it('counts hits, filter flags and groups as direct counts in the database do', async () => {
      const all = await search({});
      const producer = all.groups.producer[1]!;
      const category = all.groups.category[0]!;
      const theme = all.groups.theme[2]!;
      const selections = [
        {},
        { producers: [producer.id] },
        { categories: [category.id], filters: ['stock' as const] },
        { themes: [theme.id], filters: ['hotDeals' as const] },
        { producers: [producer.id], categories: [category.id] },
      ];
      for (const selection of selections) {
        const result = await search({ searchParams: encodeSearchParams(selection) });
        const base = (omit: string | null) => {
          let query = listed();
          if (selection.producers && omit !== 'producer') {
            query = query.where('a.producerId', 'in', selection.producers);
          }
          if (selection.categories && omit !== 'category') {
            query = query.where('a.id', 'in', (eb) =>
              eb
                .selectFrom('articleCategories')
                .select('articleId')
                .where('categoryId', 'in', selection.categories!),
            );
          }
          if (selection.themes && omit !== 'theme') {
            query = query.where('a.id', 'in', (eb) =>
              eb
                .selectFrom('articleThemes')
                .select('articleId')
                .where('themeId', 'in', selection.themes!),
            );
          }
          for (const filter of selection.filters ?? []) {
            if (filter === 'stock') query = query.where('a.stockQuantity', '>', 0);
            if (filter === 'hotDeals') {
              query = query
                .where('a.campaignId', 'is', null)
                .where('a.id', 'in', (eb) =>
                  eb
                    .selectFrom('articleCategorisations')
                    .select('articleId')
                    .where('code', '=', HOT_DEAL),
                );
            }
          }
          return query;
        };
        const count = async (query: ReturnType<typeof base>) =>
          Number(
            (await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
          );
        const label = JSON.stringify(selection);
        expect(result.hits, label).toBe(await count(base(null)));
        expect(result.filters.stock.count, label).toBe(
          await count(base(null).where('a.stockQuantity', '>', 0)),
        );
        expect(result.filters.preOrder.count, label).toBe(
          await count(base(null).where('a.state', '=', 'preorder')),
        );
        expect(result.filters.closeOut.count, label).toBe(
          await count(
            base(null)
              .where('a.campaignId', 'is', null)
              .where('a.id', 'in', (eb) =>
                eb
                  .selectFrom('articleCategorisations')
                  .select('articleId')
                  .where('code', '=', CLOSE_OUT),
              ),
          ),
        );
        const producers = await base('producer')
          .innerJoin('producers as p', 'p.id', 'a.producerId')
          .select((eb) => ['p.id', eb.fn.countAll().as('n')])
          .groupBy('p.id')
          .execute();
        expect(
          Object.fromEntries(result.groups.producer.map((g) => [g.id, g.numberOfArticles])),
          label,
        ).toEqual(Object.fromEntries(producers.map((g) => [g.id, Number(g.n)])));
        const categories = await base('category')
          .innerJoin('articleCategories as c', 'c.articleId', 'a.id')
          .select((eb) => ['c.categoryId', eb.fn.countAll().as('n')])
          .groupBy('c.categoryId')
          .execute();
        expect(
          Object.fromEntries(result.groups.category.map((g) => [g.id, g.numberOfArticles])),
          label,
        ).toEqual(Object.fromEntries(categories.map((g) => [g.categoryId, Number(g.n)])));
        const themes = await base('theme')
          .innerJoin('articleThemes as th', 'th.articleId', 'a.id')
          .select((eb) => ['th.themeId', eb.fn.countAll().as('n')])
          .groupBy('th.themeId')
          .execute();
        expect(
          Object.fromEntries(result.groups.theme.map((g) => [g.id, g.numberOfArticles])),
          label,
        ).toEqual(Object.fromEntries(themes.map((g) => [g.themeId, Number(g.n)])));
      }
    });
  });
}
