import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleDetail } from '@shop/domain/api/article.ts';
import { sortedVariants } from '#web/features/product/article-view.ts';

interface VariantSelectorProps {
  article: ArticleDetail;
  selected: string;
  onSelect: (articleNumber: string) => void;
}

/** The sizes (or other variants) as buttons; the pressed one decides state and price. */
export function VariantSelector({ article, selected, onSelect }: VariantSelectorProps) {
  const { t } = useTranslation('product');
  const variants = sortedVariants(article);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-gray-900">{t('variant.label')}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const info = article.stateInformation.find(
            (entry) => entry.articleNumber === variant.articleNumber,
          );
          const unavailable = info !== undefined && !info.hasStock;
          const pressed = variant.articleNumber === selected;
          return (
            <button
              key={variant.articleNumber}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(variant.articleNumber)}
              title={unavailable ? t('variant.noStock') : undefined}
              className={`min-w-12 rounded-md border px-3 py-2 text-sm font-semibold transition-colors ${
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-900 hover:border-brand-700'
              } ${unavailable && !pressed ? 'text-gray-400 line-through' : ''}`}
            >
              {variant.value || variant.articleNumber}
              {unavailable && <span className="sr-only"> ({t('variant.noStock')})</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
