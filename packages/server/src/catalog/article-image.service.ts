import type { DbOrTx } from '#server/db/database.ts';
import { articleViews, renderArticleSvg, type ArticleView } from './article-image.ts';
import { findArticleImageSource } from './catalog.repository.ts';

/** Other areas (basket, search) name an article's picture through this service. */
export { articleImagePath } from './article-image.ts';

/**
 * The generated picture of one view of a demo article ('front' without a view parameter), or
 * undefined for an unknown article number or a view the article does not have.
 */
export async function renderArticleImage(
  db: DbOrTx,
  articleNumber: string,
  view = 'front',
): Promise<string | undefined> {
  const source = await findArticleImageSource(db, articleNumber);
  if (!source) return undefined;
  const views: readonly string[] = articleViews(source.articleNumber);
  if (!views.includes(view)) return undefined;
  return renderArticleSvg({
    articleNumber: source.articleNumber,
    productType: source.productType ?? '',
    view: view as ArticleView,
  });
}
