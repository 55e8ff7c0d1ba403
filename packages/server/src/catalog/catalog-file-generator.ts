import fs from 'node:fs';
import { once } from 'node:events';
import { LANGUAGES } from '@shop/domain/shops.ts';
import { HOT_DEAL } from '@shop/domain/rules/special-article.ts';

/**
 * Writes a catalog import file of N article records (JSON Lines) for the import benchmark:
 * reference data, then articles in every language with EUR and GBP prices, two price tiers,
 * groups, a barcode, GPSR data and two pictures; one record in five is a size of a shirt whose
 * main article comes first. Deterministic: the same N and variation give the same file, and a
 * variation other than 0 changes the stock and the first price of every tenth article.
 */

const PRODUCERS = 20;
const TYPES = 40;
const TOP_CATEGORIES = 10;
const THEMES = 200;
const SIZES = ['S', 'M', 'L', 'XL'] as const;

function ean13(seed: number): string {
  const first12 = `400${String(seed).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

function* referenceRecords(): Generator<object> {
  const names = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, `${text} ${l}`]));
  for (let id = 1; id <= PRODUCERS; id++)
    yield { type: 'producer', dbId: id, name: `Producer ${id}`, menuOrder: id };
  for (let id = 1; id <= TYPES; id++)
    yield { type: 'productType', dbId: id, name: `Type ${id}`, names: names(`Type ${id}`) };
  for (let id = 1; id <= TOP_CATEGORIES * 3; id++)
    yield {
      type: 'category',
      dbId: id,
      name: `Category ${id}`,
      names: names(`Category ${id}`),
      ...(id > TOP_CATEGORIES ? { parentDbId: ((id - 1) % TOP_CATEGORIES) + 1 } : {}),
    };
  for (let id = 1; id <= THEMES; id++)
    yield {
      type: 'theme',
      dbId: id,
      name: `Theme ${id}`,
      producerDbId: ((id - 1) % PRODUCERS) + 1,
    };
  yield {
    type: 'campaign',
    code: 'BENCH',
    name: 'Bench campaign',
    rebate: 5,
    startsAt: '2026-01-01',
  };
}

function texts(name: string, index: number) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        name: `${name} ${language.toUpperCase()}`,
        description: `${name}: a collectible of series ${index % 97} in a window box, ${language} text. Every piece is checked before it leaves the warehouse; a gift for fans.`,
        keywords: `${name}, series ${index % 97}, ${language}`,
      },
    ]),
  );
}

function article(index: number, variation: number, size?: { main: string; order: number }) {
  const number = size
    ? `${size.main}-${SIZES[size.order - 1]}`
    : `BN${String(index).padStart(7, '0')}`;
  const changed = variation !== 0 && index % 10 === 0;
  const price = 500 + (index % 400) * 5 + (changed ? variation : 0);
  return {
    type: 'article',
    articleNumber: number,
    ...(size
      ? {
          mainArticleNumber: size.main,
          variantValue: SIZES[size.order - 1],
          variantOrder: size.order,
        }
      : {}),
    localization: texts(`Article ${number}`, index),
    producerDbId: (index % PRODUCERS) + 1,
    productTypeDbId: (index % TYPES) + 1,
    themeDbIds: [(index % THEMES) + 1],
    categoryDbIds: [
      (index % TOP_CATEGORIES) + 1,
      TOP_CATEGORIES + (index % (TOP_CATEGORIES * 2)) + 1,
    ],
    ...(index % 50 === 0 ? { categorisation: [HOT_DEAL], specialDate: '2026-11-20' } : {}),
    ...(index % 40 === 0 ? { campaignCode: 'BENCH' } : {}),
    state: index % 9 === 0 ? 'soldOut' : 'inStock',
    stockQuantity: index % 9 === 0 ? 0 : 6 * ((index % 50) + 1) + (changed ? 1 : 0),
    caseQuantity: 6,
    intakeDate: '2026-11-02',
    releaseDate: '2026-10-01',
    inshopDate: '2026-10-01',
    prices: {
      EUR: {
        singlePrice: price,
        evp: price * 2,
        tiers: [
          { amount: 6, price, rebate: 0 },
          { amount: 24, price: price - 50, rebate: 3 },
        ],
      },
      GBP: {
        singlePrice: Math.round(price * 0.86),
        tiers: [{ amount: 6, price: Math.round(price * 0.86) }],
      },
    },
    taxRate: 19,
    taric: '95030075',
    barcode: ean13(index),
    weight: 200 + (index % 300),
    size: '300x200x100',
    delivery_type: 'parcel',
    allowDropshipping: true,
    gpsr: {
      manufacturer: `Producer ${(index % PRODUCERS) + 1}, Street 1, City`,
      safetyWarnings: [{ code: 'smallParts', text: { de: 'Kleinteile.', en: 'Small parts.' } }],
    },
    images: [`/images/articles/${number}.svg`, `/images/articles/${number}.svg?view=back`],
  };
}

/** The article records: mostly single articles, every sixth a shirt with four sizes. */
function* articleRecords(count: number, variation: number): Generator<object> {
  let written = 0;
  for (let index = 1; written < count; index++) {
    const main = article(index, variation);
    if (index % 6 === 0 && count - written >= 1 + SIZES.length) {
      yield { ...main, mainArticleNumber: main.articleNumber };
      for (let order = 1; order <= SIZES.length; order++)
        yield article(index, variation, { main: main.articleNumber, order });
      written += 1 + SIZES.length;
    } else {
      yield main;
      written++;
    }
  }
}

/** The stock and price delta of `count` of the generated articles (every one from the start). */
export function* stockPriceRecords(count: number, variation: number): Generator<object> {
  for (let index = 1; index <= count; index++) {
    const price = 500 + (index % 400) * 5 + variation;
    yield {
      type: 'stockPrice',
      articleNumber: `BN${String(index).padStart(7, '0')}`,
      stockQuantity: 6 * ((index % 50) + 2),
      prices: { EUR: { singlePrice: price } },
    };
  }
}

async function writeLines(file: string, records: Iterable<object>): Promise<void> {
  const out = fs.createWriteStream(file);
  for (const record of records) {
    if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Writes reference data and `articles` article records to `file` as JSON Lines. */
export async function writeCatalogFile(
  file: string,
  articles: number,
  variation = 0,
): Promise<void> {
  await writeLines(
    file,
    (function* () {
      yield* referenceRecords();
      yield* articleRecords(articles, variation);
    })(),
  );
}

export async function writeStockPriceFile(
  file: string,
  records: number,
  variation: number,
): Promise<void> {
  await writeLines(file, stockPriceRecords(records, variation));
}
