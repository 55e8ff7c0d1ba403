import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleSearchResponse, SearchGroup } from '@shop/domain/api/search.ts';
import { effectivePriceRange, type PriceRange } from '@shop/domain/rules/price-filter.ts';
import {
  SEARCH_FILTERS,
  type SearchFilter,
  type SearchParams,
} from '@shop/domain/rules/search-url.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import {
  GROUP_KEYS,
  isPresetSelected,
  pricePresetsWithin,
  toggleFilter,
  toggleId,
  withPriceRange,
  type ListingView,
} from '#web/features/catalog/listing/listing-url.ts';
import { LastViewedBox } from '#web/features/catalog/listing/last-viewed-box.tsx';
import { SavedSearchesBox } from '#web/features/catalog/listing/saved-searches-box.tsx';
import { BOX, INPUT, LEGEND } from '#web/features/catalog/listing/sidebar-styles.ts';

/** The group boxes in the order the sidebar shows them. */
const GROUP_ORDER = ['producer', 'theme', 'category', 'productType', 'campaign'] as const;
type GroupType = (typeof GROUP_ORDER)[number];

/**
 * A selector box gets a scroll bar beyond this many entries (docs/product/catalog.md#cat-groups).
 */
const SCROLL_BEYOND = 20;

interface SidebarProps {
  params: SearchParams;
  search: string;
  data: ArticleSearchResponse | undefined;
  showPrice: boolean;
  /** the logged-in customer, whose saved searches the sidebar offers; null for a visitor */
  customerNumber: string | null;
  view: ListingView;
  onChange: (params: SearchParams, search?: string) => void;
}

/**
 * The search sidebar (docs/product/catalog.md#cat-sidebar): search word, saved searches, price
 * ranges, filter flags, the group select with the group boxes, and the last viewed articles.
 */
export function ListingSidebar(props: SidebarProps) {
  const { params, search, data, showPrice, customerNumber, view, onChange } = props;
  const [groupType, setGroupType] = useState<GroupType | 'all'>('all');
  const shownGroups = GROUP_ORDER.filter(
    (type) => (groupType === 'all' || groupType === type) && (data?.groups[type].length ?? 0) > 0,
  );
  return (
    <div className="space-y-5">
      {/* 'nothing found' clears the search words (docs/product/catalog.md#cat-search-failure) */}
      <SearchWordBox
        key={search}
        search={data?.hint === 'nothingFound' ? '' : search}
        onSearch={(term) => onChange(params, term)}
      />
      {customerNumber !== null && (
        <SavedSearchesBox
          customerNumber={customerNumber}
          params={params}
          search={search}
          view={view}
        />
      )}
      {showPrice && (
        <PriceFilterBox
          key={`${params.minPrice}-${params.maxPrice}`}
          params={params}
          data={data}
          onChange={onChange}
        />
      )}
      {data !== undefined && <FilterFlags params={params} data={data} onChange={onChange} />}
      {data !== undefined && <GroupSelect data={data} value={groupType} onChange={setGroupType} />}
      {data !== undefined &&
        shownGroups.map((type) => (
          <GroupBox
            key={type}
            type={type}
            groups={data.groups[type]}
            selected={params[GROUP_KEYS[type]]}
            onToggle={(id) => onChange(toggleId(params, GROUP_KEYS[type], id))}
          />
        ))}
      <LastViewedBox />
    </div>
  );
}

/**
 * The group select box: which of the group boxes the sidebar shows (all, or one), so a long
 * producer list need not be scrolled past to reach the themes. Groups without entries are
 * not offered.
 */
function GroupSelect({
  data,
  value,
  onChange,
}: {
  data: ArticleSearchResponse;
  value: GroupType | 'all';
  onChange: (value: GroupType | 'all') => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const offered = GROUP_ORDER.filter((type) => data.groups[type].length > 0);
  if (offered.length < 2) return null;
  return (
    <div className={BOX}>
      <label htmlFor={id} className={`${LEGEND} mb-1 block`}>
        {t('listing.groupSelect.label')}
      </label>
      <select
        id={id}
        value={offered.includes(value as GroupType) ? value : 'all'}
        onChange={(event) => onChange(event.target.value as GroupType | 'all')}
        className={INPUT}
      >
        <option value="all">{t('listing.groupSelect.all')}</option>
        {offered.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)} ({data.groups[type].length})
          </option>
        ))}
      </select>
    </div>
  );
}

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
        {/* never broken per character (Japanese breaks anywhere without keep-all) */}
        <button
          type="submit"
          className={buttonClasses(
            'secondary',
            'shrink-0 px-3 py-1.5 break-keep whitespace-nowrap',
          )}
        >
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
        <PricePresets params={params} bounds={range} onChange={onChange} />
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

/** The predefined ranges: one click applies the range, the chosen one is shown pressed. */
function PricePresets({
  params,
  bounds,
  onChange,
}: {
  params: SearchParams;
  bounds: { min: number; max: number; currency: string } | undefined;
  onChange: (params: SearchParams) => void;
}) {
  const { t } = useTranslation('catalog');
  const presets = pricePresetsWithin(bounds);
  const currency = bounds?.currency ?? '';
  const label = (preset: PriceRange) =>
    preset.min === undefined
      ? t('listing.price.upTo', { max: preset.max, currency })
      : preset.max === undefined
        ? t('listing.price.from', { min: preset.min, currency })
        : t('listing.price.between', { min: preset.min, max: preset.max, currency });
  if (presets.length === 0) return null;
  return (
    <ul aria-label={t('listing.price.presets')} className="mb-3 flex flex-wrap gap-1.5">
      {presets.map((preset) => {
        const pressed = isPresetSelected(params, preset);
        return (
          <li key={`${preset.min}-${preset.max}`}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(withPriceRange(params, pressed ? {} : preset))}
              className={`rounded-full border px-2.5 py-1 text-xs font-medium tabular-nums ${pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-brand-700'}`}
            >
              {label(preset)}
            </button>
          </li>
        );
      })}
    </ul>
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
