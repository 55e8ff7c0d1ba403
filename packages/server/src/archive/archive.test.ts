import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_ARCHIVE_SORT_CODES,
  type ProductArchiveItem,
  type ProductArchiveParameters,
  type ProductArchiveResponse,
} from '@shop/domain/api/product-archive.ts';
import { PRODUCT_ARCHIVE_PERIODS } from '@shop/domain/rules/paging.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { csvRows } from '#server/testing/csv.ts';
import { periodStart } from './archive.service.ts';

/**
 * The product archive (docs/product/account.md#account-archive;
 * docs/decisions/041-product-archive.md).
 */

let t: TestApp;
let de: Caller;
let uk: Caller;
const today = new Date().toISOString().slice(0, 10);

interface Expected {
  articleNumber: string;
  soldOutDate: string;
  producerId: number | null;
  producer: string | null;
  name: string;
}
/** The archive as the database has it: sold-out main articles with their English names. */
let archive: Expected[];

beforeAll(async () => {
  ({
    t,
    callers: [de, uk],
  } = await seededApp({ articles: 220, referenceDate: today, logins: [DEMO.de, DEMO.uk] }));
  const rows = await t.database.handle.db
    .selectFrom('articles as a')
    .leftJoin('producers as p', 'p.id', 'a.producerId')
    .innerJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', 'en'),
    )
    .select([
      'a.articleNumber',
      'a.soldOutDate',
      'a.mainArticleNumber',
      'a.producerId',
      'p.name as producer',
      'l.name',
    ])
    .where('a.state', '=', 'soldOut')
    .execute();
  archive = rows
    .filter((row) => row.mainArticleNumber === null || row.mainArticleNumber === row.articleNumber)
    .map((row) => ({
      articleNumber: row.articleNumber,
      soldOutDate: row.soldOutDate!,
      producerId: row.producerId,
      producer: row.producer,
      name: row.name,
    }));
  expect(archive.length).toBeGreaterThan(25);
});
afterAll(async () => {
  await t.close();
});

function parameters(extra: Partial<ProductArchiveParameters> = {}): ProductArchiveParameters {
  return { page: 1, countPageItems: 20, timePeriod: 0, language: 'en', shop: 'de', ...extra };
}

async function archivePage(extra: Partial<ProductArchiveParameters> = {}) {
  const res = await de('POST', '/account/getProductArchiveItems', {
    productArchiveParameters: parameters(extra),
  });
  expect(res.statusCode).toBe(200);
  return res.json<ProductArchiveResponse>();
}

/** Every item of the archive under the given filters, read page by page at 200. */
async function everything(extra: Partial<ProductArchiveParameters> = {}) {
  const items: ProductArchiveItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await archivePage({ ...extra, page, countPageItems: 200 });
    items.push(...answer.productArchiveItems);
    if (answer.productArchiveItems.length < 200) return items;
  }
}

describe('POST /account/getProductArchiveItems', () => {
  it('lists every sold-out article, newest sold-out date first, with what a buyer needs', async () => {
    const answer = await archivePage();
    expect(answer.totalCount).toBe(archive.length);
    expect(answer.productArchiveItems).toHaveLength(20);
    const dates = answer.productArchiveItems.map((item) => item.soldOutDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(
      archive
        .map((a) => a.soldOutDate)
        .sort()
        .at(-1),
    );
    const first = answer.productArchiveItems[0]!;
    const expected = archive.find((a) => a.articleNumber === first.articleNumber)!;
    expect(first).toMatchObject({
      main_number_for_variants: expected.articleNumber,
      name: expected.name,
      producer: expected.producer,
    });
    expect(first.image).toMatch(/^\//);
  });

  it('names the article in the language asked for', async () => {
    const [en, ja] = [await archivePage(), await archivePage({ language: 'ja' })];
    expect(ja.productArchiveItems.map((i) => i.articleNumber)).toEqual(
      en.productArchiveItems.map((i) => i.articleNumber),
    );
    expect(ja.productArchiveItems[0]!.name).not.toBe(en.productArchiveItems[0]!.name);
  });

  it('keeps each time period to the articles sold out within it', async () => {
    for (const days of PRODUCT_ARCHIVE_PERIODS) {
      const since = periodStart(days, today);
      const expected = archive.filter((a) => since === null || a.soldOutDate >= since);
      const answer = await archivePage({ timePeriod: days, countPageItems: 200 });
      expect(answer.totalCount, `period ${days}`).toBe(expected.length);
      for (const item of answer.productArchiveItems) {
        if (since !== null) expect(item.soldOutDate >= since).toBe(true);
      }
    }
    expect(periodStart(7, '2026-03-03')).toBe('2026-02-24');
  });

  it('offers the producers of the other filters and filters by one of them', async () => {
    const answer = await archivePage({ timePeriod: 28 });
    expect(answer.producers.length).toBeGreaterThan(0);
    const producer = answer.producers[0]!;
    const filtered = await archivePage({
      timePeriod: 28,
      producer: producer.id,
      countPageItems: 200,
    });
    expect(filtered.totalCount).toBe(producer.count);
    expect(filtered.productArchiveItems.every((item) => item.producer === producer.name)).toBe(
      true,
    );
    // the producer list stays the full list, so another producer can be chosen
    expect(filtered.producers).toEqual(answer.producers);
    const counted = archive.filter(
      (a) => a.producerId === producer.id && a.soldOutDate >= periodStart(28, today)!,
    );
    expect(producer.count).toBe(counted.length);
  });

  it('searches the name and the article number, case-insensitively and literally', async () => {
    const target = archive[0]!;
    const byNumber = await archivePage({ search: target.articleNumber.toLowerCase() });
    expect(byNumber.productArchiveItems.map((i) => i.articleNumber)).toContain(
      target.articleNumber,
    );
    const word = target.name.split(' ').find((w) => w.length > 4)!;
    const byName = await everything({ search: word.toUpperCase() });
    const expected = archive.filter((a) => a.name.toLowerCase().includes(word.toLowerCase()));
    expect(byName.map((i) => i.articleNumber).sort()).toEqual(
      expected.map((a) => a.articleNumber).sort(),
    );
    expect((await archivePage({ search: '%' })).totalCount).toBe(0);
    expect((await archivePage({ search: '_' })).totalCount).toBe(0);
  });

  it('sorts by each of the eight sort codes', async () => {
    const key: Record<number, (item: ProductArchiveItem) => string> = {
      0: (i) => i.name.toLowerCase(),
      2: (i) => (i.producer ?? '').toLowerCase(),
      4: (i) => i.articleNumber,
      6: (i) => i.soldOutDate,
    };
    for (const sort of PRODUCT_ARCHIVE_SORT_CODES) {
      const items = await everything({ sort });
      expect(items).toHaveLength(archive.length);
      const values = items.map(key[sort - (sort % 2)]!);
      const ascending = [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      expect(values, `sort ${sort}`).toEqual(sort % 2 === 0 ? ascending : ascending.reverse());
    }
  });

  it('pages without gaps or repeats, and answers an empty page past the end', async () => {
    const all = await everything();
    const pages: string[] = [];
    for (let page = 1; (page - 1) * 20 < archive.length; page++) {
      pages.push(...(await archivePage({ page })).productArchiveItems.map((i) => i.articleNumber));
    }
    expect(pages).toEqual(all.map((i) => i.articleNumber));
    const last = Math.ceil(archive.length / 20);
    expect((await archivePage({ page: last })).productArchiveItems.length).toBe(
      archive.length - (last - 1) * 20,
    );
    const past = await archivePage({ page: last + 1 });
    expect(past.productArchiveItems).toEqual([]);
    expect(past.totalCount).toBe(archive.length);
    for (const size of [60, 100, 200] as const) {
      expect((await archivePage({ countPageItems: size })).productArchiveItems).toHaveLength(
        Math.min(size, archive.length),
      );
    }
  });

  it('refuses bad input with 400 and no login with 401', async () => {
    const bad = [
      { countPageItems: 50 },
      { page: 0 },
      { sort: 8 },
      { timePeriod: 5 },
      { language: 'xx' },
      { shop: 'us' },
      { search: 'a\u0000b' },
      { producer: -1 },
      { extra: true },
    ];
    for (const extra of bad) {
      const res = await de('POST', '/account/getProductArchiveItems', {
        productArchiveParameters: { ...parameters(), ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const anonymous = caller(t, null);
    const res = await anonymous('POST', '/account/getProductArchiveItems', {
      productArchiveParameters: parameters(),
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a producer id beyond the ids a producer can have with 400, not a server error', async () => {
    const res = await de('POST', '/account/getProductArchiveItems', {
      productArchiveParameters: { ...parameters(), producer: 3_000_000_000 },
    });
    expect(res.statusCode).toBe(400);
  });

  it("refuses another shop's archive with 403, for the page and the CSV", async () => {
    for (const csv of [false, true]) {
      const res = await uk('POST', '/account/getProductArchiveItems', {
        productArchiveParameters: parameters({ shop: 'de', csv }),
      });
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('FORBIDDEN_SHOP');
    }
    const own = await uk('POST', '/account/getProductArchiveItems', {
      productArchiveParameters: parameters({ shop: 'uk' }),
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('the product archive CSV', () => {
  it('streams every matching item (all pages) in the sort asked for, headings in the language', async () => {
    const res = await de('POST', '/account/getProductArchiveItems', {
      productArchiveParameters: parameters({ csv: true, language: 'de', timePeriod: 28, sort: 4 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/filename="product-archive-.*\.csv"/);
    const [heading, ...rows] = csvRows(res.body);
    expect(heading).toEqual(['Artikelnummer', 'Name', 'Hersteller', 'EAN', 'Ausverkauft am']);
    const since = periodStart(28, today)!;
    const expected = archive
      .filter((a) => a.soldOutDate >= since)
      .map((a) => a.articleNumber)
      .sort();
    expect(rows.map((row) => row[0])).toEqual(expected);
    // the German spreadsheet's short date (docs/decisions/122-csv-in-the-buyers-spreadsheet.md)
    expect(rows.every((row) => /^\d{2}\.\d{2}\.\d{4}$/.test(row[4]!))).toBe(true);
  });

  it('holds the producer and search filters', async () => {
    const target = archive[0]!;
    const res = await de('POST', '/account/getProductArchiveItems', {
      productArchiveParameters: parameters({ csv: true, search: target.articleNumber }),
    });
    const [heading, ...rows] = csvRows(res.body, ',');
    expect(heading![0]).toBe('Article number');
    expect(rows.map((row) => row[0])).toEqual([target.articleNumber]);
  });

  it('writes the format the buyer chose and refuses one it does not know with 400', async () => {
    const body = (csvFormat: string) => ({
      productArchiveParameters: parameters({ csv: true, language: 'de', timePeriod: 28 }),
      csvFormat,
    });
    const chosen = await de('POST', '/account/getProductArchiveItems', body('comma-point'));
    const [heading, ...rows] = csvRows(chosen.body, ',');
    expect(heading).toEqual(['Artikelnummer', 'Name', 'Hersteller', 'EAN', 'Ausverkauft am']);
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[4]!))).toBe(true);
    const unknown = await de('POST', '/account/getProductArchiveItems', body('tab'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');
  });
});
