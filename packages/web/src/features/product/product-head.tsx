import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useParams } from 'react-router';
import type { ArticleDetail } from '@shop/domain/api/article.ts';
import { useArticle } from '#web/features/product/api/get-article.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';

const DESCRIPTION_LENGTH = 160;

/** The first sentences of the article's text, as long as a search result shows. */
function shortDescription(article: ArticleDetail): string {
  const text = article.localization.Description.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const base = text === '' ? article.localization.Name : text;
  return base.length <= DESCRIPTION_LENGTH
    ? base
    : `${base.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
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

/** `<` escaped so no text of the article can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The product page's meta description and its JSON-LD, from the same query as the page (no
 * second request); until the article is there, the shop's description stands in.
 */
export function ProductHead() {
  const { t } = useTranslation('start');
  const shell = useShellParams();
  const { articleNumber = '' } = useParams();
  const { data } = useArticle(articleNumber, shell.language);
  if (data === undefined) return <meta name="description" content={t('hero.text')} />;
  const { article } = data;
  return (
    <>
      <meta name="description" content={shortDescription(article)} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: scriptJson(productJsonLd(article, window.location.origin)),
        }}
      />
    </>
  );
}
