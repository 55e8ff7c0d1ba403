import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSearchResponse, SearchGroup } from '@shop/domain/api/search.ts';
import { effectivePriceRange } from '@shop/domain/rules/price-filter.ts';
import {
  SEARCH_FILTERS,
  type SearchFilter,
  type SearchParams,
} from '@shop/domain/rules/search-url.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import {
  GROUP_KEYS,
  toggleFilter,
  toggleId,
  withPriceRange,
} from '#web/features/catalog/listing/listing-url.ts';

/** The group boxes in the order the sidebar shows them. */
const GROUP_ORDER = ['producer', 'theme', 'category', 'productType', 'campaign'] as const;
type GroupType = (typeof GROUP_ORDER)[number];

/** A selector box gets a scroll bar beyond this many entries (spec 3 section 2). */
const SCROLL_BEYOND = 20;

interface SidebarProps {
  params: SearchParams;
  search: string;
  data: ArticleSearchResponse | undefined;
  showPrice: boolean;
  onChange: (params: SearchParams, search?: string) => void;
}

/** The search sidebar (spec 3 section 2): search word, price, filter flags and group boxes. */
export function ListingSidebar({ params, search, data, showPrice, onChange }: SidebarProps) {
  return (
    <div className="space-y-5">
      <SearchWordBox key={search} search={search} onSearch={(term) => onChange(params, term)} />
      {showPrice && (
        <PriceFilterBox
          key={`${params.minPrice}-${params.maxPrice}`}
          params={params}
          data={data}
          onChange={onChange}
        />
      )}
      {data !== undefined && <FilterFlags params={params} data={data} onChange={onChange} />}
      {data !== undefined &&
        GROUP_ORDER.map((type) => (
          <GroupBox
            key={type}
            type={type}
            groups={data.groups[type]}
            selected={params[GROUP_KEYS[type]]}
            onToggle={(id) => onChange(toggleId(params, GROUP_KEYS[type], id))}
          />
        ))}
    </div>
  );
}

const BOX = 'rounded-md border border-gray-200 bg-white p-3';
const LEGEND = 'px-1 text-sm font-semibold text-gray-900';
const INPUT =
  'w-full rounded-md border border-gray-300 px-2.5 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-focus focus:outline-none';

function SearchWordBox({ search, onSearch }: { search: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [term, setTerm] = useState(search);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(term.trim());
  }
  return (
    <form role="search" onSubmit={submit} className={BOX}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        {t('listing.searchWord.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={term}
          maxLength={200}
          onChange={(event) => setTerm(event.target.value)}
          className={INPUT}
        />
        <button type="submit" className={buttonClasses('secondary', 'px-3 py-1.5')}>
          {t('listing.searchWord.submit')}
        </button>
      </div>
    </form>
  );
}

function PriceFilterBox({
  params,
  data,
  onChange,
}: {
  params: SearchParams;
  data: ArticleSearchResponse | undefined;
  onChange: (params: SearchParams) => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [min, setMin] = useState(params.minPrice?.toString() ?? '');
  const [max, setMax] = useState(params.maxPrice?.toString() ?? '');
  const range = data?.priceFilter;
  const isSet = params.minPrice !== undefined || params.maxPrice !== undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange(withPriceRange(params, effectivePriceRange(min, max)));
  }
  return (
    <form onSubmit={submit}>
      <fieldset className={BOX}>
        <legend className={LEGEND}>{t('listing.price.legend')}</legend>
        {range !== undefined && (
          <p className="mb-2 text-xs text-gray-600">
            {t('listing.price.range', {
              min: range.min,
              max: range.max,
              currency: range.currency,
            })}
          </p>
        )}
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={`${id}-min`} className="block text-xs text-gray-700">
              {t('listing.price.min')}
            </label>
            <input
              id={`${id}-min`}
              inputMode="numeric"
              value={min}
              placeholder={range?.min.toString()}
              onChange={(event) => setMin(event.target.value)}
              className={INPUT}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="block text-xs text-gray-700">
              {t('listing.price.max')}
            </label>
            <input
              id={`${id}-max`}
              inputMode="numeric"
              value={max}
              placeholder={range?.max.toString()}
              onChange={(event) => setMax(event.target.value)}
              className={INPUT}
            />
          </div>
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="submit" className={buttonClasses('secondary', 'px-3 py-1.5')}>
            {t('listing.price.apply')}
          </button>
          {isSet && (
            <button
              type="button"
              onClick={() => onChange(withPriceRange(params, {}))}
              className={buttonClasses('ghost', 'px-3 py-1.5')}
            >
              {t('listing.price.clear')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}

function FilterFlags({
  params,
  data,
  onChange,
}: {
  params: SearchParams;
  data: ArticleSearchResponse;
  onChange: (params: SearchParams) => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <fieldset className={BOX}>
      <legend className={LEGEND}>{t('listing.filters')}</legend>
      <ul className="space-y-1">
        {SEARCH_FILTERS.map((filter: SearchFilter) => {
          const state = data.filters[filter];
          const disabled = state.disabled || state.count === 0;
          const checked = !disabled && params.filters.includes(filter);
          return (
            <li key={filter}>
              <label
                htmlFor={`${id}-${filter}`}
                className={`flex items-center gap-2 rounded px-1 py-0.5 text-sm ${disabled ? 'text-gray-400' : 'text-gray-800 hover:bg-gray-50'}`}
              >
                <input
                  id={`${id}-${filter}`}
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChange(toggleFilter(params, filter))}
                  className="size-4 accent-brand-700"
                />
                <span className="flex-1">{t(`listing.filter.${filter}`)}</span>
                <span className="text-xs text-gray-500 tabular-nums">({state.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function GroupBox({
  type,
  groups,
  selected,
  onToggle,
}: {
  type: GroupType;
  groups: SearchGroup[];
  selected: number[];
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  if (groups.length === 0) return null;
  const scroll = groups.length > SCROLL_BEYOND;
  return (
    <fieldset className={BOX}>
      <legend className={LEGEND}>{t(`type.${type}`)}</legend>
      <ul className={`space-y-1 ${scroll ? 'max-h-72 overflow-y-auto pr-1' : ''}`}>
        {groups.map((group) => (
          <li key={group.id}>
            <label
              htmlFor={`${id}-${group.id}`}
              className="flex items-start gap-2 rounded px-1 py-0.5 text-sm text-gray-800 hover:bg-gray-50"
            >
              <input
                id={`${id}-${group.id}`}
                type="checkbox"
                checked={selected.includes(group.id)}
                onChange={() => onToggle(group.id)}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span className="flex-1 break-words">{group.name}</span>
              <span className="pt-0.5 text-xs text-gray-500 tabular-nums">
                ({group.numberOfArticles})
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
