import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { OPEN_ORDER_STATES, type OpenOrderState } from '@shop/domain/rules/availability.ts';
import {
  OPEN_ORDER_PAGE_SIZES,
  OPEN_ORDER_SORTS,
  type OpenOrderPageSize,
  type OpenOrderSort,
} from '@shop/domain/rules/open-orders.ts';
import { FilterBar, ResetFiltersButton } from '#web/shared/ui/filter-bar.tsx';
import { SelectField } from '#web/shared/ui/form-fields.tsx';
import type { OpenOrderFilters } from './open-orders-filters.ts';

/** State, producer, text, sort and page size of the open-order list. */
export function OpenOrdersFilterBar({
  filters,
  producers,
  onChange,
}: {
  filters: OpenOrderFilters;
  producers: readonly { id: number; name: string; count: number }[];
  onChange: (change: Partial<OpenOrderFilters>) => void;
}) {
  const { t } = useTranslation('accountOrders');
  const filtered = filters.state !== null || filters.producer !== null || filters.search !== '';
  return (
    <FilterBar
      label={t('openOrders.filter.label')}
      search={filters.search}
      onSearch={(search) => onChange({ search })}
      columns="lg:grid-cols-[1fr_1fr_1.4fr_1.1fr_0.6fr]"
      field={{
        label: t('openOrders.filter.search'),
        hint: t('openOrders.filter.searchHint'),
        apply: t('openOrders.filter.apply'),
        maxLength: 100,
      }}
      before={<WhatFilters filters={filters} producers={producers} onChange={onChange} />}
      after={
        <>
          <ViewChoices filters={filters} onChange={onChange} />
          {filtered && (
            <div className="sm:col-span-2 lg:col-span-5">
              <ResetFiltersButton
                label={t('openOrders.filter.reset')}
                onReset={() => onChange({ state: null, producer: null, search: '' })}
              />
            </div>
          )}
        </>
      }
    />
  );
}

/** Which lines: state and producer. */
function WhatFilters({
  filters,
  producers,
  onChange,
}: {
  filters: OpenOrderFilters;
  producers: readonly { id: number; name: string; count: number }[];
  onChange: (change: Partial<OpenOrderFilters>) => void;
}) {
  const { t } = useTranslation('accountOrders');
  return (
    <>
      <SelectField
        label={t('openOrders.filter.state')}
        value={filters.state ?? ''}
        onChange={(event) =>
          onChange({
            state: event.target.value === '' ? null : (event.target.value as OpenOrderState),
          })
        }
      >
        <option value="">{t('openOrders.filter.allStates')}</option>
        {OPEN_ORDER_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`openOrders.state.${state}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('openOrders.filter.producer')}
        value={filters.producer ?? ''}
        onChange={(event) =>
          onChange({ producer: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">{t('openOrders.filter.allProducers')}</option>
        {producers.map((producer) => (
          <option key={producer.id} value={producer.id}>
            {t('openOrders.filter.producerCount', { name: producer.name, count: producer.count })}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** How the lines are shown: sort and page size. */
function ViewChoices({
  filters,
  onChange,
}: {
  filters: OpenOrderFilters;
  onChange: (change: Partial<OpenOrderFilters>) => void;
}) {
  const { t } = useTranslation('accountOrders');
  return (
    <>
      <SelectField
        label={t('openOrders.sort.label')}
        value={filters.sort}
        onChange={(event) => onChange({ sort: Number(event.target.value) as OpenOrderSort })}
      >
        {OPEN_ORDER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`openOrders.sort.${sort}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('openOrders.pageSize')}
        value={filters.size}
        onChange={(event) =>
          onChange({
            size: (event.target.value === 'all'
              ? 'all'
              : Number(event.target.value)) as OpenOrderPageSize,
          })
        }
      >
        {OPEN_ORDER_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size === 'all' ? t('openOrders.pageSizeAll') : size}
          </option>
        ))}
      </SelectField>
    </>
  );
}
