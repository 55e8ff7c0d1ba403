import crypto from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GPSR_LANGUAGES } from '@shop/domain/api/gpsr.ts';
import { ARTICLE_STATES, OPEN_ORDER_STATES } from '@shop/domain/rules/availability.ts';
import { CLOSE_OUT, HOT_DEAL } from '@shop/domain/rules/special-article.ts';
import { LANGUAGES } from '@shop/domain/shops.ts';
import type { Database } from '#server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { isValidEan13 } from './ean.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { isDatabaseEmpty, seedDatabase, SeedError, type SeedSummary } from './seed.ts';

const REFERENCE_DATE = '2026-03-15';
const ARTICLES = 300;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * A digest of every row of every table (ids included), independent of row order. Password
 * hashes are left out: they are salted, so each seed hashes differently.
 */
async function databaseDigest(db: Database): Promise<string> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const digest = crypto.createHash('sha256');
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    const lines = rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row)
            .filter(([column]) => column !== 'passwordHash')
            .sort(([a], [b]) => a.localeCompare(b)),
        ),
      )
      .sort();
    digest.update(`${table}:${lines.length}\n${lines.join('\n')}\n`);
  }
  return digest.digest('hex');
}

let t: TestDatabase;
let db: Database;
let summary: SeedSummary;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
  expect(await isDatabaseEmpty(db)).toBe(true);
  summary = await seedDatabase(t.handle, { articles: ARTICLES, referenceDate: REFERENCE_DATE });
});
afterAll(async () => {
  await t.drop();
});

const mainArticles = () =>
  db
    .selectFrom('articles')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('mainArticleNumber', 'is', null),
        eb('mainArticleNumber', '=', eb.ref('articleNumber')),
      ]),
    )
    .execute();

describe('the demo catalog', () => {
  it('has the requested number of main articles plus size variants', async () => {
    const main = await mainArticles();
    expect(main).toHaveLength(ARTICLES);
    expect(summary.mainArticles).toBe(ARTICLES);
    const all = await db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(all.n)).toBe(ARTICLES + summary.variants);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('covers all eight availability states, each consistent with stock and dates', async () => {
    const main = await mainArticles();
    const states = new Set(main.map((article) => article.state));
    expect([...states].sort()).toEqual([...ARTICLE_STATES].sort());
    for (const article of main) {
      const stock = article.stockQuantity ?? 0;
      switch (article.state) {
        case 'inStock':
        case 'partialStock':
          expect(stock, article.articleNumber).toBeGreaterThan(0);
          break;
        case 'inStockFdosPending':
          expect(stock).toBeGreaterThan(0);
          expect(article.firstSalesDay! > REFERENCE_DATE).toBe(true);
          break;
        case 'soldOut':
          expect(stock).toBe(0);
          expect(article.soldOutDate! <= REFERENCE_DATE).toBe(true);
          break;
        case 'preorder':
          expect(stock).toBe(0);
          expect(article.preorderDate! > REFERENCE_DATE).toBe(true);
          expect(article.releaseDate! > REFERENCE_DATE).toBe(true);
          break;
        case 'inTake':
          expect(stock).toBe(0);
          expect(article.etaDate! > REFERENCE_DATE).toBe(true);
          break;
        case 'inStockOverdue':
          expect(stock).toBe(0);
          expect(article.etaDate! < REFERENCE_DATE).toBe(true);
          break;
        case 'inquiry':
          expect(stock).toBe(0);
          break;
      }
      if (article.state !== 'soldOut') expect(article.soldOutDate).toBeNull();
    }
  });

  it('gives fashion articles the sizes S to XXL, with stock on some sizes and not on others', async () => {
    const variants = await db
      .selectFrom('articles')
      .select([
        'articleNumber',
        'mainArticleNumber',
        'variantValue',
        'variantOrder',
        'stockQuantity',
      ])
      .where('mainArticleNumber', 'is not', null)
      .whereRef('mainArticleNumber', '!=', 'articleNumber')
      .orderBy('mainArticleNumber')
      .orderBy('variantOrder')
      .execute();
    const byMain = groupBy(variants, (variant) => variant.mainArticleNumber!);
    expect(byMain.size).toBeGreaterThan(3);
    let mixed = 0;
    for (const [mainNumber, sizes] of byMain) {
      expect(sizes.map((size) => size.variantValue)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
      expect(sizes.map((size) => size.variantOrder)).toEqual([1, 2, 3, 4, 5]);
      expect(
        sizes.every((size) => size.articleNumber === `${mainNumber}-${size.variantValue}`),
      ).toBe(true);
      const withStock = sizes.filter((size) => (size.stockQuantity ?? 0) > 0).length;
      if (withStock > 0 && withStock < 5) mixed++;
      const main = await db
        .selectFrom('articles')
        .select(['stockQuantity', 'mainArticleNumber'])
        .where('articleNumber', '=', mainNumber)
        .executeTakeFirstOrThrow();
      expect(main.mainArticleNumber).toBe(mainNumber);
      expect(main.stockQuantity).toBe(
        sizes.reduce((sum, size) => sum + (size.stockQuantity ?? 0), 0),
      );
    }
    expect(mixed).toBeGreaterThan(0);
  });

  it('has damaged-packaging copies ending 1DAP and 2DAP next to their base article', async () => {
    const damaged = await db
      .selectFrom('articles')
      .select(['articleNumber', 'barcode', 'state'])
      .where((eb) =>
        eb.or([eb('articleNumber', 'like', '%1DAP'), eb('articleNumber', 'like', '%2DAP')]),
      )
      .execute();
    expect(damaged.some((article) => article.articleNumber.endsWith('1DAP'))).toBe(true);
    expect(damaged.some((article) => article.articleNumber.endsWith('2DAP'))).toBe(true);
    for (const article of damaged) {
      const base = await db
        .selectFrom('articles')
        .select(['barcode'])
        .where('articleNumber', '=', article.articleNumber.slice(0, -4))
        .executeTakeFirst();
      expect(base, article.articleNumber).toBeDefined();
      expect(article.barcode).toBe(base!.barcode);
    }
  });

  it('says in every language that a copy’s packaging is damaged and the article is as new', async () => {
    const texts = await db
      .selectFrom('articleLocalizations as l')
      .innerJoin('articles as a', 'a.id', 'l.articleId')
      .select(['a.articleNumber', 'l.language', 'l.description'])
      .where((eb) =>
        eb.or([eb('a.articleNumber', 'like', '%1DAP'), eb('a.articleNumber', 'like', '%2DAP')]),
      )
      .execute();
    const endings: Record<string, [string, string]> = {
      de: ['Die Verpackung ist beschädigt;', 'Die Verpackung ist stark beschädigt;'],
      en: ['The packaging is damaged;', 'The packaging is heavily damaged;'],
      es: ['El embalaje está dañado;', 'El embalaje está muy dañado;'],
      fr: ['L’emballage est abîmé ;', 'L’emballage est très abîmé ;'],
      it: ['La confezione è danneggiata;', 'La confezione è molto danneggiata;'],
      pl: ['Opakowanie jest uszkodzone;', 'Opakowanie jest mocno uszkodzone;'],
      ja: ['パッケージに破損がありますが', 'パッケージに大きな破損がありますが'],
    };
    expect(new Set(texts.map((row) => row.language))).toEqual(new Set(LANGUAGES));
    for (const row of texts) {
      const [damaged, heavily] = endings[row.language]!;
      const expected = row.articleNumber.endsWith('1DAP') ? damaged : heavily;
      expect(row.description, `${row.articleNumber} ${row.language}`).toContain(expected);
    }
  });

  it('marks hot deals and close-outs, some of them under a campaign', async () => {
    const rows = await db
      .selectFrom('articleCategorisations as c')
      .innerJoin('articles as a', 'a.id', 'c.articleId')
      .select(['c.code', 'a.campaignId', 'a.specialDate'])
      .execute();
    for (const code of [HOT_DEAL, CLOSE_OUT]) {
      expect(rows.some((row) => row.code === code && row.campaignId === null)).toBe(true);
      expect(rows.some((row) => row.code === code && row.campaignId !== null)).toBe(true);
    }
    const campaigns = await db.selectFrom('campaigns').select(['id', 'name']).execute();
    expect(campaigns.length).toBeGreaterThanOrEqual(3);
  });

  it('prices every article in EUR and GBP with case-quantity tiers', async () => {
    const articles = await db.selectFrom('articles').select(['id', 'caseQuantity']).execute();
    const prices = await db.selectFrom('articlePrices').selectAll().execute();
    const tiers = await db.selectFrom('articlePriceTiers').selectAll().execute();
    expect(prices).toHaveLength(articles.length * 2);
    const caseOf = new Map(articles.map((article) => [article.id, article.caseQuantity ?? 1]));
    for (const tier of tiers) expect(tier.amount % caseOf.get(tier.articleId)!).toBe(0);
    const tierCount = groupBy(tiers, (tier) => `${tier.articleId}/${tier.currency}`);
    expect(tierCount.size).toBe(articles.length * 2);
    expect([...tierCount.values()].some((list) => list.length >= 2)).toBe(true);
    expect(prices.every((price) => price.singlePrice > 0)).toBe(true);
    expect(prices.some((price) => price.evp !== null && price.evp > price.singlePrice)).toBe(true);
    expect(prices.some((price) => price.oldPrice !== null)).toBe(true);
  });

  it('gives valid EAN-13 barcodes, sizes, weights and tax rates', async () => {
    const articles = await db
      .selectFrom('articles')
      .select(['barcode', 'size', 'weight', 'taxRate', 'deliveryType', 'taric'])
      .execute();
    const barcodes = articles.map((article) => article.barcode).filter((code) => code !== null);
    expect(barcodes.length).toBeGreaterThan(ARTICLES * 0.9);
    for (const code of barcodes) expect(isValidEan13(code), code).toBe(true);
    expect(articles.some((article) => article.taxRate === 7)).toBe(true);
    expect(articles.some((article) => article.deliveryType === 'bulky_goods')).toBe(true);
    for (const article of articles) {
      if (article.size !== null) expect(article.size).toMatch(/^\d+x\d+x\d+$/);
      expect(article.taric).toMatch(/^\d{8}$/);
    }
  });

  // docs/decisions/134-demo-texts-in-every-language.md
  it('localizes every article in all seven languages, each with its own description', async () => {
    const rows = await db
      .selectFrom('articleLocalizations')
      .select(['articleId', 'language', 'name', 'description', 'sourceLanguage'])
      .execute();
    const byArticle = groupBy(rows, (row) => row.articleId);
    expect(byArticle.size).toBe(ARTICLES + summary.variants);
    for (const list of byArticle.values()) {
      expect(list.map((row) => row.language).sort()).toEqual([...LANGUAGES].sort());
      const text = (language: string) => list.find((row) => row.language === language)!;
      const en = text('en');
      for (const row of list) {
        expect(row.sourceLanguage, `${row.articleId} ${row.language}`).toBeNull();
        expect(row.description, `${row.articleId} ${row.language}`).toBeTruthy();
        if (row.language !== 'en') expect(row.description).not.toBe(en.description);
      }
      expect(text('ja').description).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
      expect(text('ja').description).toMatch(/。$/);
      expect(text('ja').description).not.toMatch(/。 /);
      expect(text('en').description).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
    }
    const descriptions = new Set(rows.map((row) => row.description));
    expect([...descriptions].some((description) => description.includes('Ein Produkt von'))).toBe(
      true,
    );
    expect([...descriptions].some((description) => description.includes('Produkt firmy'))).toBe(
      true,
    );
  });

  it('has a main image, themes, categories and GPSR data per article', async () => {
    const count = async (
      table: 'articleImages' | 'articleGpsr' | 'articleThemes' | 'articleCategories',
    ) =>
      new Set(
        (await db.selectFrom(table).select('articleId').execute()).map((row) => row.articleId),
      ).size;
    const total = ARTICLES + summary.variants;
    expect(await count('articleImages')).toBe(total);
    expect(await count('articleGpsr')).toBe(total);
    expect(await count('articleThemes')).toBe(total);
    expect(await count('articleCategories')).toBe(total);
    const image = await db
      .selectFrom('articleImages as i')
      .innerJoin('articles as a', 'a.id', 'i.articleId')
      .select(['i.path', 'a.articleNumber'])
      .where('i.kind', '=', 'main')
      .executeTakeFirstOrThrow();
    expect(image.path).toBe(`/images/articles/${image.articleNumber}.svg`);
  });

  it('builds the main menu with the campaigns menu at order 8', async () => {
    const entries = await db.selectFrom('menuEntries').selectAll().execute();
    const roots = entries.filter((entry) => entry.parentId === null);
    expect(roots.map((entry) => entry.menuOrder).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    const campaigns = roots.find((entry) => entry.menuOrder === 8)!;
    expect(campaigns.type).toBe('campaign');
    expect(JSON.parse(campaigns.names)).toMatchObject({ de: 'Aktionen', en: 'Campaigns' });
    for (const root of roots)
      expect(entries.some((entry) => entry.parentId === root.id)).toBe(true);
  });
});

describe('the demo accounts', () => {
  // docs/product/content.md#content-demo-languages
  it('names each buyer’s saved searches and messages in the buyer’s language', async () => {
    const searches = await db
      .selectFrom('savedSearches as s')
      .innerJoin('accounts as a', 'a.id', 's.accountId')
      .select(['a.language', 's.name'])
      .execute();
    const namesIn = (language: string) =>
      searches.filter((row) => row.language === language).map((row) => row.name);
    expect(namesIn('de')).toContain('Neue Figuren auf Lager');
    expect(namesIn('en')).toContain('Board games in stock');
    expect(namesIn('fr')).toEqual(['Jeux de société en stock']);
    const messages = await db
      .selectFrom('accountMessages as m')
      .innerJoin('accounts as a', 'a.id', 'm.accountId')
      .select(['a.language'])
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    // the demo's account messages are German, and go to German-speaking buyers only
    for (const message of messages) expect(message.language).toBe('de');
  });

  it('stores the six accounts with their flags and a hashed password', async () => {
    const accounts = await db.selectFrom('accounts').selectAll().orderBy('id').execute();
    expect(accounts.map((account) => account.email)).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email),
    );
    const byEmail = new Map(accounts.map((account) => [account.email, account]));
    expect(byEmail.get('demo@example.com')).toMatchObject({
      customerNumber: 'DE/100001',
      shop: 'de',
      currency: 'EUR',
      payType: 5,
      enableDropShipping: 1,
      creditLine: 1_000_000,
    });
    expect(byEmail.get('demo-uk@example.com')).toMatchObject({
      customerNumber: 'UK/200001',
      shop: 'uk',
      currency: 'GBP',
    });
    expect(byEmail.get('console@example.com')).toMatchObject({
      customerNumber: 'DE/100002',
      businessConsole: 1,
    });
    expect(byEmail.get('blocked@example.com')).toMatchObject({
      customerNumber: 'DE/100003',
      blockBasket: 1,
    });
    expect(byEmail.get('taxfree@example.com')).toMatchObject({
      customerNumber: 'FR/300001',
      shop: 'fr',
      taxFree: 1,
    });
    expect(byEmail.get('new@example.com')).toMatchObject({
      customerNumber: 'DE/100004',
      passwordInitialization: 1,
    });
    const hash = accounts[0]!.passwordHash!;
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(hash, DEMO_PASSWORD)).toBe(true);
    const addresses = await db
      .selectFrom('accountAddresses')
      .select(['accountId', 'kind', 'country'])
      .execute();
    // a billing and a shipping address each, and a second shipping address of two accounts
    expect(addresses).toHaveLength(14);
    expect(
      addresses.find((a) => a.accountId === byEmail.get('demo-uk@example.com')!.id)!.country,
    ).toBe('GB');
  });

  it('has invoices paid, unpaid, overdue and cancelled for every account', async () => {
    const invoices = await db.selectFrom('invoices').selectAll().execute();
    for (const accountId of [1, 2, 3, 4, 5, 6]) {
      const own = invoices.filter((invoice) => invoice.accountId === accountId);
      const open = own.filter((invoice) => invoice.canceled === 0);
      expect(
        open.some((invoice) => invoice.paidAt !== null),
        `paid ${accountId}`,
      ).toBe(true);
      expect(
        open.some((invoice) => invoice.paidAt === null && invoice.dueDate >= REFERENCE_DATE),
      ).toBe(true);
      expect(
        open.some((invoice) => invoice.paidAt === null && invoice.dueDate < REFERENCE_DATE),
      ).toBe(true);
      const storno = own.find(
        (invoice) => invoice.canceled === 1 && invoice.canceledOrigin !== null,
      );
      expect(storno, `cancelled ${accountId}`).toBeDefined();
      const origin = own.find((invoice) => invoice.invoiceNumber === storno!.canceledOrigin);
      expect(origin?.canceled).toBe(1);
      expect(storno!.total).toBe(-origin!.total);
    }
  });

  it('orders seeded articles at their price in the account currency', async () => {
    const lines = await db
      .selectFrom('orderLines as l')
      .innerJoin('orders as o', 'o.id', 'l.orderId')
      .innerJoin('articles as a', 'a.articleNumber', 'l.articleNumber')
      .innerJoin('articlePrices as p', (join) =>
        join.onRef('p.articleId', '=', 'a.id').onRef('p.currency', '=', 'o.currency'),
      )
      .select(['l.singlePrice', 'p.singlePrice as listPrice', 'o.currency'])
      .execute();
    const all = await db.selectFrom('orderLines').select('id').execute();
    expect(lines).toHaveLength(all.length);
    expect(lines.every((line) => line.singlePrice === line.listPrice)).toBe(true);
    expect(new Set(lines.map((line) => line.currency))).toEqual(new Set(['EUR', 'GBP']));
  });

  it('keeps three years of turnover, open orders in every state and newsletter addresses', async () => {
    const turnover = await db.selectFrom('turnover').selectAll().execute();
    expect(turnover).toHaveLength(18);
    expect(new Set(turnover.map((row) => row.year))).toEqual(new Set([2024, 2025, 2026]));
    expect(turnover.filter((row) => row.year === 2025).every((row) => row.amount > 0)).toBe(true);
    const open = await db.selectFrom('openOrders').selectAll().where('accountId', '=', 1).execute();
    expect(new Set(open.map((row) => row.state))).toEqual(new Set(OPEN_ORDER_STATES));
    expect(
      open.filter((row) => row.kind === 'preorder').every((row) => row.state === 'preOrder'),
    ).toBe(true);
    const emails = await db.selectFrom('newsletterEmails').selectAll().execute();
    expect(emails.filter((row) => row.accountId === 1)).toHaveLength(2);
    expect(new Set(emails.map((row) => row.accountId)).size).toBe(6);
  });
});

describe('the demo content', () => {
  it('seeds banners, partners, FAQ, a poll, vacancies, payment methods and newsletters', async () => {
    const banners = await db.selectFrom('banners').selectAll().where('place', '=', 0).execute();
    expect(banners.map((banner) => banner.code)).toEqual([
      'new-arrivals',
      'pre-orders',
      'hot-deals',
    ]);
    const slider = await db.selectFrom('partners').selectAll().where('inSlider', '=', 1).execute();
    expect(slider.length).toBeGreaterThan(0);
    const gpsr = await db.selectFrom('faqGroups').selectAll().where('kind', '=', 'gpsr').execute();
    // the GPSR FAQ in all 24 EU languages (docs/product/account.md#account-gpsr-languages)
    expect(gpsr.map((group) => group.language).sort()).toEqual([...GPSR_LANGUAGES].sort());
    const polls = await db
      .selectFrom('polls')
      .selectAll()
      .where('hash', '=', 'demo-poll')
      .execute();
    expect(polls).toHaveLength(1);
    const pages = await db.selectFrom('contentPages').select(['page', 'language']).execute();
    expect(pages).toContainEqual({ page: 'agb', language: 'de' });
    expect(pages).toContainEqual({ page: 'privacy-policy', language: 'en' });
    expect(await db.selectFrom('vacancies').selectAll().execute()).toHaveLength(2);
    const sepa = await db
      .selectFrom('paymentMethods')
      .selectAll()
      .where('value', '=', 2)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(sepa.exclusive)).toEqual(['DE', 'AT']);
    const newsletters = await db.selectFrom('newsletters').selectAll().execute();
    expect(newsletters.length).toBeGreaterThanOrEqual(4);
    expect(JSON.parse(newsletters[0]!.articleNumbers).length).toBeGreaterThan(0);
  });
});

describe('seeding again', () => {
  it('refuses to seed a database that holds data without reset', async () => {
    await expect(
      seedDatabase(t.handle, { articles: 10, referenceDate: REFERENCE_DATE }),
    ).rejects.toThrow(SeedError);
  });

  it('replaces all rows on reset but keeps translations, and later inserts get fresh ids', async () => {
    await db
      .insertInto('translations')
      .values({ language: 'de', namespace: 'seed-test', key: 'kept', value: 'bleibt' })
      .execute();
    const before = await databaseDigest(db);
    const again = await seedDatabase(t.handle, {
      articles: ARTICLES,
      referenceDate: REFERENCE_DATE,
      reset: true,
    });
    expect(again.rows).toEqual(summary.rows);
    expect(await databaseDigest(db)).toBe(before);
    const kept = await db
      .selectFrom('translations')
      .selectAll()
      .where('namespace', '=', 'seed-test')
      .execute();
    expect(kept).toHaveLength(1);
    const { id } = await db
      .insertInto('producers')
      .values({ name: 'Later Producer', names: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const max = await db
      .selectFrom('producers')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    expect(id).toBe(Number(max.max));
  });

  it('is deterministic: the same options give the same rows in another database', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await seedDatabase(first.handle, { articles: 120, referenceDate: REFERENCE_DATE });
      await seedDatabase(second.handle, { articles: 120, referenceDate: REFERENCE_DATE });
      const digest = await databaseDigest(first.handle.db);
      expect(await databaseDigest(second.handle.db)).toBe(digest);
      expect(await databaseDigest(db)).not.toBe(digest);
    } finally {
      await first.drop();
      await second.drop();
    }
  });
});
