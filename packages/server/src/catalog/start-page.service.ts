import type { Language } from '@shop/domain/shops.ts';
import type { ArticleTile, StartPage } from '@shop/domain/api/shell.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { caseUnitPrice } from '@shop/domain/rules/pricing.ts';
import {
  findCaseTiers,
  findStartSectionArticles,
  type StartSection,
} from './catalog.repository.ts';
import { articleImagePath } from './article-image.ts';
import { localizedName } from './localized-name.ts';

const SECTIONS: StartSection[] = ['novelties', 'arrivals', 'preOrder', 'hotDeals'];
const ARTICLES_PER_SECTION = 12;

/** The start page: newest articles, new in stock, pre-orders and hot deals (spec 2 section 2). */
export async function loadStartPage(
  db: DbOrTx,
  language: Language,
  /** the currency prices are shown in, or null for no prices */
  currency: string | null,
  today = new Date().toISOString().slice(0, 10),
): Promise<StartPage> {
  const sections = await Promise.all(
    SECTIONS.map(async (code) => {
      const rows = await findStartSectionArticles(
        db,
        code,
        language,
        ARTICLES_PER_SECTION,
        today,
        currency,
      );
      const tiers = currency
        ? await findCaseTiers(
            db,
            rows.map((row) => row.id),
            currency,
          )
        : [];
      const articles: ArticleTile[] = rows.map((row) => ({
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
          ? {
              price: caseUnitPrice(
                {
                  singlePrice: row.singlePrice,
                  rebate: row.rebate ?? 0,
                  preorderRebate: row.preorderRebate ?? 0,
                  tiers: tiers.filter((tier) => tier.articleId === row.id),
                },
                row.caseQuantity,
                row.state === 'preorder',
              ),
              currency: currency === 'GBP' ? ('GBP' as const) : ('EUR' as const),
            }
          : {}),
      }));
      return { code, articles };
    }),
  );
  return { sections };
}
