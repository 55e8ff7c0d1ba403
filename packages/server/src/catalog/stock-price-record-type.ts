import { recordArticleEvents } from './article-events.service.ts';
import { recordDateMoves } from './article-date-changes.service.ts';
import { z } from 'zod';
import { ARTICLE_STATES } from '@shop/domain/rules/availability.ts';
import { CURRENCIES, type Currency } from '@shop/domain/shops.ts';
import type {
  ApplyContext,
  ImportKeys,
  ImportProblem,
  Located,
  RecordType,
} from '#server/exchange/record-type.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { Transaction } from 'kysely';
import type { DB } from '#server/db/tables.ts';
import {
  articleNumberField,
  cellBoolean,
  cellNumber,
  countField,
  dateField,
  definedEntries,
  moneyField,
  toCell,
  toListCell,
} from './catalog-import-fields.ts';
import { tiersField, type TierRecord } from './article-record.ts';
import {
  findPriceRows,
  findStockRows,
  pageStockRows,
  replaceTiers,
  writePrices,
  writeStock,
  type PriceRow,
  type StockRow,
  type TierRow,
} from './stock-price.repository.ts';

/**
 * The lean delta an ERP sends every few minutes (stockPrices.csv): an article's stock, state,
 * arrival date, low-stock mark and prices. A field the record leaves out stays as it is; null
 * clears it (in CSV, the cell `null`); a tier list given replaces the currency's tiers. Rebates
 * come with the article record only.
 */

const stockPriceSchema = z.strictObject({
  singlePrice: moneyField.optional(),
  oldPrice: moneyField.nullable().optional(),
  evp: moneyField.nullable().optional(),
  tiers: tiersField.optional(),
});

export const stockPriceRecordSchema = z.strictObject({
  articleNumber: articleNumberField,
  stockQuantity: countField.optional(),
  state: z.enum(ARTICLE_STATES).optional(),
  etaDate: dateField.nullable().optional(),
  lowStock: z.boolean().optional(),
  prices: z
    .strictObject(
      Object.fromEntries(
        CURRENCIES.map((currency) => [currency, stockPriceSchema.optional()]),
      ) as Record<Currency, z.ZodOptional<typeof stockPriceSchema>>,
    )
    .optional(),
});
export type StockPriceRecord = z.infer<typeof stockPriceRecordSchema>;

const PRICE_FIELDS = ['singlePrice', 'oldPrice', 'evp'] as const;

/** A cell of the delta: empty is absent (unchanged), `null` clears. */
const nullable = (cell: string | undefined, convert: (cell: string) => unknown = (text) => text) =>
  cell === undefined ? undefined : cell.trim() === 'null' ? null : convert(cell);

function tiersFromCell(cell: string | undefined): unknown {
  if (cell === undefined) return undefined;
  return cell.split('|').map((entry) => {
    const match = /^(\d+):(\d+)(?::(\d+))?$/.exec(entry.trim());
    if (!match) return entry;
    return {
      amount: Number(match[1]),
      price: Number(match[2]),
      ...(match[3] !== undefined ? { rebate: Number(match[3]) } : {}),
    };
  });
}

const csv: RecordType<StockPriceRecord>['csv'] = {
  columns: [
    'articleNumber',
    'stockQuantity',
    'state',
    'etaDate',
    'lowStock',
    ...CURRENCIES.flatMap((currency) =>
      [...PRICE_FIELDS, 'tiers'].map((field) => `${field}_${currency}`),
    ),
  ],
  required: ['articleNumber'],
  fromRow(cells) {
    const prices: Record<string, unknown> = {};
    for (const currency of CURRENCIES) {
      const price = definedEntries({
        singlePrice: cellNumber(cells[`singlePrice_${currency}`]),
        oldPrice: nullable(cells[`oldPrice_${currency}`], cellNumber),
        evp: nullable(cells[`evp_${currency}`], cellNumber),
        tiers: tiersFromCell(cells[`tiers_${currency}`]),
      });
      if (Object.keys(price).length > 0) prices[currency] = price;
    }
    return definedEntries({
      articleNumber: cells.articleNumber,
      stockQuantity: cellNumber(cells.stockQuantity),
      state: cells.state,
      etaDate: nullable(cells.etaDate),
      lowStock: cellBoolean(cells.lowStock),
      prices: Object.keys(prices).length > 0 ? prices : undefined,
    });
  },
  toRow(record) {
    const row: Record<string, string> = {
      articleNumber: record.articleNumber,
      stockQuantity: toCell(record.stockQuantity),
      state: toCell(record.state),
      etaDate: record.etaDate === null ? 'null' : toCell(record.etaDate),
      lowStock: toCell(record.lowStock),
    };
    for (const currency of CURRENCIES) {
      const price = record.prices?.[currency];
      row[`singlePrice_${currency}`] = toCell(price?.singlePrice);
      row[`oldPrice_${currency}`] = price?.oldPrice === null ? 'null' : toCell(price?.oldPrice);
      row[`evp_${currency}`] = price?.evp === null ? 'null' : toCell(price?.evp);
      row[`tiers_${currency}`] = toListCell(
        price?.tiers?.map((tier) => `${tier.amount}:${tier.price}:${tier.rebate ?? 0}`),
      );
    }
    return row;
  },
};

const tierKey = (tiers: readonly Pick<TierRow, 'amount' | 'price' | 'rebate'>[]) =>
  tiers.map((tier) => `${tier.amount}:${tier.price}:${tier.rebate}`).join('|');

interface Changes {
  stock: Omit<StockRow, 'id'>[];
  prices: PriceRow[];
  tiers: Map<Currency, { ids: number[]; rows: TierRow[] }>;
  changed: Set<number>;
}

/** The record's changes of one currency's price and tiers, beside what is stored. */
function priceChanges(
  changes: Changes,
  article: StockRow,
  currency: Currency,
  wanted: NonNullable<NonNullable<StockPriceRecord['prices']>[Currency]>,
  stored: { price: PriceRow | undefined; tiers: TierRow[] },
): void {
  const base = stored.price;
  const singlePrice = wanted.singlePrice ?? base?.singlePrice;
  // no price in this currency yet and none given: nothing to change it from
  if (singlePrice !== undefined) {
    const price: PriceRow = {
      articleId: article.id,
      currency,
      singlePrice,
      oldPrice: wanted.oldPrice === undefined ? (base?.oldPrice ?? null) : wanted.oldPrice,
      evp: wanted.evp === undefined ? (base?.evp ?? null) : wanted.evp,
    };
    if (!base || PRICE_FIELDS.some((field) => base[field] !== price[field])) {
      changes.prices.push(price);
      changes.changed.add(article.id);
    }
  }
  if (wanted.tiers === undefined) return;
  const tiers = [...wanted.tiers]
    .sort((a: TierRecord, b: TierRecord) => a.amount - b.amount)
    .map((tier) => ({
      articleId: article.id,
      currency,
      amount: tier.amount,
      price: tier.price,
      rebate: tier.rebate ?? 0,
    }));
  if (tierKey(tiers) === tierKey(stored.tiers)) return;
  const list = changes.tiers.get(currency) ?? { ids: [], rows: [] };
  list.ids.push(article.id);
  list.rows.push(...tiers);
  changes.tiers.set(currency, list);
  changes.changed.add(article.id);
}

function stockChanges(changes: Changes, article: StockRow, record: StockPriceRecord): void {
  const next = {
    articleNumber: article.articleNumber,
    state: record.state ?? article.state,
    stockQuantity: record.stockQuantity ?? article.stockQuantity,
    etaDate: record.etaDate === undefined ? article.etaDate : record.etaDate,
    lowStock: record.lowStock === undefined ? article.lowStock : record.lowStock ? 1 : 0,
  };
  const same =
    next.state === article.state &&
    next.stockQuantity === article.stockQuantity &&
    next.etaDate === article.etaDate &&
    next.lowStock === article.lowStock;
  if (same) return;
  changes.stock.push(next);
  changes.changed.add(article.id);
}

/**
 * What the stock changes tell the open orders and the alerts: moved arrival dates, and articles
 * back in stock.
 */
async function recordStockNews(
  tx: Transaction<DB>,
  stock: Changes['stock'],
  byNumber: ReadonlyMap<string, StockRow>,
  now: string,
): Promise<void> {
  await recordDateMoves(
    tx,
    stock.flatMap((next) => {
      const before = byNumber.get(next.articleNumber);
      if (!before) return [];
      const dates = { releaseDate: null, preorderDate: null };
      return [
        {
          articleNumber: next.articleNumber,
          before: { ...dates, etaDate: before.etaDate },
          after: { ...dates, etaDate: next.etaDate },
        },
      ];
    }),
    now,
  );
  await recordArticleEvents(
    tx,
    {
      created: [],
      backInStock: stock
        .filter((next) => byNumber.get(next.articleNumber)?.stockQuantity === 0)
        .filter((next) => next.stockQuantity > 0)
        .map((next) => next.articleNumber),
    },
    now,
  );
}

async function applyStockPrices(
  tx: Transaction<DB>,
  batch: readonly Located<StockPriceRecord>[],
  context: ApplyContext,
): Promise<void> {
  const articles = await findStockRows(
    tx,
    batch.map((item) => item.record.articleNumber),
  );
  const byNumber = new Map(articles.map((row) => [row.articleNumber, row]));
  const priced = batch.flatMap((item) =>
    item.record.prices ? [byNumber.get(item.record.articleNumber)?.id ?? 0] : [],
  );
  const stored = await findPriceRows(tx, priced);
  const prices = new Map(stored.prices.map((row) => [`${row.articleId}:${row.currency}`, row]));
  const tiers = new Map<string, TierRow[]>();
  for (const row of stored.tiers) {
    const key = `${row.articleId}:${row.currency}`;
    tiers.set(key, [...(tiers.get(key) ?? []), row]);
  }
  const changes: Changes = { stock: [], prices: [], tiers: new Map(), changed: new Set() };
  for (const { record } of batch) {
    const article = byNumber.get(record.articleNumber);
    if (!article) continue;
    stockChanges(changes, article, record);
    for (const currency of CURRENCIES) {
      const wanted = record.prices?.[currency];
      if (!wanted) continue;
      priceChanges(changes, article, currency, wanted, {
        price: prices.get(`${article.id}:${currency}`),
        tiers: tiers.get(`${article.id}:${currency}`) ?? [],
      });
    }
  }
  // an article whose prices changed gets the import's time too, which the search index looks for
  const stockByNumber = new Set(changes.stock.map((row) => row.articleNumber));
  for (const article of articles) {
    if (changes.changed.has(article.id) && !stockByNumber.has(article.articleNumber))
      changes.stock.push(article);
  }
  if (changes.stock.length > 0)
    await writeStock(
      tx,
      changes.stock.map(({ articleNumber, state, stockQuantity, etaDate, lowStock }) => ({
        articleNumber,
        state,
        stockQuantity,
        etaDate,
        lowStock,
      })),
      context.now,
    );
  await recordStockNews(tx, changes.stock, byNumber, context.now);
  if (changes.prices.length > 0) await writePrices(tx, changes.prices);
  for (const [currency, tiers] of changes.tiers)
    await replaceTiers(tx, currency, tiers.ids, tiers.rows);
  for (const id of changes.changed) context.stockChangedArticleIds.add(id);
  context.counts.updated += changes.changed.size;
  context.counts.unchanged += batch.length - changes.changed.size;
}

/**
 * The article must be in the import or stored; a price in a currency the stored article has
 * none in yet needs its singlePrice (an article of this import brings its own prices).
 */
async function checkStockPrices(
  db: DbOrTx,
  batch: readonly Located<StockPriceRecord>[],
  keys: ImportKeys,
): Promise<ImportProblem[]> {
  const outside = batch.filter((item) => !keys.has('article', item.record.articleNumber));
  const stored = await findStockRows(
    db,
    outside.map((item) => item.record.articleNumber),
  );
  const ids = new Map(stored.map((row) => [row.articleNumber, row.id]));
  const { prices } = await findPriceRows(
    db,
    stored.map((row) => row.id),
  );
  const priced = new Set(prices.map((row) => `${row.articleId}:${row.currency}`));
  const problems: ImportProblem[] = [];
  for (const item of outside) {
    const number = item.record.articleNumber;
    const at = { file: item.file, line: item.line, type: 'stockPrice', key: number };
    const id = ids.get(number);
    if (id === undefined) {
      problems.push({
        ...at,
        field: 'articleNumber',
        code: 'UNKNOWN_ARTICLE',
        message: `article ${number} is neither in this import nor stored`,
      });
      continue;
    }
    for (const currency of CURRENCIES) {
      const price = item.record.prices?.[currency];
      if (price && price.singlePrice === undefined && !priced.has(`${id}:${currency}`))
        problems.push({
          ...at,
          field: `prices.${currency}.singlePrice`,
          code: 'PRICE_MISSING',
          message: `article ${number} has no ${currency} price yet, so singlePrice is needed`,
        });
    }
  }
  return problems;
}

const EXPORT_PAGE = 1000;

async function* exportStockPrices(
  db: Parameters<RecordType<StockPriceRecord>['exportAll']>[0],
): AsyncIterable<StockPriceRecord> {
  let after: string | null = null;
  for (;;) {
    const rows = await pageStockRows(db, after, EXPORT_PAGE);
    const { prices, tiers } = await findPriceRows(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const own: NonNullable<StockPriceRecord['prices']> = {};
      for (const price of prices.filter((p) => p.articleId === row.id)) {
        if (price.currency !== 'EUR' && price.currency !== 'GBP') continue;
        own[price.currency] = {
          singlePrice: price.singlePrice,
          oldPrice: price.oldPrice,
          evp: price.evp,
          tiers: tiers
            .filter((tier) => tier.articleId === row.id && tier.currency === price.currency)
            .map((tier) => ({ amount: tier.amount, price: tier.price, rebate: tier.rebate })),
        };
      }
      yield {
        articleNumber: row.articleNumber,
        stockQuantity: row.stockQuantity,
        state: row.state as StockPriceRecord['state'],
        etaDate: row.etaDate,
        lowStock: row.lowStock === 1,
        ...(Object.keys(own).length > 0 ? { prices: own } : {}),
      };
    }
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.articleNumber;
  }
}

export const stockPriceRecordType: RecordType<StockPriceRecord> = {
  type: 'stockPrice',
  csvName: 'stockPrices',
  scope: 'stock-prices',
  order: 30,
  schema: stockPriceRecordSchema,
  csv,
  key: (record) => record.articleNumber,
  check: checkStockPrices,
  apply: applyStockPrices,
  exportAll: exportStockPrices,
};
