import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/http/app-error.ts';
import {
  articleViews,
  renderArticleSvg,
  type ArticleView,
} from '#server/demo-pictures/article-image.ts';
import { findArticleImageSource } from './catalog.repository.ts';

/**
 * The generated picture of one view of a demo article ('front' without a view parameter);
 * refused with 404 for an unknown article number or a view the article does not have.
 */
export async function renderArticleImage(
  db: DbOrTx,
  articleNumber: string,
  view = 'front',
): Promise<string> {
  const source = await findArticleImageSource(db, articleNumber);
  const views: readonly string[] = source ? articleViews(source.articleNumber) : [];
  if (!source || !views.includes(view)) throw notFound('No such article image');
  return renderArticleSvg({
    articleNumber: source.articleNumber,
    productType: source.productType ?? '',
    view: view as ArticleView,
  });
}
