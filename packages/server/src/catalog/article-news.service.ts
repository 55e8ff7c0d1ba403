import type { DbOrTx } from '#server/db/database.ts';
import {
  findNamesOf,
  findNewsArticles,
  findTargetNames,
  findThemesOf,
  type WatchableTarget,
} from './article-events.repository.ts';
import { localizedName } from './localized-name.ts';

/**
 * What the alerts read of the catalog (docs/decisions/150-article-alerts.md): the names of the
 * producers, themes and product types a customer watches, and of each article with news the ids
 * an alert matches on, its names and its dates.
 */

export type { WatchableTarget };

/** The names of these producers, themes or product types in `language`, by id; unknown ids lack. */
export async function watchableNames(
  db: DbOrTx,
  target: WatchableTarget,
  ids: readonly number[],
  language: string,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await findTargetNames(db, target, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, localizedName(row.names, language, row.name)]));
}

export interface NewsArticle {
  articleNumber: string;
  producerId: number | null;
  productTypeId: number | null;
  themeIds: number[];
  /** by language; an article without a name of a language falls back to another */
  names: Record<string, string>;
  releaseDate: string | null;
  preorderDate: string | null;
  etaDate: string | null;
  stockQuantity: number;
}

export async function newsArticles(
  db: DbOrTx,
  articleNumbers: readonly string[],
): Promise<NewsArticle[]> {
  if (articleNumbers.length === 0) return [];
  const articles = await findNewsArticles(db, [...new Set(articleNumbers)]);
  if (articles.length === 0) return [];
  const ids = articles.map((article) => article.id);
  const [themes, names] = await Promise.all([findThemesOf(db, ids), findNamesOf(db, ids)]);
  return articles.map(({ id, ...article }) => ({
    ...article,
    themeIds: themes.filter((row) => row.articleId === id).map((row) => row.themeId),
    names: Object.fromEntries(
      names.filter((row) => row.articleId === id).map((row) => [row.language, row.name]),
    ),
  }));
}
