import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleSearchResponse } from '@shop/domain/api/search.ts';
import { emptySearchParams, type SearchParams } from '@shop/domain/rules/search-url.ts';
import { CloseIcon } from '#web/shared/ui/icons.tsx';
import {
  GROUP_KEYS,
  toggleFilter,
  toggleId,
  withPriceRange,
} from '#web/features/catalog/listing/listing-url.ts';

interface Chip {
  key: string;
  name: string;
  without: SearchParams;
}

const GROUP_TYPES = Object.keys(GROUP_KEYS) as (keyof typeof GROUP_KEYS)[];

/**
 * The selection above the results as removable chips, with "clear all"
 * (docs/product/quality.md#quality-storefront): on a phone the filters sit in a panel, so what is
 * active must show beside the list itself.
 */
export function ActiveFilters({
  params,
  data,
  onChange,
}: {
  params: SearchParams;
  data: ArticleSearchResponse | undefined;
  onChange: (params: SearchParams) => void;
}) {
  const { t } = useTranslation('catalog');
  const chips: Chip[] = params.filters.map((filter) => ({
    key: `filter-${filter}`,
    name: t(`listing.filter.${filter}`),
    without: toggleFilter(params, filter),
  }));
  for (const type of GROUP_TYPES) {
    const key = GROUP_KEYS[type];
    for (const id of params[key]) {
      const group = data?.groups[type].find((entry) => entry.id === id);
      chips.push({
        key: `${type}-${id}`,
        name: group?.name ?? t(`type.${type}`),
        without: toggleId(params, key, id),
      });
    }
  }
  const { minPrice: min, maxPrice: max } = params;
  if (min !== undefined || max !== undefined) {
    const currency = data?.priceFilter?.currency ?? '';
    chips.push({
      key: 'price',
      name:
        min === undefined
          ? t('listing.price.upTo', { max, currency })
          : max === undefined
            ? t('listing.price.from', { min, currency })
            : t('listing.price.between', { min, max, currency }),
      without: withPriceRange(params, {}),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label={t('listing.chips.label')} className="mb-3">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={t('listing.chips.remove', { name: chip.name })}
              onClick={() => onChange(chip.without)}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 hover:border-brand-700"
            >
              {chip.name}
              <CloseIcon className="size-4 shrink-0" />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => onChange(emptySearchParams())}
            className="px-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('listing.resetAll')}
          </button>
        </li>
      </ul>
    </div>
  );
}
