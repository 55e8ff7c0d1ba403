import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_SEARCH_TYPES,
  INVOICE_SORTS,
  type InvoiceSearchType,
  type InvoiceSort,
} from '@shop/domain/api/invoices.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckboxField, SelectField, TextField } from '#web/shared/ui/form-fields.tsx';
import type { InvoiceFilters } from './invoice-filters.ts';

/** Type, invoice number, cancelled invoices and sort of the invoice list. */
export function InvoiceFilterBar({
  filters,
  pricesHidden,
  onChange,
}: {
  filters: InvoiceFilters;
  /** sorting by amount means nothing without amounts */
  pricesHidden: boolean;
  onChange: (change: Partial<InvoiceFilters>) => void;
}) {
  const { t } = useTranslation('accountInvoices');
  const [search, setSearch] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  // the address changed (back button, reset): show its text
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setSearch(filters.search);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ search: search.trim() });
  }

  const filtered = filters.type !== 'all' || filters.search !== '' || filters.alsoCanceled;
  const sorts = INVOICE_SORTS.filter((sort) => !pricesHidden || sort < 5);
  return (
    <form
      role="search"
      aria-label={t('filter.label')}
      onSubmit={submit}
      className="mt-6 grid grid-cols-1 gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr]"
    >
      <SelectField
        label={t('filter.type')}
        value={filters.type}
        onChange={(event) => onChange({ type: event.target.value as InvoiceSearchType })}
      >
        {INVOICE_SEARCH_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end gap-2">
        <TextField
          label={t('filter.search')}
          placeholder={t('filter.searchHint')}
          value={search}
          maxLength={50}
          onChange={(event) => setSearch(event.target.value)}
          className="min-w-0 flex-1"
        />
        <button type="submit" className={buttonClasses('primary', 'px-3')}>
          {t('filter.apply')}
        </button>
      </div>
      <SelectField
        label={t('sort.label')}
        value={filters.sort}
        onChange={(event) => onChange({ sort: Number(event.target.value) as InvoiceSort })}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </SelectField>
      <MoreChoices filters={filters} filtered={filtered} onChange={onChange} />
    </form>
  );
}

/** Cancelled invoices (with type all) and the reset of the filters. */
function MoreChoices({
  filters,
  filtered,
  onChange,
}: {
  filters: InvoiceFilters;
  filtered: boolean;
  onChange: (change: Partial<InvoiceFilters>) => void;
}) {
  const { t } = useTranslation('accountInvoices');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2 lg:col-span-3">
      {filters.type === 'all' ? (
        <CheckboxField
          label={t('filter.alsoCanceled')}
          checked={filters.alsoCanceled}
          onChange={(event) => onChange({ alsoCanceled: event.target.checked })}
        />
      ) : (
        <span />
      )}
      {filtered && (
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => onChange({ type: 'all', search: '', alsoCanceled: false })}
        >
          {t('filter.reset')}
        </button>
      )}
    </div>
  );
}
