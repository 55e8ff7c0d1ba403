import type { Language, ShopCode } from '@shop/domain/shops.ts';
import type { ArticleTile } from '@shop/domain/api/shell.ts';
import {
  START_SECTIONS,
  START_SECTION_PRIORITY,
  type StartEntry,
  type StartPage,
  type StartSection,
  type StartSectionCode,
} from '@shop/domain/api/start-page.ts';
import { countryName } from '@shop/domain/rules/intl-formats.ts';
import { homeDeliveryTerms } from '@shop/domain/rules/shipping.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { storedShippingCountries } from '#server/shipping/shipping-countries.service.ts';
import {
  findPriceTiersOf,
  findLeadingProducers,
  findMainCategories,
  findStartSectionArticles,
  type ArticleTileRow,
  type EntryCountRow,
} from './start-page.repository.ts';
import { articleImagePath } from '@shop/domain/rules/article-picture-path.ts';
import { localizedName } from './localized-name.ts';
import { listPrices } from './list-prices.ts';

/** One row of six at the widest, three rows of two on a phone (decision 056). */
const ARTICLES_PER_SECTION = 6;
const PRODUCERS = 12;
/** The months the navigation offers for novelties and arrivals (navigation.service.ts). */
const RECENT_MONTHS = 6;
const INSHOP_DATE_NEWEST = 12;
const INTAKE_DATE_NEWEST = 10;

export interface StartPageViewer {
  shop: ShopCode;
  language: Language;
  /** the currency prices are shown in, or null for no prices */
  currency: string | null;
}

/**
 * The start page (docs/product/content.md#content-start): entries, selling points and the article
 * sections, no article twice: sections pick in START_SECTION_PRIORITY order, each skipping what an
 * earlier one took, then show in START_SECTIONS order.
 */
export async function loadStartPage(
  db: DbOrTx,
  { shop, language, currency }: StartPageViewer,
  today = new Date().toISOString().slice(0, 10),
): Promise<StartPage> {
  const picked = new Map<StartSectionCode, ArticleTileRow[]>();
  const shown: number[] = [];
  for (const code of START_SECTION_PRIORITY) {
    const rows = await findStartSectionArticles(db, code, {
      language,
      limit: ARTICLES_PER_SECTION,
      today,
      currency,
      exclude: shown,
    });
    picked.set(code, rows);
    shown.push(...rows.map((row) => row.id));
  }
  const tiers = currency ? await findPriceTiersOf(db, shown, currency) : [];
  const [categories, producers, shipping] = await Promise.all([
    findMainCategories(db),
    findLeadingProducers(db, PRODUCERS),
    storedShippingCountries(db),
  ]);
  const terms = homeDeliveryTerms(shop, shipping);
  const toTile = (row: ArticleTileRow): ArticleTile => ({
    articleNumber: row.articleNumber,
    name: row.name ?? row.articleNumber,
    producer: row.producer ? localizedName(row.producerNames, language, row.producer) : null,
    theme: row.theme ? localizedName(row.themeNames, language, row.theme) : null,
    image: row.image ?? articleImagePath(row.articleNumber),
    state: row.state,
    releaseDate: row.releaseDate,
    preorderDate: row.preorderDate,
    caseQuantity: row.caseQuantity,
    ...(currency && row.singlePrice !== null
      ? listPrices(
          {
            singlePrice: row.singlePrice,
            rebate: row.rebate ?? 0,
            preorderRebate: row.preorderRebate ?? 0,
            tiers: tiers.filter((tier) => tier.articleId === row.id),
          },
          row,
          currency,
        )
      : {}),
  });
  const sections: StartSection[] = START_SECTIONS.map((code) => ({
    code,
    showAll: showAllPath(code, today),
    articles: (picked.get(code) ?? []).map(toTile),
  }));
  return {
    categories: categories.map((row) => toEntry(row, language)),
    producers: producers.map((row) => toEntry(row, language)),
    sellingPoints: {
      shop,
      country: terms.country,
      countryName: countryName(terms.country, language),
      freeShippingFrom: terms.freeFrom,
      currency: terms.currency,
      deliveryDays: terms.duration,
    },
    sections,
  };
}

function toEntry(row: EntryCountRow, language: Language): StartEntry {
  return {
    id: row.id,
    name: localizedName(row.names, language, row.name),
    numberOfArticles: Number(row.numberOfArticles),
  };
}

/**
 * The listing of all a section's articles: pre-orders and hot deals have pages of their own;
 * new articles and new in stock are the months the navigation offers, newest first.
 */
function showAllPath(code: StartSectionCode, today: string): string {
  switch (code) {
    case 'preOrder':
      return '/preOrder';
    case 'hotDeals':
      return '/hotDeals';
    case 'novelties':
      return `/show/${encodeSearchParams({ novelties: recentMonths(today), sort: INSHOP_DATE_NEWEST })}`;
    case 'arrivals':
      return `/show/${encodeSearchParams({
        arrivals: recentMonths(today),
        filters: ['stock'],
        sort: INTAKE_DATE_NEWEST,
      })}`;
  }
}

/** The month ids (YYYYMM) of this month and the ones before it. */
function recentMonths(today: string): number[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: RECENT_MONTHS }, (_, back) => {
    const date = new Date(Date.UTC(year, month - back, 1));
    return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
  });
}
