import { useId, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleSearchResponse, SearchGroup } from '@shop/domain/api/search.ts';
import {
  SEARCH_FILTERS,
  type SearchFilter,
  type SearchParams,
} from '@shop/domain/rules/search-url.ts';
import { toggleFilter } from '#web/features/catalog/listing/listing-url.ts';
import { BOX, LEGEND } from '#web/features/catalog/listing/sidebar-styles.ts';

/**
 * A selector box gets a scroll bar beyond this many entries (docs/product/catalog.md#cat-groups).
 */
const SCROLL_BEYOND = 20;

/** The href of the listing with this selection; null once the page's script handles a change. */
export type SelectionHref = ((params: SearchParams) => string) | null;

const ROW = 'flex gap-2 rounded px-1 py-0.5 text-sm';

/**
 * An entry of the filter flags or a group box before the page's script runs: a link to the listing
 * with it toggled, in the row of its checkbox, with a mark of the checkbox's size, so a visitor
 * without JavaScript can filter (docs/decisions/153-listing-filters-in-the-servers-page.md).
 */
function EntryLink({
  href,
  selected,
  align,
  children,
}: {
  href: string;
  selected: boolean;
  align: 'center' | 'start';
  children: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  return (
    <a
      href={href}
      className={`${ROW} ${align === 'center' ? 'items-center' : 'items-start'} text-gray-800 hover:bg-gray-50`}
    >
      <span
        aria-hidden="true"
        className={`flex size-4 shrink-0 items-center justify-center rounded-sm border text-[0.7rem] leading-none font-bold ${align === 'start' ? 'mt-0.5' : ''} ${selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-500 bg-white'}`}
      >
        {selected ? '✓' : ''}
      </span>
      {children}
      {selected && <span className="sr-only">{t('listing.filterSelected')}</span>}
    </a>
  );
}

export function FilterFlags({
  params,
  data,
  hrefOf,
  onChange,
}: {
  params: SearchParams;
  data: ArticleSearchResponse;
  hrefOf: SelectionHref;
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
          const text = (
            <>
              <span className="flex-1">{t(`listing.filter.${filter}`)}</span>
              <span className="text-xs text-gray-500 tabular-nums">({state.count})</span>
            </>
          );
          if (hrefOf !== null && !disabled) {
            return (
              <li key={filter}>
                <EntryLink
                  href={hrefOf(toggleFilter(params, filter))}
                  selected={checked}
                  align="center"
                >
                  {text}
                </EntryLink>
              </li>
            );
          }
          return (
            <li key={filter}>
              <label
                htmlFor={`${id}-${filter}`}
                className={`${ROW} items-center ${disabled ? 'text-gray-400' : 'text-gray-800 hover:bg-gray-50'}`}
              >
                <input
                  id={`${id}-${filter}`}
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChange(toggleFilter(params, filter))}
                  className="size-4 accent-brand-700"
                />
                {text}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function GroupBox({
  legend,
  groups,
  selected,
  hrefOf,
  onToggle,
}: {
  legend: string;
  groups: SearchGroup[];
  selected: number[];
  /** the href of the listing with the entry toggled, before the script runs; else null */
  hrefOf: ((id: number) => string) | null;
  onToggle: (id: number) => void;
}) {
  const id = useId();
  if (groups.length === 0) return null;
  const scroll = groups.length > SCROLL_BEYOND;
  return (
    <fieldset className={BOX}>
      <legend className={LEGEND}>{legend}</legend>
      <ul className={`space-y-1 ${scroll ? 'max-h-72 overflow-y-auto pr-1' : ''}`}>
        {groups.map((group) => {
          const text = (
            <>
              <span className="flex-1 break-words">{group.name}</span>
              <span className="pt-0.5 text-xs text-gray-500 tabular-nums">
                ({group.numberOfArticles})
              </span>
            </>
          );
          return (
            <li key={group.id}>
              {hrefOf !== null ? (
                <EntryLink
                  href={hrefOf(group.id)}
                  selected={selected.includes(group.id)}
                  align="start"
                >
                  {text}
                </EntryLink>
              ) : (
                <label
                  htmlFor={`${id}-${group.id}`}
                  className={`${ROW} items-start text-gray-800 hover:bg-gray-50`}
                >
                  <input
                    id={`${id}-${group.id}`}
                    type="checkbox"
                    checked={selected.includes(group.id)}
                    onChange={() => onToggle(group.id)}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  />
                  {text}
                </label>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
