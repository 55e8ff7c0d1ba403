import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { SearchIcon } from '#web/shared/ui/icons.tsx';

/** The header search: a term goes to /search/{term} (URL-encoded). Suggestions come later. */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const shell = useShellParams();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === '') {
      input.current?.focus();
      return;
    }
    void navigate(paths.search.href(shell, trimmed));
  }

  return (
    <form role="search" onSubmit={submit} className={`flex w-full ${className}`}>
      <label htmlFor="shop-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id="shop-search"
        type="search"
        name="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 min-w-0 flex-1 rounded-l-md border-0 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 focus-visible:ring-3 focus-visible:ring-focus focus-visible:outline-none focus-visible:ring-inset"
      />
      <button
        type="submit"
        className="inline-flex h-10 items-center gap-2 rounded-r-md bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
      >
        <SearchIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
      </button>
    </form>
  );
}
