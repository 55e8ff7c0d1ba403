import type {
  ArticleAnswer,
  ArticleListEntry,
  ArticleDetail,
  PriceSystem,
} from '@shop/domain/api/article.ts';
import { initialVariant, type VariantCandidate } from '@shop/domain/rules/initial-variant.ts';
import { maxQtyInForce } from '@shop/domain/rules/article-dates.ts';
import { packagingDamage, specialFlags } from '@shop/domain/rules/special-article.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/http/app-error.ts';
import {
  findArticleRow,
  findCampaign,
  findCategories,
  findCategorisations,
  findGpsr,
  findImages,
  findLocalizations,
  findPrices,
  findPriceTiers,
  findProducer,
  findProductType,
  findSummaries,
  findThemes,
  findVariantRows,
  type ArticleRow,
  type NamedRow,
} from './article-detail.repository.ts';
import { localizedName } from './localized-name.ts';
import { loadSuggestions } from './article-suggestions.ts';
import { toSummary } from './article-summary.ts';
import { articleViewPath, articleViews } from '#server/demo-pictures/article-image.ts';
import { articleNotes } from './article-notes.ts';
import { safetyImagePaths, safetyWarningTexts } from './safety-information.ts';
import { trackServerEvent } from '#server/tracking/tracking.service.ts';
import {
  addCustomerHistory,
  priceOf,
  priceSystemOf,
  priceView,
  type PriceView,
} from './article-detail-customer.ts';

const named = (rows: NamedRow[], language: Language) =>
  rows.map((row) => ({ id: row.id, name: localizedName(row.names, language, row.name) }));

const hasStock = (row: ArticleRow) => row.stockQuantity > 0;

function campaignApplies(
  campaign: { startsAt: string | null; endsAt: string | null } | undefined,
  now: string,
): boolean {
  if (!campaign) return false;
  if (campaign.startsAt !== null && campaign.startsAt > now) return false;
  return campaign.endsAt === null || campaign.endsAt >= now;
}

/** The requested row and the main article it opens (a variant's number opens its main article). */
async function mainArticleOf(db: DbOrTx, articleNumber: string) {
  const requested = await findArticleRow(db, articleNumber.toUpperCase());
  if (!requested) return null;
  if (
    requested.mainArticleNumber !== null &&
    requested.mainArticleNumber !== requested.articleNumber
  ) {
    const parent = await findArticleRow(db, requested.mainArticleNumber);
    if (parent) return { main: parent, requestedVariant: requested.articleNumber };
  }
  return { main: requested, requestedVariant: null };
}

/** The main article of a requested number, with its variants. */
async function resolveArticle(db: DbOrTx, articleNumber: string) {
  const found = await mainArticleOf(db, articleNumber);
  if (!found) throw notFound('No such article');
  const { main, requestedVariant } = found;
  const variants =
    main.mainArticleNumber === main.articleNumber
      ? await findVariantRows(db, main.articleNumber)
      : [];
  return { main, requestedVariant, variants };
}

/** Awaits the promises of an object together (one Promise.all), keeping their names. */
async function awaitEach<T extends Record<string, unknown>>(promises: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const entries = Object.entries(promises);
  const values = await Promise.all(entries.map(([, promise]) => promise));
  return Object.fromEntries(entries.map(([key], index) => [key, values[index]])) as T;
}

/** Everything the detail shows of the main article and its variants, read at once. */
async function loadArticleParts(
  db: DbOrTx,
  main: ArticleRow,
  allIds: number[],
  language: Language,
  view: PriceView | null,
) {
  return awaitEach({
    localizations: findLocalizations(db, main.id, [language, 'en']),
    images: findImages(db, main.id),
    producers: findProducer(db, main.producerId),
    productTypes: findProductType(db, main.productTypeId),
    themes: findThemes(db, main.id),
    categories: findCategories(db, main.id),
    codes: findCategorisations(db, allIds),
    gpsr: findGpsr(db, main.id),
    campaign: findCampaign(db, main.campaignId),
    prices: view ? findPrices(db, allIds, view.currency) : Promise.resolve([]),
    tiers: view ? findPriceTiers(db, allIds, view.currency) : Promise.resolve([]),
  });
}

type ArticleParts = Awaited<ReturnType<typeof loadArticleParts>>;

/** A variant as the detail lists it and as the initial-variant rule weighs it. */
const variantEntry = (row: ArticleRow) => ({
  articleNumber: row.articleNumber,
  value: row.variantValue ?? '',
  order: row.variantOrder ?? 0,
  caseQuantity: row.caseQuantity,
});

/** The variant shown first (initial-variant.ts), from stock and price. */
function initialOf(variants: ArticleRow[], parts: ArticleParts, mainPrice: number | null) {
  const candidates: VariantCandidate[] = variants.map((row) => ({
    ...variantEntry(row),
    hasStock: hasStock(row),
    price: priceOf(parts.prices, row)?.singlePrice ?? null,
  }));
  return initialVariant(candidates, mainPrice);
}

/** The facts block of the detail: EAN, weight, prices for comparison, delivery. */
function informationOf(
  main: ArticleRow,
  mainPrice: ArticleParts['prices'][number] | undefined,
  view: PriceView | null,
): ArticleDetail['information'] {
  return {
    barcode: main.barcode,
    weight: main.weight,
    ...(mainPrice && mainPrice.evp !== null && view && !view.hideEvp ? { evp: mainPrice.evp } : {}),
    ...(mainPrice && mainPrice.oldPrice !== null ? { oldPrice: mainPrice.oldPrice } : {}),
    delivery_type: main.deliveryType,
    oversize: main.oversize === 1,
    producerCaseQuantity: main.producerCaseQuantity,
    firstSalesDay: main.firstSalesDay,
    packageType: main.packageType,
    singleStatus: main.singleStatus,
    type: main.articleType,
    countdown: main.countdown,
  };
}

/** Stored pictures; an article without any shows the generated views the picture route draws. */
function imagesOf(main: ArticleRow, images: ArticleParts['images']): ArticleDetail['images'] {
  if (images.length > 0) return images;
  return articleViews(main.articleNumber).map((view, position) => ({
    path: articleViewPath(main.articleNumber, view),
    kind: position === 0 ? 'main' : 'gallery',
  }));
}

function gpsrInformationOf(
  gpsr: ArticleParts['gpsr'],
  language: Language,
): ArticleDetail['gpsrInformation'] {
  if (!gpsr) return null;
  return {
    manufacturer: gpsr.manufacturer,
    responsiblePerson: gpsr.responsiblePerson,
    safetyWarnings: safetyWarningTexts(gpsr.safetyWarnings, language),
    images: safetyImagePaths(gpsr.images),
  };
}

/** Variants, their availability and prices. */
function variantsOf(
  main: ArticleRow,
  variants: ArticleRow[],
  view: PriceView | null,
  parts: ArticleParts,
) {
  const variantPriceSystems: Record<string, PriceSystem> = {};
  for (const row of variants) {
    const system = priceSystemOf(row, view, parts);
    if (system) variantPriceSystems[row.articleNumber] = system;
  }
  const priceSystem = priceSystemOf(main, view, parts);
  return {
    variants: variants.map(variantEntry),
    stateInformation: (variants.length > 0 ? variants : [main]).map((row) => ({
      articleNumber: row.articleNumber,
      state: row.state,
      hasStock: hasStock(row),
      lowStock: row.lowStock === 1,
      etaDate: row.etaDate,
      preorderDate: row.preorderDate,
      releaseDate: row.releaseDate,
    })),
    ...(priceSystem ? { priceSystem } : {}),
    ...(view ? { variantPriceSystems } : {}),
  };
}

/** Name, description, groups and special flags in the language. */
function textsOf(main: ArticleRow, parts: ArticleParts, language: Language, now: string) {
  const { localizations, campaign } = parts;
  const localization =
    localizations.find((l) => l.language === language) ??
    localizations.find((l) => l.language === 'en');
  const categorisation = [
    ...new Set(parts.codes.filter((c) => c.articleId === main.id).map((c) => c.code)),
  ];
  const applies = campaignApplies(campaign, now);
  return {
    flags: specialFlags({ categorisation, campaignApplies: applies }),
    localization: {
      Name: localization?.name ?? main.articleNumber,
      Description: localization?.description ?? '',
      keywords: localization?.keywords ?? '',
    },
    producers: named(parts.producers, language),
    themes: named(parts.themes, language),
    productTypes: named(parts.productTypes, language),
    categories: named(parts.categories, language),
    categorisation,
    campaignInformation:
      campaign && applies
        ? {
            id: campaign.id,
            name: localizedName(campaign.names, language, campaign.name),
            endsAt: campaign.endsAt,
          }
        : undefined,
  };
}

export interface ArticleInput {
  articleNumber: string;
  language: Language;
  eventTrackingId?: string | undefined;
}

/**
 * The article detail of docs/product/catalog.md#cat-article-fields with suggestions; a variant
 * number opens its main article.
 */
export async function loadArticle(
  db: DbOrTx,
  customer: Customer | null,
  input: ArticleInput,
  now = new Date().toISOString(),
): Promise<ArticleAnswer> {
  const answer = await articleAnswer(db, customer, input, now);
  await trackArticleView(db, input, customer, answer);
  return answer;
}

/** Records the view when the visitor or customer agreed to tracking (decision 058). */
export function trackArticleView(
  db: DbOrTx,
  input: ArticleInput,
  customer: Customer | null,
  answer: ArticleAnswer,
): Promise<void> {
  return trackServerEvent(db, input.eventTrackingId, {
    kind: 'articleView',
    customerNumber: customer?.customerNumber ?? null,
    articleNumber: answer.article.articleNumber,
  });
}

/** The answer of POST /api/article, prices only for a customer. */
export async function articleAnswer(
  db: DbOrTx,
  customer: Customer | null,
  input: ArticleInput,
  now = new Date().toISOString(),
): Promise<ArticleAnswer> {
  const { language } = input;
  const { main, requestedVariant, variants } = await resolveArticle(db, input.articleNumber);
  const allRows = [main, ...variants];
  const allNumbers = allRows.map((row) => row.articleNumber);
  const view = await priceView(db, customer);
  const parts = await loadArticleParts(
    db,
    main,
    allRows.map((row) => row.id),
    language,
    view,
  );
  const mainPrice = view ? priceOf(parts.prices, main) : undefined;
  const initial = initialOf(variants, parts, mainPrice?.singlePrice ?? null);
  const { flags, campaignInformation, ...texts } = textsOf(main, parts, language, now);
  // a maximum whose last day is over no longer limits, so the page no longer says it
  const maxQty = maxQtyInForce(main, now);
  const article: ArticleDetail = {
    articleNumber: main.articleNumber,
    articleNumbers: allNumbers,
    ...variantsOf(main, variants, view, parts),
    information: informationOf(main, mainPrice, view),
    images: imagesOf(main, parts.images),
    ...texts,
    hotDeal: flags.hotDeal || (initial?.hotDeal ?? false),
    closeOut: flags.closeOut,
    damagedPackaging: packagingDamage(main.articleNumber),
    initialVariant: requestedVariant ?? initial?.variant.articleNumber ?? null,
    taric: main.taric,
    soldOutDate: main.soldOutDate,
    maxQty,
    ...articleNotes({ ...main, maxQty }),
    deliveryDelay: main.deliveryDelay,
    freightSurcharge: main.freightSurcharge,
    gpsrInformation: gpsrInformationOf(parts.gpsr, language),
    ...(campaignInformation ? { campaignInformation } : {}),
  };
  if (customer) await addCustomerHistory(db, article, customer, allNumbers);
  return { article, suggestions: await loadSuggestions(db, main, language, view) };
}

/** Summaries of the given article numbers in the requested order; unknown ones are skipped. */
export async function loadArticlesForIds(
  db: DbOrTx,
  articleNumbers: string[],
  language: Language,
): Promise<ArticleListEntry[]> {
  const numbers = articleNumbers.map((n) => n.toUpperCase());
  const rows = await findSummaries(db, [...new Set(numbers)], language);
  const byNumber = new Map(rows.map((row) => [row.articleNumber, row]));
  return numbers.flatMap((number) => {
    const row = byNumber.get(number);
    return row ? [{ ...toSummary(row), barcode: row.barcode }] : [];
  });
}
