import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import {
  ORDER_LIST_SORTS,
  ORDER_SEARCH_TEXT_MAX,
  SORT_DIRECTIONS,
  type OrderListSort,
  type SortDirection,
} from '@shop/domain/api/account-orders.ts';
import { isOrderedRange } from '@shop/domain/rules/date-range.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { ResetFiltersButton } from '#web/shared/ui/filter-bar.tsx';
import { SelectField, TextField } from '#web/shared/ui/form-fields.tsx';
import { isFiltered, type OrderFilters } from './order-filters.ts';

type Draft = Pick<OrderFilters, 'q' | 'from' | 'to'>;

interface FilterProps {
  filters: OrderFilters;
  /** sorting by total means nothing without amounts */
  pricesHidden: boolean;
  onChange: (change: Partial<OrderFilters>) => void;
}

/**
 * The order list's search (docs/product/account.md#account-orders-search): order, PO or article
 * number and a date range, applied together on submit (Enter in any field); the sort field shows
 * on phones only, where the column headings that sort the list are not shown.
 */
export function OrderFilterBar({ filters, pricesHidden, onChange }: FilterProps) {
  const { t } = useTranslation('accountOrders');
  const applied: Draft = { q: filters.q, from: filters.from, to: filters.to };
  const [draft, setDraft] = useState<Draft>(applied);
  const [shown, setShown] = useState<Draft>(applied);
  // the address changed (back button, reset, a header's sort): show what it holds
  if (shown.q !== applied.q || shown.from !== applied.from || shown.to !== applied.to) {
    setShown(applied);
    setDraft(applied);
  }
  const rangeError = isOrderedRange(draft.from || undefined, draft.to || undefined)
    ? undefined
    : t('orders.filter.rangeError');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rangeError === undefined) onChange({ ...draft, q: draft.q.trim() });
  }

  return (
    <form
      role="search"
      aria-label={t('orders.filter.label')}
      onSubmit={submit}
      noValidate
      className="mt-6 grid grid-cols-2 gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start"
    >
      <TextField
        label={t('orders.filter.search')}
        placeholder={t('orders.filter.searchHint')}
        value={draft.q}
        maxLength={ORDER_SEARCH_TEXT_MAX}
        onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        className="col-span-2 min-w-0 lg:col-span-1"
      />
      <TextField
        type="date"
        label={t('orders.filter.from')}
        value={draft.from}
        max={draft.to || undefined}
        error={rangeError}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        className="min-w-0"
      />
      <TextField
        type="date"
        label={t('orders.filter.to')}
        value={draft.to}
        min={draft.from || undefined}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        className="min-w-0"
      />
      <div className="col-span-2 lg:col-span-1 lg:self-end">
        <button type="submit" className={buttonClasses('primary', 'w-full px-4 lg:w-auto')}>
          {t('orders.filter.apply')}
        </button>
      </div>
      <SortSelect filters={filters} pricesHidden={pricesHidden} onChange={onChange} />
      {isFiltered(filters) && (
        <div className="col-span-2 lg:col-span-4">
          <ResetFiltersButton
            label={t('orders.filter.reset')}
            onReset={() => onChange({ q: '', from: '', to: '' })}
          />
        </div>
      )}
    </form>
  );
}

/** The sort as one field, for phones, where the list shows no column headings to sort by. */
function SortSelect({ filters, pricesHidden, onChange }: FilterProps) {
  const { t } = useTranslation('accountOrders');
  const options = ORDER_LIST_SORTS.filter((sort) => !pricesHidden || sort !== 'total').flatMap(
    (sort) => SORT_DIRECTIONS.map((direction) => `${sort}.${direction}` as const),
  );
  return (
    <SelectField
      label={t('orders.sort.label')}
      value={`${filters.sort}.${filters.direction}`}
      onChange={(event) => {
        const [sort, direction] = event.target.value.split('.') as [OrderListSort, SortDirection];
        onChange({ sort, direction });
      }}
      className="col-span-2 sm:hidden"
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {t(`orders.sort.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
