import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { TextField } from '#web/shared/ui/form-fields.tsx';

interface FilterBarProps {
  /** accessible name of the search landmark */
  label: string;
  /** the applied search text (from the address) */
  search: string;
  onSearch: (search: string) => void;
  /** grid columns from the large breakpoint on */
  columns: string;
  field: SearchFieldProps;
  /** the fields before and after the text field */
  before: ReactNode;
  after: ReactNode;
}

interface SearchFieldProps {
  label: string;
  hint: string;
  apply: string;
  maxLength: number;
}

/**
 * The filter bar of an account list: a search landmark whose text field applies on submit and
 * shows the address's text again when it changes (back button, reset), between the list's
 * own fields.
 */
export function FilterBar({
  label,
  search,
  onSearch,
  columns,
  field,
  before,
  after,
}: FilterBarProps) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setDraft(search);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={`mt-6 grid grid-cols-1 gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 ${columns}`}
    >
      {before}
      <div className="flex items-end gap-2">
        <TextField
          label={field.label}
          placeholder={field.hint}
          value={draft}
          maxLength={field.maxLength}
          onChange={(event) => setDraft(event.target.value)}
          className="min-w-0 flex-1"
        />
        <button type="submit" className={buttonClasses('primary', 'px-3')}>
          {field.apply}
        </button>
      </div>
      {after}
    </form>
  );
}

/** The link-styled button that clears a list's filters. */
export function ResetFiltersButton({ label, onReset }: { label: string; onReset: () => void }) {
  return (
    <button
      type="button"
      className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      onClick={onReset}
    >
      {label}
    </button>
  );
}
