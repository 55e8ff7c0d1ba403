/**
 * The demo catalog: N main articles generated deterministically from a seeded generator, with
 * every availability state, size variants, damaged-packaging copies, hot deals and close-outs,
 * prices in EUR and GBP with case-quantity tiers, seven localizations, images and GPSR data.
 *
 * Conventions of the generated data (decision 006):
 * - A main article has `main_article_number` null, except a fashion article with sizes: its
 *   main row points at itself, and its size rows `{number}-{S..XXL}` point at the main row.
 * - Rebates (`article_prices.rebate`, `preorder_rebate`, `article_price_tiers.rebate`) are whole
 *   percent; prices are minor units; `evp` is the recommended retail price including VAT.
 * - Damaged-packaging copies `{number}1DAP` / `{number}2DAP` share the base article's EAN.
 */
import type { Insertable } from 'kysely';
import { ARTICLE_STATES, type ArticleState } from '@shop/domain/rules/availability.ts';
import { CLOSE_OUT, HOT_DEAL } from '@shop/domain/rules/special-article.ts';
import { LANGUAGES, type Currency } from '@shop/domain/shops.ts';
import type { Articles } from '#server/db/tables.ts';
import { RowBatch, type BulkWriter } from './bulk-writer.ts';
import { articleViewPath, articleViews } from '#server/demo-pictures/article-image.ts';
import { addDays, dayCalculator, timestamp } from './dates.ts';
import { composeDescription, withDamagedPackaging } from './descriptions.ts';
import { ean13 } from './ean.ts';
import {
  buildReference,
  writeReference,
  type Campaign,
  type Producer,
  type ProductType,
  type Reference,
  type Theme,
} from './catalog-reference.ts';
import { articleTypeOf, priceTypeOf, singleStatusOf } from './article-kinds.ts';
import { safetyWarningsJson } from './gpsr-warnings.ts';
import { CHARACTERS } from './names.ts';
import { Random } from './random.ts';
import { VARIANT_SIZES, formatSpec, type CategoryKey, type Texts } from './taxonomy.ts';

const SEED = 'wholesale-demo-catalog-v1';
const BATCH_ARTICLES = 1000;
/** Pounds per euro for the GBP price lists. */
const GBP_PER_EUR = 0.86;
/** The EU importer named on articles of producers outside the EU (GPSR). */
const EU_RESPONSIBLE_PERSON = 'Demo Wholesale GmbH, Lagerstraße 1, 65000 Musterstadt, Germany';
const EU_GS1_PREFIXES = new Set(['426', '379', '541', '871', '800', '590']);

export interface CatalogSeedOptions {
  articles: number;
  referenceDate: string;
  log?: (message: string) => void;
}

/** What the account and content seeds need to know about an orderable article. */
export interface SeedArticle {
  id: number;
  articleNumber: string;
  mainArticleNumber: string | null;
  state: ArticleState;
  stock: number;
  caseQuantity: number;
  taxRate: number;
  category: CategoryKey;
  /** List price per unit (before the rebate), per currency. */
  prices: Record<Currency, number>;
  /** Article rebate in whole percent. */
  rebate: number;
  releaseDate: string | null;
  preorderDate: string | null;
  etaDate: string | null;
  intakeDate: string | null;
}

export interface CatalogStats {
  mainArticles: number;
  variants: number;
  articleRows: number;
  states: Record<ArticleState, number>;
  damagedPackaging: { '1DAP': number; '2DAP': number };
  hotDeals: number;
  closeOuts: number;
  specialsInCampaign: number;
  campaignOnly: number;
  fashionWithSizes: number;
}

export interface CatalogSeedResult {
  /** Orderable articles: main articles without sizes, DAP copies and the size rows. */
  articles: SeedArticle[];
  campaigns: { id: number; code: string }[];
  stats: CatalogStats;
}

// --- article plans ------------------------------------------------------------------------

type Special = 'none' | 'hotDeal' | 'closeOut' | 'campaignOnly';

interface Plan {
  state: ArticleState;
  special: Special;
  inCampaign: boolean;
  typeKey?: string;
  /** Stock per size S..XXL for a sized fashion article. */
  sizeStock?: readonly boolean[];
  cheaperSize?: boolean;
  magic?: boolean;
  /** Make this article a damaged-packaging copy of the article with this plan index. */
  damagedCopyOf?: { index: number; grade: 1 | 2 };
}

const plan = (state: ArticleState, extra: Partial<Plan> = {}): Plan => ({
  state,
  special: 'none',
  inCampaign: false,
  ...extra,
});

/** The first articles cover every case the shop and its tests need, whatever N is. */
const FORCED_PLANS: readonly Plan[] = [
  plan('inStock', { typeKey: 'actionFigure' }),
  plan('inStock', { damagedCopyOf: { index: 0, grade: 1 } }),
  plan('inStock', { damagedCopyOf: { index: 0, grade: 2 } }),
  plan('partialStock'),
  plan('inTake'),
  plan('preorder'),
  plan('inquiry'),
  plan('inStockOverdue'),
  plan('inStockFdosPending'),
  plan('soldOut'),
  plan('inStock', { typeKey: 'tShirt', sizeStock: [false, true, false, true, false] }),
  plan('inTake', { typeKey: 'hoodie', sizeStock: [false, false, false, false, false] }),
  plan('inStock', { special: 'hotDeal' }),
  plan('inStock', { special: 'closeOut' }),
  plan('inStock', { special: 'hotDeal', inCampaign: true }),
  plan('inStock', { special: 'closeOut', inCampaign: true }),
  plan('inStock', { special: 'campaignOnly', inCampaign: true }),
  plan('inStock', { typeKey: 'shelf' }),
  plan('inStock', {
    typeKey: 'tShirt',
    sizeStock: [true, true, true, true, true],
    cheaperSize: true,
  }),
  plan('preorder', { typeKey: 'boosterDisplay', magic: true }),
  plan('soldOut', { typeKey: 'manga' }),
  plan('inStock', { typeKey: 'manga' }),
];

const STATE_WEIGHTS: readonly (readonly [ArticleState, number])[] = [
  ['inStock', 42],
  ['partialStock', 7],
  ['inTake', 9],
  ['preorder', 12],
  ['inquiry', 4],
  ['inStockOverdue', 4],
  ['inStockFdosPending', 3],
  ['soldOut', 19],
];

function randomPlan(random: Random): Plan {
  const state = random.weighted(STATE_WEIGHTS);
  if (state !== 'inStock' && state !== 'partialStock') return plan(state);
  const roll = random.next();
  if (roll < 0.06) return plan(state, { special: 'hotDeal', inCampaign: random.chance(0.3) });
  if (roll < 0.11) return plan(state, { special: 'closeOut', inCampaign: random.chance(0.3) });
  if (roll < 0.13) return plan(state, { special: 'campaignOnly', inCampaign: true });
  return plan(state);
}

// --- article drafts -----------------------------------------------------------------------

interface PriceDraft {
  single: number;
  old: number | null;
  evp: number | null;
  rebate: number;
  preorderRebate: number;
  tiers: { amount: number; price: number; rebate: number }[];
  type: string | null;
}

interface Draft {
  row: Insertable<Articles> & { id: number; articleNumber: string; state: ArticleState };
  names: Texts;
  descriptions: Texts;
  keywords: Texts;
  prices: Record<Currency, PriceDraft>;
  themeIds: number[];
  categoryIds: number[];
  codes: number[];
  producer: Producer;
  type: ProductType;
}

interface Context {
  reference: Reference;
  referenceDate: string;
  /** The reference date plus an offset in days, cached. */
  day: (offset: number) => string;
  updatedAt: string;
  nextId: number;
  batch: RowBatch;
  result: CatalogSeedResult;
  /** Drafts of recent plain articles, for damaged-packaging copies. */
  recentBases: Draft[];
  forcedDrafts: Map<number, Draft>;
  damaged: Set<string>;
}

const roundTo5 = (cents: number) => Math.max(5, Math.round(cents / 5) * 5);
const retailPrice = (cents: number) => Math.max(99, Math.ceil(cents / 100) * 100 - 1);
const percentOff = (cents: number, percent: number) => roundTo5((cents * (100 - percent)) / 100);

function toGbp(cents: number): number {
  return roundTo5(cents * GBP_PER_EUR);
}

function buildPrices(
  random: Random,
  type: ProductType,
  caseQuantity: number,
  plan: Plan,
  campaign: Campaign | null,
): Record<Currency, PriceDraft> {
  const base = roundTo5(random.int(type.price[0], type.price[1]));
  let single = base;
  let old: number | null = null;
  if (plan.special === 'hotDeal') {
    old = base;
    single = percentOff(base, random.int(15, 40));
  } else if (plan.special === 'closeOut') {
    old = base;
    single = percentOff(base, random.int(30, 60));
  } else if (random.chance(0.03)) {
    old = roundTo5(base * (1 + random.int(5, 20) / 100));
  }
  const markup = 1.7 + random.next() * 0.4;
  const evpFactor = random.chance(0.05) ? null : markup * 1.19;
  const rebate = campaign ? campaign.rebate : random.chance(0.1) ? random.int(2, 5) : 0;
  const preorderRebate = plan.state === 'preorder' && random.chance(0.6) ? random.pick([3, 5]) : 0;
  const tierRebates = random.chance(0.5) ? (random.chance(0.5) ? [3] : [3, 6]) : [];
  const tierSteps = caseQuantity >= 12 ? [2, 4] : [3, 10];

  const make = (currency: Currency, convert: (cents: number) => number): PriceDraft => {
    const price = convert(single);
    return {
      single: price,
      old: old === null ? null : convert(old),
      evp: evpFactor === null ? null : retailPrice(convert(base) * evpFactor),
      rebate,
      preorderRebate,
      tiers: [
        { amount: caseQuantity, price, rebate: 0 },
        ...tierRebates.map((tierRebate, index) => ({
          amount: caseQuantity * tierSteps[index]!,
          price: percentOff(price, tierRebate),
          rebate: tierRebate,
        })),
      ],
      type: priceTypeOf(type.family, plan.special === 'hotDeal', currency),
    };
  };
  return { EUR: make('EUR', (cents) => cents), GBP: make('GBP', toGbp) };
}

interface StateFields {
  stock: number;
  lowStock: number;
  releaseDate: string | null;
  preorderDate: string | null;
  preorderDeadline: string | null;
  intakeDate: string | null;
  etaDate: string | null;
  inshopDate: string;
  soldOutDate: string | null;
  firstSalesDay: string | null;
  countdown: string | null;
}

/**
 * Dates and stock that fit the state (docs/product/catalog.md#cat-availability), relative to the
 * reference date.
 */
function stateFields(
  random: Random,
  state: ArticleState,
  caseQuantity: number,
  day: (offset: number) => string,
): StateFields {
  const inshopAgo = random.weighted<[number, number]>([
    [[0, 60], 3],
    [[61, 365], 3],
    [[366, 1500], 4],
  ]);
  const inshopOffset = -random.int(inshopAgo[0], inshopAgo[1]);
  const released = day(inshopOffset - random.int(0, 14));
  const pastIntake = () => {
    const recent = random.chance(0.3);
    const span = Math.max(1, Math.min(-inshopOffset, 400));
    return day(-(recent ? random.int(0, Math.min(14, span)) : random.int(0, span)));
  };
  const fields: StateFields = {
    stock: 0,
    lowStock: 0,
    releaseDate: released,
    preorderDate: null,
    preorderDeadline: null,
    intakeDate: null,
    etaDate: null,
    inshopDate: day(inshopOffset),
    soldOutDate: null,
    firstSalesDay: released,
    countdown: null,
  };
  switch (state) {
    case 'inStock': {
      fields.stock =
        caseQuantity *
        random.weighted<number>([
          [random.int(2, 20), 6],
          [random.int(21, 120), 3],
          [random.int(121, 600), 1],
        ]);
      fields.intakeDate = pastIntake();
      break;
    }
    case 'partialStock':
      fields.stock = caseQuantity * random.int(1, 2);
      fields.lowStock = 1;
      fields.intakeDate = pastIntake();
      fields.etaDate = day(random.int(5, 40));
      break;
    case 'inStockFdosPending': {
      const firstSalesDay = day(random.int(1, 14));
      fields.stock = caseQuantity * random.int(5, 40);
      fields.intakeDate = day(-random.int(1, 10));
      fields.releaseDate = firstSalesDay;
      fields.firstSalesDay = firstSalesDay;
      fields.countdown = timestamp(firstSalesDay);
      fields.inshopDate = day(-random.int(10, 90));
      break;
    }
    case 'inTake': {
      const eta = day(random.int(2, 28));
      fields.intakeDate = eta;
      fields.etaDate = eta;
      break;
    }
    case 'inStockOverdue':
      fields.intakeDate = inshopOffset < -60 ? pastIntake() : null;
      fields.etaDate = day(-random.int(1, 30));
      break;
    case 'inquiry':
      fields.intakeDate = random.chance(0.5) ? pastIntake() : null;
      break;
    case 'preorder': {
      const release = random.int(10, 240);
      const preorder = Math.max(5, release - random.int(0, 7));
      const deadline = Math.max(1, Math.min(release - 14, random.int(7, 90)));
      fields.releaseDate = day(release);
      fields.firstSalesDay = day(release);
      fields.preorderDate = day(preorder);
      fields.etaDate = day(preorder);
      fields.preorderDeadline = day(deadline);
      fields.inshopDate = day(-random.int(0, 60));
      if (random.chance(0.25)) fields.countdown = timestamp(day(deadline), 23, 59);
      break;
    }
    case 'soldOut': {
      const agoRange = random.weighted<[number, number]>([
        [[0, 1], 10],
        [[2, 3], 10],
        [[4, 7], 10],
        [[8, 14], 10],
        [[15, 28], 15],
        [[29, 730], 45],
      ]);
      const soldOutAgo = random.int(agoRange[0], agoRange[1]);
      const inshop = soldOutAgo + random.int(30, 700);
      fields.soldOutDate = day(-soldOutAgo);
      fields.inshopDate = day(-inshop);
      fields.releaseDate = day(-inshop - random.int(0, 14));
      fields.firstSalesDay = fields.releaseDate;
      fields.intakeDate = day(-random.int(soldOutAgo, inshop));
      break;
    }
  }
  if (fields.stock > 0 && fields.stock < caseQuantity * 3) fields.lowStock = 1;
  return fields;
}

function specsOf(type: ProductType, specValue: number): Texts {
  const specs = {} as Texts;
  for (const language of LANGUAGES) specs[language] = formatSpec(type.spec, specValue, language);
  return specs;
}

function composeNames(
  theme: string,
  type: ProductType,
  character: string | null,
  specValue: number | null,
): Texts {
  const names = {} as Texts;
  for (const language of LANGUAGES) {
    const spec = specValue === null ? '' : formatSpec(type.spec, specValue, language);
    names[language] = [theme, type.names[language], character, spec].filter(Boolean).join(' ');
  }
  return names;
}

function nextNumber(random: Random, producer: Producer): string {
  producer.numberCounter += random.int(1, 3);
  return `${producer.prefix}${producer.numberCounter}`;
}

function nextEan(producer: Producer): string {
  const item = String(producer.eanCounter++ % 100_000).padStart(5, '0');
  return ean13(`${producer.gs1}${producer.company}${item}`);
}

function pickType(random: Random, producer: Producer): ProductType {
  return random.weighted(producer.types.map((type) => [type, type.weight] as const));
}

/** A running campaign; an ended one keeps no articles (the navigation hides it anyway). */
function pickCampaign(random: Random, reference: Reference): Campaign {
  const running = reference.campaigns.filter((campaign) => campaign.active);
  return random.weighted(running.map((campaign, i) => [campaign, i < 2 ? 3 : 2] as const));
}

function newDraft(ctx: Context, random: Random, plan: Plan, forcedType?: ProductType): Draft {
  const { reference } = ctx;
  let producer: Producer;
  let theme: Theme;
  let type: ProductType;
  if (forcedType) {
    const candidates = reference.themes.filter((t) => t.producer.types.includes(forcedType));
    theme = random.pick(candidates);
    producer = theme.producer;
    type = forcedType;
  } else {
    theme = random.pick(reference.themes);
    producer = theme.producer;
    type = pickType(random, producer);
  }
  const character = type.withCharacter ? random.pick(CHARACTERS) : null;
  const specValue = type.spec === 'none' ? null : random.pick(type.specValues);
  const caseQuantity = random.pick(type.caseQuantities);
  const campaign = plan.inCampaign ? pickCampaign(random, reference) : null;
  const fields = stateFields(random, plan.state, caseQuantity, ctx.day);
  const prices = buildPrices(random, type, caseQuantity, plan, campaign);

  let articleNumber = nextNumber(random, producer);
  if (random.chance(0.005)) articleNumber += random.pick(['-DELUXE-EDITION', '-COLLECTORS-BOX']);

  const dims = type.dims.map(([min, max]) => random.int(min, max));
  const grams = random.int(type.grams[0], type.grams[1]);
  const [length, width, height] = [...dims].sort((a, b) => b - a) as [number, number, number];
  const oversize = length > 1180 || width > 580 || height > 580 || grams > 29000 ? 1 : 0;
  const bulky = type.bulky && random.chance(type.bulky.chance) ? type.bulky : null;
  const missingSize = random.chance(0.01);
  const category = reference.topCategory.get(type.category)!;

  const id = ctx.nextId++;
  const descriptions = composeDescription(random, type.family, {
    theme: theme.name,
    character: character ?? theme.name,
    producer: producer.name,
    specs: specValue === null ? null : specsOf(type, specValue),
  });
  const names = composeNames(theme.name, type, character, specValue);
  const keywords = {} as Texts;
  for (const language of LANGUAGES) {
    keywords[language] = [
      theme.name,
      producer.name,
      type.names[language],
      category.names[language],
      character,
    ]
      .filter(Boolean)
      .join(', ');
  }

  const themeIds = [theme.id];
  if (random.chance(0.1) && producer.themes.length > 1) {
    const second = random.pick(producer.themes);
    if (second.id !== theme.id) themeIds.push(second.id);
  }
  const codes: number[] = [];
  if (plan.special === 'hotDeal') codes.push(HOT_DEAL);
  if (plan.special === 'closeOut') codes.push(CLOSE_OUT);
  const special = plan.special === 'hotDeal' || plan.special === 'closeOut';
  const limited =
    (special && random.chance(0.2)) || (plan.state === 'preorder' && random.chance(0.1));
  const magic =
    plan.magic === true ||
    (type.family === 'tradingCards' && plan.state === 'preorder' && random.chance(0.5));

  const draft: Draft = {
    row: {
      id,
      articleNumber,
      mainArticleNumber: null,
      variantValue: null,
      variantOrder: null,
      producerId: producer.id,
      productTypeId: type.id,
      campaignId: campaign?.id ?? null,
      state: plan.state,
      stockQuantity: fields.stock,
      lowStock: fields.lowStock,
      caseQuantity,
      producerCaseQuantity: random.chance(0.7) ? caseQuantity * random.pick([1, 2, 4, 6]) : null,
      barcode: random.chance(0.02) ? null : nextEan(producer),
      weight: missingSize ? null : grams,
      size: missingSize ? null : `${dims[0]}x${dims[1]}x${dims[2]}`,
      deliveryType: bulky ? bulky.deliveryType : 'parcel',
      oversize,
      allowDropshipping: random.chance(0.88) ? 1 : 0,
      taxRate: type.taxRate,
      taric: type.taric,
      packageType: type.packageType,
      articleType: articleTypeOf(type.key),
      singleStatus: singleStatusOf(type.key),
      // demo values drawn from the id, not the random stream, so the rest of the catalog stays
      restriction:
        plan.magic === true || id % 13 === 0 ? 'noMarketplaces' : id % 29 === 0 ? 'euOnly' : null,
      video:
        plan.magic === true || id % 11 === 0
          ? `https://videos.example.com/articles/${articleNumber}.mp4`
          : null,
      releaseDate: fields.releaseDate,
      preorderDate: fields.preorderDate,
      preorderDeadline: fields.preorderDeadline,
      intakeDate: fields.intakeDate,
      etaDate: fields.etaDate,
      inshopDate: fields.inshopDate,
      specialDate: special ? ctx.day(-random.int(0, 45)) : null,
      soldOutDate: fields.soldOutDate,
      firstSalesDay: fields.firstSalesDay,
      countdown: fields.countdown,
      maxQty: limited
        ? caseQuantity * random.int(2, 10)
        : plan.magic === true
          ? caseQuantity * 4
          : null,
      maxQtyDate: limited ? ctx.day(random.int(3, 20)) : plan.magic === true ? ctx.day(14) : null,
      deliveryDelay: plan.state === 'inStock' && random.chance(0.03) ? random.int(2, 10) : null,
      freightSurcharge: bulky ? bulky.surcharge : 0,
      isMagicItem: magic ? 1 : 0,
      magicReleaseDate: magic ? fields.releaseDate : null,
      magicNoPrereleaseDeadline:
        magic && fields.releaseDate ? addDays(fields.releaseDate, -7) : null,
      updatedAt: ctx.updatedAt,
    },
    names,
    descriptions,
    keywords,
    prices,
    themeIds,
    categoryIds: [type.subcategoryId, type.categoryId],
    codes,
    producer,
    type,
  };
  // this draw once decided the extra pictures (now articleViews); it stays so the rest of the
  // demo catalog, whose article numbers tests and demos name, is drawn as before
  if (random.chance(0.08)) random.int(1, 3);
  return draft;
}

const DAMAGE_SUFFIX: Record<1 | 2, Texts> = {
  1: {
    de: '(beschädigte Verpackung)',
    en: '(damaged packaging)',
    es: '(embalaje dañado)',
    fr: '(emballage abîmé)',
    it: '(confezione danneggiata)',
    pl: '(uszkodzone opakowanie)',
    ja: '（パッケージ破損）',
  },
  2: {
    de: '(stark beschädigte Verpackung)',
    en: '(heavily damaged packaging)',
    es: '(embalaje muy dañado)',
    fr: '(emballage très abîmé)',
    it: '(confezione molto danneggiata)',
    pl: '(mocno uszkodzone opakowanie)',
    ja: '（パッケージ大破損）',
  },
};

/** A damaged-packaging copy of `base`: same product, single units, a lower price. */
function damagedCopy(ctx: Context, random: Random, base: Draft, grade: 1 | 2): Draft {
  const percent = grade === 1 ? random.int(10, 20) : random.int(25, 40);
  const reduce = (price: PriceDraft): PriceDraft => {
    const single = percentOff(price.single, percent);
    return {
      single,
      old: price.single,
      evp: price.evp,
      rebate: 0,
      preorderRebate: 0,
      tiers: [{ amount: 1, price: single, rebate: 0 }],
      type: null,
    };
  };
  const names = {} as Texts;
  for (const language of LANGUAGES)
    names[language] = `${base.names[language]} ${DAMAGE_SUFFIX[grade][language]}`;
  const ref = ctx.referenceDate;
  return {
    ...base,
    row: {
      ...base.row,
      id: ctx.nextId++,
      articleNumber: `${base.row.articleNumber}${grade}DAP`,
      mainArticleNumber: null,
      campaignId: null,
      state: 'inStock',
      stockQuantity: random.int(1, 8),
      lowStock: 1,
      caseQuantity: 1,
      producerCaseQuantity: null,
      preorderDate: null,
      preorderDeadline: null,
      etaDate: null,
      soldOutDate: null,
      countdown: null,
      specialDate: null,
      maxQty: null,
      maxQtyDate: null,
      isMagicItem: 0,
      magicReleaseDate: null,
      magicNoPrereleaseDeadline: null,
      intakeDate: ctx.day(-random.int(0, 60)),
      inshopDate: ctx.day(-random.int(0, 60)),
      releaseDate:
        base.row.releaseDate && base.row.releaseDate < ref ? base.row.releaseDate : ctx.day(-30),
      firstSalesDay:
        base.row.firstSalesDay && base.row.firstSalesDay < ref
          ? base.row.firstSalesDay
          : ctx.day(-30),
    },
    names,
    descriptions: withDamagedPackaging(base.descriptions, grade),
    prices: { EUR: reduce(base.prices.EUR), GBP: reduce(base.prices.GBP) },
    codes: [],
  };
}

const SIZE_NAMES: Texts = {
  de: 'Größe',
  en: 'Size',
  es: 'Talla',
  fr: 'Taille',
  it: 'Taglia',
  pl: 'Rozmiar',
  ja: 'サイズ',
};

/** The size rows of a fashion article; the main row then sums their stock. */
function sizeVariants(ctx: Context, random: Random, main: Draft, plan: Plan): Draft[] {
  const stockLike = ['inStock', 'partialStock', 'inStockFdosPending'].includes(main.row.state);
  let hasStock = VARIANT_SIZES.map(
    (_, index) => plan.sizeStock?.[index] ?? (stockLike && random.chance(0.6)),
  );
  if (stockLike && !hasStock.some(Boolean)) hasStock = hasStock.map((_, index) => index === 2);
  const cheaper = plan.cheaperSize ? random.int(0, VARIANT_SIZES.length - 1) : -1;
  const caseQuantity = main.row.caseQuantity ?? 1;
  const variants = VARIANT_SIZES.map((size, index): Draft => {
    const names = {} as Texts;
    for (const language of LANGUAGES)
      names[language] = `${main.names[language]} – ${SIZE_NAMES[language]} ${size}`;
    const withStock = hasStock[index]!;
    const stock = withStock ? caseQuantity * random.int(1, 30) : 0;
    const state: ArticleState = stockLike
      ? withStock
        ? (main.row.state as ArticleState)
        : random.pick<ArticleState>(['inTake', 'soldOut', 'inquiry'])
      : main.row.state;
    const surcharge = size === 'XXL' ? 100 : 0;
    const adjust = (price: PriceDraft): PriceDraft => {
      if (index === cheaper) {
        const single = percentOff(price.single, 20);
        return {
          ...price,
          single,
          old: price.single,
          tiers: [{ amount: caseQuantity, price: single, rebate: 0 }],
        };
      }
      const single = price.single + surcharge;
      return {
        ...price,
        single,
        tiers: price.tiers.map((tier) => ({ ...tier, price: tier.price + surcharge })),
      };
    };
    return {
      ...main,
      row: {
        ...main.row,
        id: ctx.nextId++,
        articleNumber: `${main.row.articleNumber}-${size}`,
        mainArticleNumber: main.row.articleNumber,
        variantValue: size,
        variantOrder: index + 1,
        state,
        stockQuantity: stock,
        lowStock: stock > 0 && stock < caseQuantity * 3 ? 1 : 0,
        barcode: nextEan(main.producer),
        soldOutDate:
          state === 'soldOut' ? (main.row.soldOutDate ?? ctx.day(-random.int(1, 60))) : null,
        etaDate:
          state === 'inTake' ? (main.row.etaDate ?? ctx.day(random.int(3, 30))) : main.row.etaDate,
        intakeDate:
          state === 'inTake'
            ? (main.row.etaDate ?? ctx.day(random.int(3, 30)))
            : main.row.intakeDate,
      },
      names,
      prices: { EUR: adjust(main.prices.EUR), GBP: adjust(main.prices.GBP) },
      codes: index === cheaper ? [HOT_DEAL] : [],
    };
  });
  for (const variant of variants) {
    if (variant.row.state === 'inTake' && variant.row.etaDate === null)
      variant.row.etaDate = variant.row.intakeDate;
  }
  main.row.mainArticleNumber = main.row.articleNumber;
  main.row.stockQuantity = variants.reduce(
    (sum, variant) => sum + (variant.row.stockQuantity ?? 0),
    0,
  );
  main.row.barcode = null;
  if (stockLike)
    main.row.lowStock = variants.filter((v) => (v.row.stockQuantity ?? 0) > 0).length <= 2 ? 1 : 0;
  return variants;
}

function emit(ctx: Context, draft: Draft, orderable: boolean): void {
  const { batch } = ctx;
  const row = draft.row;
  batch.add('articles', row);
  const id = row.id;
  for (const language of LANGUAGES) {
    batch.add('articleLocalizations', {
      articleId: id,
      language,
      name: draft.names[language],
      description: draft.descriptions[language],
      keywords: draft.keywords[language],
      sourceLanguage: null,
    });
  }
  // the views the picture route draws for this number (two to four, decision 026)
  articleViews(row.articleNumber).forEach((view, position) => {
    batch.add('articleImages', {
      id: row.id * 4 + position,
      articleId: id,
      position,
      path: articleViewPath(row.articleNumber, view),
      kind: position === 0 ? 'main' : 'gallery',
    });
  });
  for (const themeId of draft.themeIds) batch.add('articleThemes', { articleId: id, themeId });
  for (const categoryId of draft.categoryIds)
    batch.add('articleCategories', { articleId: id, categoryId });
  for (const code of draft.codes) batch.add('articleCategorisations', { articleId: id, code });
  for (const currency of ['EUR', 'GBP'] as const) {
    const price = draft.prices[currency];
    batch.add('articlePrices', {
      articleId: id,
      currency,
      singlePrice: price.single,
      oldPrice: price.old,
      evp: price.evp,
      rebate: price.rebate,
      preorderRebate: price.preorderRebate,
      priceType: price.type,
    });
    for (const tier of price.tiers) {
      batch.add('articlePriceTiers', {
        articleId: id,
        currency,
        amount: tier.amount,
        price: tier.price,
        rebate: tier.rebate,
      });
    }
  }
  const eu = EU_GS1_PREFIXES.has(draft.producer.gs1);
  batch.add('articleGpsr', {
    articleId: id,
    manufacturer: `${draft.producer.name}, ${draft.producer.address}`,
    responsiblePerson: eu ? null : EU_RESPONSIBLE_PERSON,
    safetyWarnings: safetyWarningsJson(draft.type.family),
    images: '[]',
  });

  const stats = ctx.result.stats;
  stats.articleRows++;
  const isVariant = row.mainArticleNumber !== null && row.mainArticleNumber !== row.articleNumber;
  if (isVariant) stats.variants++;
  else {
    stats.mainArticles++;
    stats.states[row.state]++;
    if (row.articleNumber.endsWith('1DAP')) stats.damagedPackaging['1DAP']++;
    if (row.articleNumber.endsWith('2DAP')) stats.damagedPackaging['2DAP']++;
    if (draft.codes.includes(HOT_DEAL)) stats.hotDeals++;
    if (draft.codes.includes(CLOSE_OUT)) stats.closeOuts++;
    if (draft.codes.length > 0 && row.campaignId !== null) stats.specialsInCampaign++;
    if (draft.codes.length === 0 && row.campaignId !== null) stats.campaignOnly++;
    if (row.mainArticleNumber === row.articleNumber) stats.fashionWithSizes++;
  }
  if (orderable) {
    const eur = draft.prices.EUR;
    const gbp = draft.prices.GBP;
    ctx.result.articles.push({
      id,
      articleNumber: row.articleNumber,
      mainArticleNumber: row.mainArticleNumber ?? null,
      state: row.state,
      stock: row.stockQuantity ?? 0,
      caseQuantity: row.caseQuantity ?? 1,
      taxRate: row.taxRate ?? 19,
      category: draft.type.category,
      prices: { EUR: eur.single, GBP: gbp.single },
      rebate: eur.rebate,
      releaseDate: row.releaseDate ?? null,
      preorderDate: row.preorderDate ?? null,
      etaDate: row.etaDate ?? null,
      intakeDate: row.intakeDate ?? null,
    });
  }
}

function generateArticle(ctx: Context, index: number): void {
  const random = Random.derive(SEED, index);
  const forced = FORCED_PLANS[index];
  let articlePlan = forced ?? randomPlan(random);

  // damaged-packaging copies: forced ones, then about 1.5 % of the rest
  let copy: { base: Draft; grade: 1 | 2 } | null = null;
  if (articlePlan.damagedCopyOf) {
    const base = ctx.forcedDrafts.get(articlePlan.damagedCopyOf.index);
    if (base) copy = { base, grade: articlePlan.damagedCopyOf.grade };
    else articlePlan = plan(articlePlan.state);
  } else if (!forced && ctx.recentBases.length > 0 && random.chance(0.015)) {
    const base = random.pick(ctx.recentBases);
    // about a third heavily damaged; a base gets each grade at most once
    const preferred: 1 | 2 = random.chance(0.35) ? 2 : 1;
    const grade: 1 | 2 = ctx.damaged.has(`${base.row.articleNumber}${preferred}DAP`)
      ? preferred === 1
        ? 2
        : 1
      : preferred;
    if (!ctx.damaged.has(`${base.row.articleNumber}${grade}DAP`)) copy = { base, grade };
  }
  if (copy) {
    const draft = damagedCopy(ctx, random, copy.base, copy.grade);
    ctx.damaged.add(draft.row.articleNumber);
    emit(ctx, draft, true);
    return;
  }

  const forcedType = articlePlan.typeKey
    ? ctx.reference.typeByKey.get(articlePlan.typeKey)
    : undefined;
  const draft = newDraft(ctx, random, articlePlan, forcedType);
  if (forced) ctx.forcedDrafts.set(index, draft);
  if (draft.type.sized) {
    const variants = sizeVariants(ctx, random, draft, articlePlan);
    emit(ctx, draft, false);
    for (const variant of variants) emit(ctx, variant, true);
    return;
  }
  emit(ctx, draft, true);
  if (draft.codes.length === 0 && draft.row.campaignId === null) {
    ctx.recentBases.push(draft);
    if (ctx.recentBases.length > 300) ctx.recentBases.shift();
  }
}

export async function seedCatalog(
  writer: BulkWriter,
  options: CatalogSeedOptions,
): Promise<CatalogSeedResult> {
  const reference = buildReference(options.referenceDate);
  const states = Object.fromEntries(ARTICLE_STATES.map((state) => [state, 0])) as Record<
    ArticleState,
    number
  >;
  const result: CatalogSeedResult = {
    articles: [],
    campaigns: reference.campaigns.map((campaign) => ({ id: campaign.id, code: campaign.code })),
    stats: {
      mainArticles: 0,
      variants: 0,
      articleRows: 0,
      states,
      damagedPackaging: { '1DAP': 0, '2DAP': 0 },
      hotDeals: 0,
      closeOuts: 0,
      specialsInCampaign: 0,
      campaignOnly: 0,
      fashionWithSizes: 0,
    },
  };
  const referenceBatch = new RowBatch();
  writeReference(referenceBatch, reference, options.referenceDate);
  await writer.write(referenceBatch);

  const ctx: Context = {
    reference,
    referenceDate: options.referenceDate,
    day: dayCalculator(options.referenceDate),
    updatedAt: timestamp(options.referenceDate),
    nextId: 1,
    batch: new RowBatch(),
    result,
    recentBases: [],
    forcedDrafts: new Map(),
    damaged: new Set(),
  };
  for (let start = 0; start < options.articles; start += BATCH_ARTICLES) {
    const end = Math.min(options.articles, start + BATCH_ARTICLES);
    ctx.batch = new RowBatch();
    for (let index = start; index < end; index++) generateArticle(ctx, index);
    await writer.write(ctx.batch);
    if (end % 10_000 === 0 || end === options.articles)
      options.log?.(`catalog: ${end} of ${options.articles} articles`);
  }
  return result;
}
