import {
  FEED_PREORDER_CHOICES,
  type FeedFilters,
  type FeedPreorderChoice,
} from '@shop/domain/api/feeds.ts';
import type { NavigationEntry } from '@shop/domain/api/shell.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { CheckboxField, SelectField, TextField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useFeedChoices } from '#web/features/account/api/feeds.ts';

type IdFilter = 'producers' | 'themes' | 'productTypes' | 'categories';
const ID_FILTERS: readonly IdFilter[] = ['producers', 'themes', 'productTypes', 'categories'];

const PREORDER_TEXT = {
  with: 'feeds.preorders.with',
  without: 'feeds.preorders.without',
  only: 'feeds.preorders.only',
} as const satisfies Record<FeedPreorderChoice, string>;

/** One list of the catalog's producers, themes, product types or categories, several choosable. */
function IdChoice({
  filter,
  entries,
  chosen,
  onChange,
}: {
  filter: IdFilter;
  entries: readonly NavigationEntry[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('account');
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id]);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-gray-800">{t(`feeds.${filter}`)}</legend>
      <div className="mt-1 max-h-40 space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2">
        {entries.map((entry) => (
          <CheckboxField
            key={entry.id}
            label={entry.name}
            checked={chosen.includes(entry.id)}
            onChange={() => toggle(entry.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Which articles a feed carries: the listing's filters, none chosen meaning every article. */
export function FeedFilterFields({
  filters,
  onChange,
}: {
  filters: FeedFilters;
  onChange: (filters: FeedFilters) => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  const choices = useFeedChoices(language);
  const set = <K extends keyof FeedFilters>(key: K, value: FeedFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-800">{t('feeds.filters')}</legend>
      <p className="text-xs text-gray-600">{t('feeds.filtersHint')}</p>
      {choices.isError && <Notice tone="error">{t('feeds.choicesError')}</Notice>}
      {choices.data && (
        <div className="grid gap-3 sm:grid-cols-2">
          {ID_FILTERS.map((filter) => (
            <IdChoice
              key={filter}
              filter={filter}
              entries={choices.data[filter]}
              chosen={filters[filter]}
              onChange={(ids) => set(filter, ids)}
            />
          ))}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('feeds.preorders')}
          value={filters.preorders}
          onChange={(event) => set('preorders', event.currentTarget.value as FeedPreorderChoice)}
        >
          {FEED_PREORDER_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(PREORDER_TEXT[choice])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('feeds.newSince')}
          type="date"
          value={filters.newSince ?? ''}
          onChange={(event) => set('newSince', event.currentTarget.value || null)}
        />
      </div>
      <CheckboxField
        label={t('feeds.inStockOnly')}
        checked={filters.inStockOnly}
        onChange={(event) => set('inStockOnly', event.currentTarget.checked)}
      />
    </fieldset>
  );
}
