import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { joinSavedSearch, splitSavedSearch } from '@shop/domain/api/saved-searches.ts';
import { decodeSearchParams, encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import type { SearchParams } from '@shop/domain/rules/search-url.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CloseIcon } from '#web/shared/ui/icons.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { SetAlert } from '#web/shared/alerts/set-alert.tsx';
import {
  useDeleteSearch,
  useSaveSearch,
  useSavedSearches,
} from '#web/features/catalog/listing/api/saved-searches.ts';
import { selectionHref, type ListingView } from '#web/features/catalog/listing/listing-url.ts';
import { BOX, INPUT, LEGEND } from '#web/features/catalog/listing/sidebar-styles.ts';

interface SavedSearchesBoxProps {
  customerNumber: string;
  params: SearchParams;
  search: string;
  view: ListingView;
}

/**
 * The saved-searches menu of the sidebar (docs/product/catalog.md#cat-saved-searches): open or
 * delete a saved search, set an alert by mail for it (docs/decisions/150-article-alerts.md), and save the current one under a name that is required and not yet taken.
 */
export function SavedSearchesBox({ customerNumber, params, search, view }: SavedSearchesBoxProps) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const shell = useShellParams();
  const saved = useSavedSearches(customerNumber);
  const remove = useDeleteSearch(customerNumber);
  const current = joinSavedSearch(encodeSearchParams(params), search);

  function hrefOf(entry: string): string | null {
    const { searchParams, term } = splitSavedSearch(entry);
    const decoded = decodeSearchParams(searchParams);
    return decoded.ok ? selectionHref(shell, decoded.value, term, view) : null;
  }

  return (
    <section aria-labelledby="saved-searches" className={BOX}>
      <h2 id="saved-searches" className={LEGEND}>
        {t('listing.saved.title')}
      </h2>
      {saved.isPending ? (
        <p role="status" className="px-1 py-1 text-sm text-gray-600">
          {t('listing.saved.loading')}
        </p>
      ) : saved.isError ? (
        <div role="alert" className="px-1 py-1 text-sm text-danger-800">
          <p>{errorMessage(saved.error)}</p>
          <button
            type="button"
            onClick={() => void saved.refetch()}
            className="mt-1 font-semibold text-brand-700 hover:underline"
          >
            {tc('retry')}
          </button>
        </div>
      ) : saved.searches === undefined || saved.searches.length === 0 ? (
        <p className="px-1 py-1 text-sm text-gray-600">{t('listing.saved.empty')}</p>
      ) : (
        <ul className="mt-1 space-y-0.5">
          {saved.searches.map((entry) => (
            <SavedSearchEntry
              key={entry.name}
              customerNumber={customerNumber}
              entry={entry}
              href={hrefOf(entry.search)}
              isCurrent={entry.search === current}
              removing={remove.isPending}
              onRemove={() => remove.mutate(entry.name)}
            />
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className="mt-1 px-1 text-sm text-danger-800">
          {t('listing.saved.deleteError')}
        </p>
      )}
      <SaveSearchForm
        customerNumber={customerNumber}
        current={current}
        names={saved.searches?.map((entry) => entry.name) ?? []}
      />
    </section>
  );
}

/** One saved search: its link, its delete button and its alert by mail. */
function SavedSearchEntry({
  customerNumber,
  entry,
  href,
  isCurrent,
  removing,
  onRemove,
}: {
  customerNumber: string;
  entry: { name: string; search: string };
  href: string | null;
  isCurrent: boolean;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <li className="flex flex-wrap items-center gap-1">
      {href === null ? (
        <span className="flex-1 px-1 text-sm text-gray-500">{entry.name}</span>
      ) : (
        <Link
          to={href}
          aria-current={isCurrent ? 'page' : undefined}
          className={`min-w-0 flex-1 truncate rounded px-1 py-0.5 text-sm hover:bg-gray-50 hover:underline ${isCurrent ? 'font-semibold text-gray-900' : 'text-brand-700'}`}
        >
          {entry.name}
        </Link>
      )}
      <button
        type="button"
        disabled={removing}
        onClick={onRemove}
        aria-label={t('listing.saved.delete', { name: entry.name })}
        className="rounded p-1 text-gray-500 hover:bg-danger-50 hover:text-danger-700 disabled:opacity-50"
      >
        <CloseIcon className="size-4" />
      </button>
      <SetAlert
        compact
        customerNumber={customerNumber}
        subject={{ target: 'search', searchName: entry.name }}
        name={entry.name}
      />
    </li>
  );
}

function SaveSearchForm({
  customerNumber,
  current,
  names,
}: {
  customerNumber: string;
  current: string;
  names: string[];
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const save = useSaveSearch(customerNumber);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const duplicate = trimmed !== '' && names.includes(trimmed);
  const nothingToSave = current === '';
  const fieldError =
    touched && trimmed === ''
      ? t('listing.saved.nameRequired')
      : duplicate
        ? t('listing.saved.nameTaken')
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (trimmed === '' || duplicate || nothingToSave) return;
    save.mutate(
      { name: trimmed, search: current },
      {
        onSuccess: () => {
          setName('');
          setTouched(false);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 border-t border-gray-100 pt-3">
      <label htmlFor={id} className="mb-1 block px-1 text-xs font-medium text-gray-700">
        {t('listing.saved.nameLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={name}
          maxLength={80}
          required
          aria-required="true"
          aria-invalid={fieldError !== undefined ? true : undefined}
          aria-describedby={fieldError !== undefined ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            save.reset();
          }}
          className={INPUT}
        />
        <button
          type="submit"
          disabled={duplicate || nothingToSave || save.isPending}
          className={buttonClasses('secondary', 'shrink-0 px-3 py-1.5')}
        >
          {save.isPending ? t('listing.saved.saving') : t('listing.saved.save')}
        </button>
      </div>
      <SaveMessages
        fieldError={fieldError}
        errorId={`${id}-error`}
        nothingToSave={nothingToSave}
        saveError={save.isError ? save.error : null}
        saved={save.isSuccess}
      />
    </form>
  );
}

/**
 * The name's error, why there is nothing to save, the server's refusal (unless the name field
 * shows an error of its own), or that the search was saved.
 */
function SaveMessages(props: {
  fieldError: string | undefined;
  /** the id the name field is described by */
  errorId: string;
  nothingToSave: boolean;
  /** the failed save's error; null when it did not fail */
  saveError: unknown;
  saved: boolean;
}) {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const { saveError } = props;
  const serverError =
    saveError === null
      ? undefined
      : isApiError(saveError) && saveError.status === 409
        ? t('listing.saved.nameTaken')
        : errorMessage(saveError);
  return (
    <>
      {props.fieldError !== undefined && (
        <p id={props.errorId} className="mt-1 px-1 text-xs text-danger-700">
          {props.fieldError}
        </p>
      )}
      {props.nothingToSave && (
        <p className="mt-1 px-1 text-xs text-gray-600">{t('listing.saved.nothingToSave')}</p>
      )}
      {serverError !== undefined && props.fieldError === undefined && (
        <p role="alert" className="mt-1 px-1 text-xs text-danger-700">
          {serverError}
        </p>
      )}
      {props.saved && (
        <p role="status" className="mt-1 px-1 text-xs text-success-800">
          {t('listing.saved.saved')}
        </p>
      )}
    </>
  );
}
