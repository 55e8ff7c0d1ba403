import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleSuggestion } from '@shop/domain/api/article.ts';
import { ArticleCard } from '#web/shared/ui/article-card.tsx';

/**
 * Other articles the shop suggests with this one, as the lists' gallery cards: for a customer who
 * sees prices with price, case and the add control (docs/product/catalog.md#cat-suggestion-prices).
 */
export function ProductSuggestions({ suggestions }: { suggestions: readonly ArticleSuggestion[] }) {
  const { t } = useTranslation('product');
  return (
    <section aria-labelledby="product-suggestions" className="mt-12 space-y-4">
      <h2 id="product-suggestions" className="text-xl font-bold text-gray-900">
        {t('suggestions')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {suggestions.map((item) => (
          <li key={item.articleNumber} className="flex">
            <ArticleCard form="gallery" article={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
