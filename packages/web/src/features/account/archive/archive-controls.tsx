import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_ARCHIVE_SORT_CODES,
  MAX_PRODUCT_ARCHIVE_SEARCH,
} from '@shop/domain/api/product-archive.ts';
import type { ProductArchiveProducer } from '@shop/domain/api/product-archive.ts';
import { PAGE_SIZES, PRODUCT_ARCHIVE_PERIODS } from '@shop/domain/rules/paging.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import type { ArchiveFilters } from './archive-filters.ts';

const LABEL = 'block text-sm font-medium text-gray-800';
const CONTROL =
  'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 shadow-xs focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none sm:text-sm';

interface ControlsProps {
  filters: ArchiveFilters;
  producers: readonly ProductArchiveProducer[];
  /** a change of any filter but the page starts again at page 1 */
  onChange: (change: Partial<ArchiveFilters>) => void;
  onReset: () => void;
}

/** Producer, time period, search text, sort and page size of the product archive. */
export function ArchiveControls({ filters, producers, onChange, onReset }: ControlsProps) {
  const { t } = useTranslation('account');
  const [text, setText] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  // a search changed by the address (back button, reset) refills the field
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setText(filters.search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() });
  };
  // the chosen producer stays selectable even when the other filters leave it no items
  const chosenMissing =
    filters.producer > 0 && !producers.some((producer) => producer.id === filters.producer);

  return (
    <div className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-12">
      <form role="search" onSubmit={submit} className="sm:col-span-2 lg:col-span-4">
        <label htmlFor="archive-search" className={LABEL}>
          {t('archive.filter.search')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="archive-search"
            type="search"
            value={text}
            maxLength={MAX_PRODUCT_ARCHIVE_SEARCH}
            onChange={(event) => setText(event.target.value)}
            className={`${CONTROL} mt-0`}
          />
          <button type="submit" className={buttonClasses('secondary', 'shrink-0')}>
            {t('archive.filter.searchButton')}
          </button>
        </div>
      </form>
      <div className="lg:col-span-3">
        <label htmlFor="archive-producer" className={LABEL}>
          {t('archive.filter.producer')}
        </label>
        <select
          id="archive-producer"
          value={filters.producer}
          onChange={(event) => onChange({ producer: Number(event.target.value) })}
          className={CONTROL}
        >
          <option value={0}>{t('archive.filter.allProducers')}</option>
          {chosenMissing && <option value={filters.producer}>{`#${filters.producer}`}</option>}
          {producers.map((producer) => (
            <option key={producer.id} value={producer.id}>
              {`${producer.name} (${producer.count})`}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="archive-period" className={LABEL}>
          {t('archive.filter.period')}
        </label>
        <select
          id="archive-period"
          value={filters.timePeriod}
          onChange={(event) =>
            onChange({ timePeriod: Number(event.target.value) as ArchiveFilters['timePeriod'] })
          }
          className={CONTROL}
        >
          {PRODUCT_ARCHIVE_PERIODS.map((days) => (
            <option key={days} value={days}>
              {t(`archive.period.${days}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="archive-sort" className={LABEL}>
          {t('archive.filter.sort')}
        </label>
        <select
          id="archive-sort"
          value={filters.sort}
          onChange={(event) =>
            onChange({ sort: Number(event.target.value) as ArchiveFilters['sort'] })
          }
          className={CONTROL}
        >
          {PRODUCT_ARCHIVE_SORT_CODES.map((sort) => (
            <option key={sort} value={sort}>
              {t(`archive.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-1">
        <label htmlFor="archive-size" className={LABEL}>
          {t('archive.filter.pageSize')}
        </label>
        <select
          id="archive-size"
          value={filters.size}
          onChange={(event) =>
            onChange({ size: Number(event.target.value) as ArchiveFilters['size'] })
          }
          className={CONTROL}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2 lg:col-span-12">
        <button
          type="button"
          onClick={onReset}
          className={buttonClasses('ghost', '-ml-2 px-2 py-1')}
        >
          {t('archive.filter.reset')}
        </button>
      </div>
    </div>
  );
}
