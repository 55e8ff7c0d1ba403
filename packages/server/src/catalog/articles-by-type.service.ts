import {
  MAX_ARTICLES_BY_TYPE,
  type ArticleGroupType,
  type ArticlesByTypeAnswer,
} from '@shop/domain/api/article.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/http/app-error.ts';
import { toSummary } from './article-summary.ts';
import { findGroupArticles, findGroups, type GroupRow } from './articles-by-type.repository.ts';
import { localizedName } from './localized-name.ts';

/** Every name a group is known by: its base name and its name in each language. */
function namesOf(row: GroupRow): string[] {
  const names = [row.name];
  try {
    const parsed: unknown = JSON.parse(row.names);
    if (parsed !== null && typeof parsed === 'object') {
      for (const value of Object.values(parsed)) if (typeof value === 'string') names.push(value);
    }
  } catch {
    // unreadable translations: the base name still matches
  }
  return names;
}

const comparable = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * The articles of the group of a type with a name (POST /api/articlesByType,
 * docs/product/catalog.md#cat-articles-by-type-call): the name may be given in any language and in
 * any case, as links from newsletters and menus carry it. An unknown name is 404.
 */
export async function loadArticlesByType(
  db: DbOrTx,
  input: { articleType: ArticleGroupType; name: string; language: Language },
): Promise<ArticlesByTypeAnswer> {
  const wanted = comparable(input.name);
  const groups = await findGroups(db, input.articleType);
  const group = groups.find((row) => namesOf(row).some((name) => comparable(name) === wanted));
  if (group === undefined) throw notFound(`No ${input.articleType} with this name`);
  const rows = await findGroupArticles(
    db,
    input.articleType,
    group.id,
    input.language,
    MAX_ARTICLES_BY_TYPE,
  );
  return {
    articleType: input.articleType,
    id: group.id,
    name: localizedName(group.names, input.language, group.name),
    articles: rows.map(toSummary),
  };
}
