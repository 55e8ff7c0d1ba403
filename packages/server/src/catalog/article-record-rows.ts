import { CURRENCIES, LANGUAGES } from '@shop/domain/shops.ts';
import type {
  ArticleRecord,
  GpsrRecord,
  PricesRecord,
  SafetyWarningRecord,
} from './article-record.ts';
import {
  ARTICLE_PARTS,
  type ArticlePart,
  type ArticleRow,
  type ArticleValues,
  type StoredParts,
} from './article-import.repository.ts';

/**
 * An article record as table rows and back, in one canonical form: what a record asks for and
 * what is stored are compared part by part (the article row, its texts, prices, tiers, …), so
 * only a part that differs is written (docs/decisions/092-catalog-import.md).
 */

type WithoutId<T> = T extends unknown ? Omit<T, 'articleId'> : never;
/** The part tables, for callers outside the catalog that shape article rows (the demo seed). */
export { ARTICLE_PARTS };

export type PartRows = { [P in ArticlePart]: WithoutId<StoredParts[P][number]>[] };

export interface ArticleRows {
  values: ArticleValues;
  parts: PartRows;
}

/** What the record names by reference, resolved for this import. */
export interface Resolved {
  campaignId: number | null;
  /** the stored paths of the record's pictures, in its order */
  images: string[];
  gpsrImages: string[];
  /** the record's inshopDate, else the stored one, else the import's day */
  inshopDate: string | null;
}

const sortedUnique = (values: readonly number[] | undefined) =>
  [...new Set(values ?? [])].sort((a, b) => a - b);

const bit = (value: boolean | undefined) => (value ? 1 : 0);

function valuesOf(record: ArticleRecord, resolved: Resolved): ArticleValues {
  return {
    articleNumber: record.articleNumber,
    mainArticleNumber: record.mainArticleNumber ?? null,
    variantValue: record.variantValue ?? null,
    variantOrder: record.variantOrder ?? null,
    producerId: record.producerDbId ?? null,
    productTypeId: record.productTypeDbId ?? null,
    campaignId: resolved.campaignId,
    state: record.state,
    stockQuantity: record.stockQuantity ?? 0,
    lowStock: bit(record.lowStock),
    caseQuantity: record.caseQuantity ?? 1,
    producerCaseQuantity: record.producerCaseQuantity ?? null,
    barcode: record.barcode ?? null,
    weight: record.weight ?? null,
    size: record.size ?? null,
    deliveryType: record.delivery_type ?? null,
    oversize: bit(record.oversize),
    allowDropshipping: bit(record.allowDropshipping),
    taxRate: record.taxRate ?? 19,
    taric: record.taric ?? null,
    packageType: record.packageType ?? null,
    articleType: record.articleType ?? null,
    singleStatus: record.singleStatus ?? null,
    restriction: record.restriction ?? null,
    video: record.video ?? null,
    releaseDate: record.releaseDate ?? null,
    preorderDate: record.preorderDate ?? null,
    preorderDeadline: record.preorderDeadline ?? null,
    intakeDate: record.intakeDate ?? null,
    etaDate: record.etaDate ?? null,
    inshopDate: resolved.inshopDate,
    specialDate: record.specialDate ?? null,
    soldOutDate: record.soldOutDate ?? null,
    firstSalesDay: record.firstSalesDay ?? null,
    countdown: record.countdown ?? null,
    maxQty: record.maxQty ?? null,
    maxQtyDate: record.maxQtyDate ?? null,
    deliveryDelay: record.deliveryDelay ?? null,
    freightSurcharge: record.freightSurcharge ?? 0,
    isMagicItem: bit(record.isMagicItem),
    magicReleaseDate: record.magicReleaseDate ?? null,
    magicNoPrereleaseDeadline: record.magicNoPrereleaseDeadline ?? null,
  };
}

/** Warnings as stored: [{code, text: {de, en, …}}], keys in a fixed order. */
function warningsJson(warnings: readonly SafetyWarningRecord[] | undefined): string {
  return JSON.stringify(
    (warnings ?? []).map((warning) => {
      const text: Record<string, string> = {};
      for (const language of LANGUAGES) {
        const value = warning.text[language];
        if (value !== undefined) text[language] = value;
      }
      return warning.code === undefined ? { text } : { code: warning.code, text };
    }),
  );
}

function priceRows(
  prices: PricesRecord | undefined,
): Pick<PartRows, 'articlePrices' | 'articlePriceTiers'> {
  const result: Pick<PartRows, 'articlePrices' | 'articlePriceTiers'> = {
    articlePrices: [],
    articlePriceTiers: [],
  };
  for (const currency of CURRENCIES) {
    const price = prices?.[currency];
    if (!price) continue;
    result.articlePrices.push({
      currency,
      singlePrice: price.singlePrice,
      oldPrice: price.oldPrice ?? null,
      evp: price.evp ?? null,
      rebate: price.rebate ?? 0,
      preorderRebate: price.preorderRebate ?? 0,
      priceType: price.type ?? null,
    });
    const tiers = [...(price.tiers ?? [])].sort((a, b) => a.amount - b.amount);
    for (const tier of tiers)
      result.articlePriceTiers.push({
        currency,
        amount: tier.amount,
        price: tier.price,
        rebate: tier.rebate ?? 0,
      });
  }
  return result;
}

/** The rows a record asks for. */
export function rowsOfRecord(record: ArticleRecord, resolved: Resolved): ArticleRows {
  const gpsr = record.gpsr;
  return {
    values: valuesOf(record, resolved),
    parts: {
      articleLocalizations: LANGUAGES.flatMap((language) => {
        const text = record.localization[language];
        return text
          ? [
              {
                language,
                name: text.name,
                description: text.description ?? '',
                keywords: text.keywords ?? '',
                sourceLanguage: text.sourceLanguage ?? null,
              },
            ]
          : [];
      }),
      ...priceRows(record.prices),
      articleThemes: sortedUnique(record.themeDbIds).map((themeId) => ({ themeId })),
      articleCategories: sortedUnique(record.categoryDbIds).map((categoryId) => ({ categoryId })),
      articleCategorisations: sortedUnique(record.categorisation).map((code) => ({ code })),
      articleImages: resolved.images.map((path, position) => ({
        position,
        path,
        kind: position === 0 ? 'main' : 'gallery',
      })),
      articleGpsr: gpsr
        ? [
            {
              manufacturer: gpsr.manufacturer,
              responsiblePerson: gpsr.responsiblePerson ?? null,
              safetyWarnings: warningsJson(gpsr.safetyWarnings),
              images: JSON.stringify(resolved.gpsrImages),
            },
          ]
        : [],
    },
  };
}

const LANGUAGE_ORDER = new Map<string, number>(
  LANGUAGES.map((language, index) => [language, index]),
);
const CURRENCY_ORDER = new Map<string, number>(
  CURRENCIES.map((currency, index) => [currency, index]),
);

/** Stored rows of the parts, grouped by article id, each list in the canonical order. */
export function groupParts(parts: StoredParts): Map<number, PartRows> {
  const grouped = new Map<number, PartRows>();
  const of = (articleId: number): PartRows => {
    let rows = grouped.get(articleId);
    if (!rows) {
      rows = Object.fromEntries(ARTICLE_PARTS.map((part) => [part, []])) as unknown as PartRows;
      grouped.set(articleId, rows);
    }
    return rows;
  };
  for (const part of ARTICLE_PARTS) {
    for (const { articleId, ...row } of parts[part] as StoredParts[ArticlePart]) {
      (of(articleId)[part] as object[]).push(row);
    }
  }
  for (const rows of grouped.values()) {
    rows.articleLocalizations.sort(
      (a, b) => (LANGUAGE_ORDER.get(a.language) ?? 99) - (LANGUAGE_ORDER.get(b.language) ?? 99),
    );
    rows.articlePrices.sort(
      (a, b) => (CURRENCY_ORDER.get(a.currency) ?? 99) - (CURRENCY_ORDER.get(b.currency) ?? 99),
    );
    rows.articlePriceTiers.sort(
      (a, b) =>
        (CURRENCY_ORDER.get(a.currency) ?? 99) - (CURRENCY_ORDER.get(b.currency) ?? 99) ||
        a.amount - b.amount,
    );
  }
  return grouped;
}

export function emptyParts(): PartRows {
  return Object.fromEntries(ARTICLE_PARTS.map((part) => [part, []])) as unknown as PartRows;
}

/** The parts whose rows differ; the row's own columns compared separately. */
export function changedParts(wanted: PartRows, stored: PartRows): ArticlePart[] {
  return ARTICLE_PARTS.filter((part) => !sameRows(wanted[part], stored[part]));
}

/** Rows of one part equal field by field (the rows are flat: texts, numbers, null). */
function sameRows(wanted: readonly object[], stored: readonly object[]): boolean {
  if (wanted.length !== stored.length) return false;
  for (let index = 0; index < wanted.length; index++) {
    const a = wanted[index] as Record<string, unknown>;
    const b = stored[index] as Record<string, unknown>;
    for (const key in a) if (a[key] !== b[key]) return false;
  }
  return true;
}

export function sameValues(wanted: ArticleValues, stored: ArticleRow): boolean {
  for (const key of Object.keys(wanted) as (keyof ArticleValues)[]) {
    if (wanted[key] !== stored[key]) return false;
  }
  return true;
}

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return [];
  }
}

/** Stored warnings as records: a plain text warning becomes one in en. */
function warningRecords(json: string): SafetyWarningRecord[] {
  const parsed = parseJson(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown): SafetyWarningRecord[] => {
    if (typeof entry === 'string') return [{ text: { en: entry } }];
    const warning = entry as { code?: unknown; text?: unknown } | null;
    if (!warning?.text || typeof warning.text !== 'object') return [];
    const text = warning.text as Record<string, string>;
    return [
      {
        ...(typeof warning.code === 'string' ? { code: warning.code } : {}),
        text: { ...text, en: text.en ?? '' },
      },
    ];
  });
}

export function gpsrRecordOf(
  row: PartRows['articleGpsr'][number] | undefined,
): GpsrRecord | undefined {
  if (!row) return undefined;
  const warnings = warningRecords(row.safetyWarnings);
  const images = parseJson(row.images);
  const paths = Array.isArray(images)
    ? images.filter((image): image is string => typeof image === 'string')
    : [];
  return {
    manufacturer: row.manufacturer,
    ...(row.responsiblePerson !== null ? { responsiblePerson: row.responsiblePerson } : {}),
    ...(warnings.length > 0 ? { safetyWarnings: warnings } : {}),
    ...(paths.length > 0 ? { images: paths } : {}),
  };
}
