import type { DbOrTx } from '#server/db/database.ts';
import { renderArticleSvg } from './article-image.ts';
import { findArticleImageSource } from './catalog.repository.ts';

/** The generated picture of a demo article, or undefined for an unknown article number. */
export async function renderArticleImage(
  db: DbOrTx,
  articleNumber: string,
): Promise<string | undefined> {
  const source = await findArticleImageSource(db, articleNumber);
  if (!source) return undefined;
  return renderArticleSvg({
    articleNumber: source.articleNumber,
    name: source.name ?? source.articleNumber,
    producer: source.producer ?? '',
    productType: source.productType ?? '',
  });
}
