import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleSearchResponse } from '@shop/domain/api/search.ts';
import { effectivePriceRange, type PriceRange } from '@shop/domain/rules/price-filter.ts';
import type { SearchParams } from '@shop/domain/rules/search-url.ts';
import { SEARCH_QUERY } from '#web/shared/routing/listing-path.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import {
  GROUP_KEYS,
  isPresetSelected,
  pricePresetsWithin,
  toggleId,
  withPriceRange,
  type ListingView,
} from '#web/features/catalog/listing/listing-url.ts';
import {
  FilterFlags,
  GroupBox,
  type SelectionHref,
} from '#web/features/catalog/listing/sidebar-filters.tsx';
import { LastViewedBox } from '#web/features/catalog/listing/last-viewed-box.tsx';
import { SavedSearchesBox } from '#web/features/catalog/listing/saved-searches-box.tsx';
import { BOX, INPUT, LEGEND } from '#web/features/catalog/listing/sidebar-styles.ts';

/** The group boxes in the order the sidebar shows them. */
const GROUP_ORDER = ['producer', 'theme', 'category', 'productType', 'campaign'] as const;
type GroupType = (typeof GROUP_ORDER)[number];

interface SidebarProps {
  params: SearchParams;
  search: string;
  data: ArticleSearchResponse | undefined;
  showPrice: boolean;
  /** the logged-in customer, whose saved searches the sidebar offers; null for a visitor */
  customerNumber: string | null;
  view: ListingView;
  /** the href of the listing with this selection (the one `onChange` navigates to) */
  hrefOf: (params: SearchParams) => string;
  onChange: (params: SearchParams, search?: string) => void;
}

/**
 * The search sidebar (docs/product/catalog.md#cat-sidebar): search word, saved searches, price
 * ranges, filter flags, the group select with the group boxes, and the last viewed articles.
 */
export function ListingSidebar(props: SidebarProps) {
  const { t } = useTranslation('catalog');
  const { search, data, showPrice, customerNumber, view } = props;
  const [params, onChange] = usePendingParams(props.params, props.onChange);
  const [groupType, setGroupType] = useState<GroupType | 'all'>('all');
  // before the page's script runs, the flags and group entries are links (decision 153)
  const hrefOf: SelectionHref = useScripted() ? null : props.hrefOf;
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
      {data !== undefined && (
        <FilterFlags params={params} data={data} hrefOf={hrefOf} onChange={onChange} />
      )}
      {/* choosing needs the script; without it every group is shown */}
      {data !== undefined && hrefOf === null && (
        <GroupSelect data={data} value={groupType} onChange={setGroupType} />
      )}
      {data !== undefined &&
        shownGroups.map((type) => (
          <GroupBox
            key={type}
            legend={t(`type.${type}`)}
            groups={data.groups[type]}
            selected={params[GROUP_KEYS[type]]}
            hrefOf={hrefOf === null ? null : (id) => hrefOf(toggleId(params, GROUP_KEYS[type], id))}
            onToggle={(id) => onChange(toggleId(params, GROUP_KEYS[type], id))}
          />
        ))}
      <LastViewedBox />
    </div>
  );
}

/**
 * The selection the sidebar shows: a tick shows at once, before the navigation it starts has
 * rendered the new list (a busy phone takes a moment), and a second tick builds on the first.
 * Once the address's selection changes, it is shown again, and the tick is forgotten: a step
 * back to the selection it was made on shows that selection.
 */
function usePendingParams(
  params: SearchParams,
  onChange: SidebarProps['onChange'],
): [SearchParams, SidebarProps['onChange']] {
  const key = JSON.stringify(params);
  const [pending, setPending] = useState<{ key: string; params: SearchParams } | null>(null);
  const [addressKey, setAddressKey] = useState(key);
  if (addressKey !== key) {
    // state adjusted while rendering: the render is run again before anything is shown
    setAddressKey(key);
    setPending(null);
  }
  const shown =
    pending !== null && pending.key === key && addressKey === key ? pending.params : params;
  const change: SidebarProps['onChange'] = (next, search) => {
    if (search === undefined) setPending({ key, params: next });
    onChange(next, search);
  };
  return [shown, change];
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

/**
 * The search word. The script searches within the selection; without it the form is sent to the
 * search route as `?q=` (decision 153).
 */
function SearchWordBox({ search, onSearch }: { search: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation('catalog');
  const shell = useShellParams();
  const id = useId();
  const [term, setTerm] = useState(search);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(term.trim());
  }
  return (
    <form
      role="search"
      method="get"
      action={paths.search.href(shell, '')}
      onSubmit={submit}
      className={BOX}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        {t('listing.searchWord.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name={SEARCH_QUERY}
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
