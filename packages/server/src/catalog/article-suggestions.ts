import type { ArticleSuggestion } from '@shop/domain/api/article.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import {
  findPrices,
  findPriceTiers,
  findSameProducerSuggestions,
  findSameThemeSuggestions,
  type ArticleRow,
  type SuggestionRow,
} from './article-detail.repository.ts';
import type { PriceView } from './article-detail-customer.ts';
import { toSummary } from './article-summary.ts';
import { listPrices } from './list-prices.ts';
import { localizedName } from './localized-name.ts';

const MAX_SUGGESTIONS = 8;

/** Up to 8 related articles: same theme first, then same producer. */
async function pickSuggestions(
  db: DbOrTx,
  main: ArticleRow,
  language: Language,
): Promise<SuggestionRow[]> {
  const sameTheme = await findSameThemeSuggestions(db, main.id, language, MAX_SUGGESTIONS);
  const sameProducer =
    sameTheme.length < MAX_SUGGESTIONS
      ? await findSameProducerSuggestions(
          db,
          main.id,
          main.producerId,
          language,
          MAX_SUGGESTIONS * 2,
        )
      : [];
  const seen = new Set<number>();
  const picked: SuggestionRow[] = [];
  for (const row of [...sameTheme, ...sameProducer]) {
    if (picked.length >= MAX_SUGGESTIONS) break;
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    picked.push(row);
  }
  return picked;
}

/**
 * The article page's related articles as cards (docs/product/catalog.md#cat-suggestion-prices):
 * for a customer who sees prices each card's case price and tiers come from the lists' price
 * rule (list-prices.ts), read for the picked articles only, in one query each.
 */
export async function loadSuggestions(
  db: DbOrTx,
  main: ArticleRow,
  language: Language,
  view: PriceView | null,
): Promise<ArticleSuggestion[]> {
  const picked = await pickSuggestions(db, main, language);
  const ids = picked.map((row) => row.id);
  const [prices, tiers] = view
    ? await Promise.all([
        findPrices(db, ids, view.currency),
        findPriceTiers(db, ids, view.currency),
      ])
    : [[], []];
  return picked.map((row) => {
    const price = prices.find((p) => p.articleId === row.id);
    return {
      ...toSummary(row),
      producer: row.producer ? localizedName(row.producerNames, language, row.producer) : null,
      releaseDate: row.releaseDate,
      preorderDate: row.preorderDate,
      caseQuantity: row.caseQuantity,
      ...(view && price
        ? listPrices(
            { ...price, tiers: tiers.filter((tier) => tier.articleId === row.id) },
            row,
            view.currency,
          )
        : {}),
    };
  });
}
