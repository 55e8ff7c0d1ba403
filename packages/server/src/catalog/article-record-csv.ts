import { CURRENCIES, LANGUAGES } from '@shop/domain/shops.ts';
import type { CsvShape } from '#server/exchange/record-type.ts';
import {
  cellBoolean,
  cellList,
  cellNumber,
  cellNumberList,
  definedEntries,
  toCell,
  toListCell,
} from './catalog-import-fields.ts';
import type { ArticleRecord, PriceRecord, TierRecord } from './article-record.ts';

/**
 * The CSV form of an article record (articles.csv, docs/operator-guide/catalog.md): texts as
 * `name_de`, `description_de`, `keywords_de`, `sourceLanguage_de`…, prices as `singlePrice_EUR`… and `tiers_EUR`
 * (`6:1299:0|24:1199:3`, amount:price:rebate), lists with `|`, the GPSR safety warnings as one
 * JSON cell (their texts are per language and may hold any character).
 */

/** Plain cells in the order the export writes them, each the record field of the same name. */
const HEAD_TEXT = ['articleNumber', 'mainArticleNumber', 'variantValue'] as const;
const REFERENCE_NUMBERS = ['producerDbId', 'productTypeDbId'] as const;
const NUMBER_LISTS = ['themeDbIds', 'categoryDbIds', 'categorisation'] as const;
const DATES = [
  'etaDate',
  'intakeDate',
  'releaseDate',
  'preorderDate',
  'preorderDeadline',
  'firstSalesDay',
  'soldOutDate',
  'inshopDate',
  'specialDate',
  'countdown',
] as const;
const FACT_NUMBERS = [
  'caseQuantity',
  'producerCaseQuantity',
  'taxRate',
  'weight',
  'maxQty',
  'deliveryDelay',
  'freightSurcharge',
] as const;
const FACT_TEXTS = [
  'taric',
  'barcode',
  'size',
  'delivery_type',
  'maxQtyDate',
  'packageType',
  'singleStatus',
  'restriction',
  'video',
  'magicReleaseDate',
  'magicNoPrereleaseDeadline',
  'articleType',
] as const;
const FLAGS = ['lowStock', 'oversize', 'allowDropshipping', 'isMagicItem'] as const;
const PRICE_NUMBERS = ['singlePrice', 'oldPrice', 'evp', 'rebate', 'preorderRebate'] as const;
const TEXT_PARTS = ['name', 'description', 'keywords', 'sourceLanguage'] as const;
const GPSR_COLUMNS = [
  'gpsr_manufacturer',
  'gpsr_responsiblePerson',
  'gpsr_safetyWarnings',
  'gpsr_images',
] as const;

export const ARTICLE_CSV_COLUMNS: readonly string[] = [
  ...HEAD_TEXT,
  'variantOrder',
  ...TEXT_PARTS.flatMap((part) => LANGUAGES.map((language) => `${part}_${language}`)),
  ...REFERENCE_NUMBERS,
  'campaignCode',
  ...NUMBER_LISTS,
  'state',
  'stockQuantity',
  ...FLAGS,
  ...DATES,
  ...FACT_NUMBERS,
  ...FACT_TEXTS,
  ...CURRENCIES.flatMap((currency) =>
    [...PRICE_NUMBERS, 'tiers', 'priceType'].map((field) => `${field}_${currency}`),
  ),
  ...GPSR_COLUMNS,
  'images',
];

type Cells = Readonly<Record<string, string>>;

/** `6:1299:0` as a tier; an entry of another form stays text, which the schema refuses. */
function tierOf(entry: string): TierRecord | string {
  const match = /^(\d+):(\d+)(?::(\d+))?$/.exec(entry);
  if (!match) return entry;
  return {
    amount: Number(match[1]),
    price: Number(match[2]),
    ...(match[3] !== undefined ? { rebate: Number(match[3]) } : {}),
  };
}

function localizationFromCells(cells: Cells): Record<string, unknown> | undefined {
  const localization: Record<string, unknown> = {};
  for (const language of LANGUAGES) {
    const texts = definedEntries(
      Object.fromEntries(TEXT_PARTS.map((part) => [part, cells[`${part}_${language}`]])),
    );
    if (Object.keys(texts).length > 0) localization[language] = texts;
  }
  return Object.keys(localization).length > 0 ? localization : undefined;
}

function pricesFromCells(cells: Cells): Record<string, unknown> | undefined {
  const prices: Record<string, unknown> = {};
  for (const currency of CURRENCIES) {
    const price = definedEntries({
      ...Object.fromEntries(
        PRICE_NUMBERS.map((field) => [field, cellNumber(cells[`${field}_${currency}`])]),
      ),
      tiers: cellList(cells[`tiers_${currency}`])?.map(tierOf),
      type: cells[`priceType_${currency}`],
    });
    if (Object.keys(price).length > 0) prices[currency] = price;
  }
  return Object.keys(prices).length > 0 ? prices : undefined;
}

function jsonCell(cell: string | undefined): unknown {
  if (cell === undefined) return undefined;
  try {
    return JSON.parse(cell) as unknown;
  } catch {
    return cell;
  }
}

function gpsrFromCells(cells: Cells): Record<string, unknown> | undefined {
  if (GPSR_COLUMNS.every((column) => cells[column] === undefined)) return undefined;
  return definedEntries({
    manufacturer: cells.gpsr_manufacturer,
    responsiblePerson: cells.gpsr_responsiblePerson,
    safetyWarnings: jsonCell(cells.gpsr_safetyWarnings),
    images: cellList(cells.gpsr_images),
  });
}

const pick = (
  cells: Cells,
  names: readonly string[],
  convert: (cell: string | undefined) => unknown,
) => Object.fromEntries(names.map((name) => [name, convert(cells[name])]));

function fromRow(cells: Cells): unknown {
  return definedEntries({
    ...pick(cells, HEAD_TEXT, (cell) => cell),
    variantOrder: cellNumber(cells.variantOrder),
    localization: localizationFromCells(cells),
    ...pick(cells, REFERENCE_NUMBERS, cellNumber),
    campaignCode: cells.campaignCode,
    ...pick(cells, NUMBER_LISTS, cellNumberList),
    state: cells.state,
    stockQuantity: cellNumber(cells.stockQuantity),
    ...pick(cells, FLAGS, cellBoolean),
    ...pick(cells, DATES, (cell) => cell),
    ...pick(cells, FACT_NUMBERS, cellNumber),
    ...pick(cells, FACT_TEXTS, (cell) => cell),
    prices: pricesFromCells(cells),
    gpsr: gpsrFromCells(cells),
    images: cellList(cells.images),
  });
}

function priceCells(currency: string, price: PriceRecord | undefined): Record<string, string> {
  return {
    ...Object.fromEntries(
      PRICE_NUMBERS.map((field) => [`${field}_${currency}`, toCell(price?.[field])]),
    ),
    [`tiers_${currency}`]: toListCell(
      price?.tiers?.map((tier) => `${tier.amount}:${tier.price}:${tier.rebate ?? 0}`),
    ),
    [`priceType_${currency}`]: toCell(price?.type),
  };
}

type CellValue = string | number | boolean | null | undefined;

function toRow(record: ArticleRecord): Record<string, string> {
  const plain = (names: readonly (keyof ArticleRecord)[]) =>
    Object.fromEntries(names.map((name) => [name, toCell(record[name] as CellValue)]));
  const texts = TEXT_PARTS.flatMap((part) =>
    LANGUAGES.map((language) => [
      `${part}_${language}`,
      toCell(record.localization[language]?.[part]),
    ]),
  );
  return {
    ...plain([...HEAD_TEXT, 'variantOrder']),
    ...Object.fromEntries(texts),
    ...plain([...REFERENCE_NUMBERS, 'campaignCode']),
    ...Object.fromEntries(NUMBER_LISTS.map((name) => [name, toListCell(record[name])])),
    ...plain(['state', 'stockQuantity', ...FLAGS, ...DATES, ...FACT_NUMBERS, ...FACT_TEXTS]),
    ...Object.assign(
      {},
      ...CURRENCIES.map((currency) => priceCells(currency, record.prices?.[currency])),
    ),
    gpsr_manufacturer: toCell(record.gpsr?.manufacturer),
    gpsr_responsiblePerson: toCell(record.gpsr?.responsiblePerson),
    gpsr_safetyWarnings:
      record.gpsr?.safetyWarnings && record.gpsr.safetyWarnings.length > 0
        ? JSON.stringify(record.gpsr.safetyWarnings)
        : '',
    gpsr_images: toListCell(record.gpsr?.images),
    images: toListCell(record.images),
  } as Record<string, string>;
}

export const articleCsv: CsvShape<ArticleRecord> = {
  columns: ARTICLE_CSV_COLUMNS,
  required: ['articleNumber', 'state', 'name_de', 'name_en'],
  fromRow,
  toRow,
};
