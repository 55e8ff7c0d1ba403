import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import {
  INVOICE_SEARCH_TYPES,
  INVOICE_SORTS,
  type InvoiceSearchType,
  type InvoiceSort,
} from '@shop/domain/api/invoices.ts';
import { FilterBar, ResetFiltersButton } from '#web/shared/ui/filter-bar.tsx';
import { CheckboxField, SelectField } from '#web/shared/ui/form-fields.tsx';
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
  const filtered = filters.type !== 'all' || filters.search !== '' || filters.alsoCanceled;
  const sorts = INVOICE_SORTS.filter((sort) => !pricesHidden || sort < 5);
  return (
    <FilterBar
      label={t('filter.label')}
      search={filters.search}
      onSearch={(search) => onChange({ search })}
      columns="lg:grid-cols-[1fr_1.4fr_1fr]"
      field={{
        label: t('filter.search'),
        hint: t('filter.searchHint'),
        apply: t('filter.apply'),
        maxLength: 50,
      }}
      before={
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
      }
      after={
        <>
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
        </>
      }
    />
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
        <ResetFiltersButton
          label={t('filter.reset')}
          onReset={() => onChange({ type: 'all', search: '', alsoCanceled: false })}
        />
      )}
    </div>
  );
}
