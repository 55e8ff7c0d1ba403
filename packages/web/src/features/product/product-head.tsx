import { useParams } from 'react-router';
import type { ArticleDetail } from '@shop/domain/api/article.ts';
import { useArticle } from '#web/features/product/api/get-article.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { JsonLd } from '#web/shared/seo/json-ld.tsx';
import { shortText } from '#web/shared/seo/page-description.ts';
import { siteOrigin } from '#web/shared/ssr/render-mode.ts';

/** The first sentences of the article's text, as long as a search result shows. */
function shortDescription(article: ArticleDetail): string {
  const text = shortText(article.localization.Description);
  return text === '' ? article.localization.Name : text;
}

/**
 * schema.org Product of an article: name, sku, gtin, images, brand, description. Never offers or
 * prices: visitors see no prices (docs/product/identity.md#auth-visitor), and search engines are
 * visitors.
 */
export function productJsonLd(article: ArticleDetail, origin: string): Record<string, unknown> {
  const producer = article.producers[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: article.localization.Name,
    sku: article.articleNumber,
    ...(article.information.barcode ? { gtin: article.information.barcode } : {}),
    image: article.images.map((image) => new URL(image.path, origin).href),
    ...(producer ? { brand: { '@type': 'Brand', name: producer.name } } : {}),
    description: shortDescription(article),
  };
}

/**
 * The product page's JSON-LD, from the same query as the page (no second request); the meta
 * description is the page's own (use-document-title.ts).
 */
export function ProductHead() {
  const shell = useShellParams();
  const { articleNumber = '' } = useParams();
  const { data } = useArticle(articleNumber, shell.language);
  if (data === undefined) return null;
  return <JsonLd data={productJsonLd(data.article, siteOrigin())} />;
}
