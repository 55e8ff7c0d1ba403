import { LANGUAGES, type Currency, type Language } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { ArticleRecord, LocalizationRecord, PriceRecord } from './article-record.ts';
import { findParts, pageArticles, type ArticleRow } from './article-import.repository.ts';
import { emptyParts, gpsrRecordOf, groupParts, type PartRows } from './article-record-rows.ts';
import { listCampaigns } from './catalog-import.repository.ts';

/**
 * Every stored article as the import reads it, in article-number order, a page at a time: what
 * is null, false or empty is left out, which the import reads as null, false or empty again, so
 * importing the export changes nothing.
 */

const EXPORT_PAGE = 1000;

type Defined<T> = { [K in keyof T]: Exclude<T[K], null> };

/** The entries of `values` that hold something (not null, not false, not an empty list). */
function present<T extends Record<string, unknown>>(values: T): Partial<Defined<T>> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result as Partial<Defined<T>>;
}

function localizationOf(parts: PartRows): ArticleRecord['localization'] {
  const localization: Partial<Record<Language, LocalizationRecord>> = {};
  for (const row of parts.articleLocalizations) {
    if (!(LANGUAGES as readonly string[]).includes(row.language)) continue;
    localization[row.language as Language] = {
      name: row.name,
      ...(row.description !== '' ? { description: row.description } : {}),
      ...(row.keywords !== '' ? { keywords: row.keywords } : {}),
      ...(row.sourceLanguage !== null ? { sourceLanguage: row.sourceLanguage as Language } : {}),
    };
  }
  return localization as ArticleRecord['localization'];
}

function pricesOf(parts: PartRows): ArticleRecord['prices'] {
  const prices: Partial<Record<Currency, PriceRecord>> = {};
  for (const row of parts.articlePrices) {
    if (row.currency !== 'EUR' && row.currency !== 'GBP') continue;
    const tiers = parts.articlePriceTiers
      .filter((tier) => tier.currency === row.currency)
      .map((tier) => ({ amount: tier.amount, price: tier.price, rebate: tier.rebate }));
    prices[row.currency] = {
      singlePrice: row.singlePrice,
      ...present({ oldPrice: row.oldPrice, evp: row.evp }),
      rebate: row.rebate,
      preorderRebate: row.preorderRebate,
      ...(tiers.length > 0 ? { tiers } : {}),
      ...present({ type: row.priceType }),
    };
  }
  return Object.keys(prices).length > 0 ? prices : undefined;
}

export function articleRecordOf(
  row: ArticleRow,
  parts: PartRows,
  campaignCodes: ReadonlyMap<number, string>,
): ArticleRecord {
  const gpsr = gpsrRecordOf(parts.articleGpsr[0]);
  const prices = pricesOf(parts);
  return {
    articleNumber: row.articleNumber,
    ...present({
      mainArticleNumber: row.mainArticleNumber,
      variantValue: row.variantValue,
      variantOrder: row.variantOrder,
    }),
    localization: localizationOf(parts),
    ...present({
      producerDbId: row.producerId,
      productTypeDbId: row.productTypeId,
      themeDbIds: parts.articleThemes.map((theme) => theme.themeId),
      categoryDbIds: parts.articleCategories.map((category) => category.categoryId),
      campaignCode: row.campaignId === null ? null : (campaignCodes.get(row.campaignId) ?? null),
      categorisation: parts.articleCategorisations.map((code) => code.code),
    }),
    // exported as stored: a state the shop does not know is refused when imported back
    state: row.state as ArticleRecord['state'],
    stockQuantity: row.stockQuantity,
    ...present({
      lowStock: row.lowStock === 1,
      etaDate: row.etaDate,
      intakeDate: row.intakeDate,
      releaseDate: row.releaseDate,
      preorderDate: row.preorderDate,
      preorderDeadline: row.preorderDeadline,
      firstSalesDay: row.firstSalesDay,
      soldOutDate: row.soldOutDate,
      inshopDate: row.inshopDate,
      specialDate: row.specialDate,
      countdown: row.countdown,
    }),
    caseQuantity: row.caseQuantity,
    ...present({ producerCaseQuantity: row.producerCaseQuantity }),
    ...(prices ? { prices } : {}),
    taxRate: row.taxRate,
    ...present({
      taric: row.taric,
      barcode: row.barcode,
      weight: row.weight,
      size: row.size,
      delivery_type: row.deliveryType,
      oversize: row.oversize === 1,
      allowDropshipping: row.allowDropshipping === 1,
      maxQty: row.maxQty,
      maxQtyDate: row.maxQtyDate,
      deliveryDelay: row.deliveryDelay,
      freightSurcharge: row.freightSurcharge === 0 ? null : row.freightSurcharge,
      packageType: row.packageType,
      articleType: row.articleType,
      singleStatus: row.singleStatus,
      restriction: row.restriction,
      video: row.video,
      isMagicItem: row.isMagicItem === 1,
      magicReleaseDate: row.magicReleaseDate,
      magicNoPrereleaseDeadline: row.magicNoPrereleaseDeadline,
      images: parts.articleImages.map((image) => image.path),
    }),
    ...(gpsr ? { gpsr } : {}),
  };
}

export async function* exportArticles(db: DbOrTx): AsyncIterable<ArticleRecord> {
  const campaignCodes = new Map(
    (await listCampaigns(db)).map((campaign) => [campaign.id, campaign.code]),
  );
  let after: string | null = null;
  for (;;) {
    const rows = await pageArticles(db, after, EXPORT_PAGE);
    const parts = groupParts(
      await findParts(
        db,
        rows.map((row) => row.id),
      ),
    );
    for (const row of rows)
      yield articleRecordOf(row, parts.get(row.id) ?? emptyParts(), campaignCodes);
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.articleNumber;
  }
}
