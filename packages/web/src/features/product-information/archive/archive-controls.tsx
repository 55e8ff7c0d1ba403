import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
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
  return (
    <div className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-12">
      <ArchiveSearchForm search={filters.search} onSearch={(search) => onChange({ search })} />
      <ProducerSelect filters={filters} producers={producers} onChange={onChange} />
      <LabelledSelect
        id="archive-period"
        label={t('archive.filter.period')}
        className="lg:col-span-2"
        value={filters.timePeriod}
        onChange={(value) => onChange({ timePeriod: value as ArchiveFilters['timePeriod'] })}
      >
        {PRODUCT_ARCHIVE_PERIODS.map((days) => (
          <option key={days} value={days}>
            {t(`archive.period.${days}`)}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        id="archive-sort"
        label={t('archive.filter.sort')}
        className="lg:col-span-3"
        value={filters.sort}
        onChange={(value) => onChange({ sort: value as ArchiveFilters['sort'] })}
      >
        {PRODUCT_ARCHIVE_SORT_CODES.map((sort) => (
          <option key={sort} value={sort}>
            {t(`archive.sort.${sort}`)}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        id="archive-size"
        label={t('archive.filter.pageSize')}
        className="lg:col-span-1"
        value={filters.size}
        onChange={(value) => onChange({ size: value as ArchiveFilters['size'] })}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </LabelledSelect>
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

/** The search field, sent with its button; the trimmed text becomes the filter. */
function ArchiveSearchForm({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('account');
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  // a search changed by the address (back button, reset) refills the field
  if (shownSearch !== search) {
    setShownSearch(search);
    setText(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="sm:col-span-2 lg:col-span-3">
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
  );
}

function ProducerSelect({
  filters,
  producers,
  onChange,
}: Pick<ControlsProps, 'filters' | 'producers' | 'onChange'>) {
  const { t } = useTranslation('account');
  // the chosen producer stays selectable even when the other filters leave it no items
  const chosenMissing =
    filters.producer > 0 && !producers.some((producer) => producer.id === filters.producer);
  return (
    <LabelledSelect
      id="archive-producer"
      label={t('archive.filter.producer')}
      className="lg:col-span-3"
      value={filters.producer}
      onChange={(value) => onChange({ producer: value })}
    >
      <option value={0}>{t('archive.filter.allProducers')}</option>
      {chosenMissing && <option value={filters.producer}>{`#${filters.producer}`}</option>}
      {producers.map((producer) => (
        <option key={producer.id} value={producer.id}>
          {`${producer.name} (${producer.count})`}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** A labelled select of numeric options in its grid cell. */
function LabelledSelect({
  id,
  label,
  className,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  className: string;
  value: number;
  onChange: (value: number) => void;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={CONTROL}
      >
        {children}
      </select>
    </div>
  );
}
